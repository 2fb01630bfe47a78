/// Where a constraint sits on screen, in root coordinates of the solved layout: the anchors
/// it relates and the numbers between them, enough to draw it as an I-bar or a line.
public struct ConstraintGeometry: Sendable, Equatable {
    /// One side of a constraint: an item's attribute and where it is.
    public struct Anchor: Sendable, Equatable {
        public let item: String
        public let attribute: LayoutAttribute
        /// The item's frame in root coordinates.
        public let frame: Rect
        /// The attribute's position in root coordinates along its axis (x for horizontal
        /// locations, y for vertical ones), or its length for Width and Height.
        public let value: Double

        public init(item: String, attribute: LayoutAttribute, frame: Rect, value: Double) {
            self.item = item
            self.attribute = attribute
            self.frame = frame
            self.value = value
        }
    }

    public let first: Anchor
    /// Nil for a size set to a constant.
    public let second: Anchor?
    public let relation: LayoutRelation
    public let multiplier: Double
    public let constant: Double

    public init(first: Anchor, second: Anchor?, relation: LayoutRelation, multiplier: Double, constant: Double) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }
}
