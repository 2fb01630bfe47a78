/// A shape a view's own drawing code made (a UIKit `draw(_:)` override, a `CGContext` path),
/// in the root's coordinates (points), filled or stroked in one colour. Quadratic curves and
/// arcs arrive as cubic Béziers: the renderer needs only the four elements below.
public struct DrawnPath: Sendable, Equatable {
    public enum Element: Sendable, Equatable {
        /// Starts a subpath.
        case move(Point)
        case line(Point)
        /// A cubic Bézier through two control points.
        case curve(Point, Point, to: Point)
        /// Joins the subpath's end to its start.
        case close
    }

    /// How the outline of a stroke meets at corners and ends (Core Graphics' names and defaults).
    public struct Stroke: Sendable, Equatable {
        public enum Cap: Sendable, Equatable { case butt, round, square }
        public enum Join: Sendable, Equatable { case miter, round, bevel }

        /// In points.
        public var width: Double
        public var cap: Cap
        public var join: Join
        /// The ratio of a miter's length to the line width past which it becomes a bevel.
        public var miterLimit: Double

        public init(width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10) {
            self.width = width
            self.cap = cap
            self.join = join
            self.miterLimit = miterLimit
        }
    }

    public enum Paint: Sendable, Equatable {
        /// The inside by the nonzero winding rule, or by even–odd.
        case fill(evenOdd: Bool)
        case stroke(Stroke)
    }

    public var elements: [Element]
    public var paint: Paint
    public var color: Color

    public init(elements: [Element], paint: Paint, color: Color) {
        self.elements = elements
        self.paint = paint
        self.color = color
    }
}
