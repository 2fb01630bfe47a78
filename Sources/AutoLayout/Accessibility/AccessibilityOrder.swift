/// The elements of a layout in VoiceOver's reading order (flick navigation), worked out as
/// AccessibilitySnapshot publishes it (docs/accessibility.md):
///
/// - The tree is walked from the root. A view hidden, 0 × 0, faded to alpha 0, or with
///   `accessibilityElementsHidden` contributes nothing; an element contributes itself and
///   hides its subviews; a view with `accessibilityElements` contributes them as a group in
///   that order; any other view contributes its subviews (only the last with
///   `accessibilityViewIsModal`, when one has it), as a group when
///   `shouldGroupAccessibilityChildren` is set, else each in its own right.
/// - Within each group, and at the top, elements are sorted by the top-left corner of their
///   frame: the one higher up first when the two tops differ by at least 8 points on a phone
///   (13 on an iPad), else the one further left (further right in a right-to-left layout). A
///   group sorts by the top-left corner of the union of its elements' frames.
///
/// The comparison is not transitive (a staircase of rows each under 8 points apart), so the
/// sort algorithm decides some orders: Plumb uses Swift's standard sort, as AccessibilitySnapshot
/// does, over the subviews in tree order.
public struct AccessibilityOrder: Sendable, Equatable {
    public var elements: [AccessibilityElement]
    /// The row tolerance used: 8 points on a phone, 13 on an iPad.
    public var rowTolerance: Double
    public var direction: LayoutDirection

    public init(elements: [AccessibilityElement], rowTolerance: Double, direction: LayoutDirection) {
        self.elements = elements
        self.rowTolerance = rowTolerance
        self.direction = direction
    }

    /// The reading order of `layout`, laid out from `root`'s tree.
    public init(root: View, layout: Layout) {
        let environment = layout.environment
        let tolerance = environment.device.isPad ? 13.0 : 8.0
        var walker = Walker(
            views: root.subtreeByID(),
            entries: Dictionary(layout.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
            direction: environment.direction, tolerance: tolerance)
        let nodes = walker.nodes(of: root)
        self.init(
            elements: walker.sorted(nodes).map { walker.element($0) }, rowTolerance: tolerance,
            direction: environment.direction)
    }

    /// What the reading order walks: an element, or a group read together.
    indirect enum Node {
        case element(id: Int, frame: Rect)
        case group([Node], explicitlyOrdered: Bool)
    }

    struct Walker {
        let views: [Int: View]
        let entries: [Int: Layout.Entry]
        let direction: LayoutDirection
        let tolerance: Double
        /// Each element's description, asked once while walking.
        var descriptions: [Int: AccessibilityDescription] = [:]

        init(views: [Int: View], entries: [Int: Layout.Entry], direction: LayoutDirection, tolerance: Double) {
            self.views = views
            self.entries = entries
            self.direction = direction
            self.tolerance = tolerance
        }

        mutating func nodes(of view: View) -> [Node] {
            // Views not laid out (not installed in these size classes) are not on screen.
            guard let entry = entries[view.itemID] else { return [] }
            let description = view.accessibilityDescription(direction: direction)
            if description.elementsHidden || view.isHidden || view.alpha <= 0 { return [] }
            if entry.frame.width == 0 && entry.frame.height == 0 { return [] }
            if description.isElement {
                descriptions[view.itemID] = description
                return [.element(id: view.itemID, frame: entry.frame)]
            }
            if let listed = description.elements {
                let children = listed.compactMap { views[$0] }.flatMap { nodes(of: $0) }
                return [.group(children, explicitlyOrdered: true)]
            }
            let read =
                view.subviews.last { $0.accessibilityDescription(direction: direction).viewIsModal }
                .map { [$0] } ?? view.subviews
            let children = read.flatMap { nodes(of: $0) }
            return description.groupsChildren ? [.group(children, explicitlyOrdered: false)] : children
        }

        /// Where a node sorts: its frame's top-left corner, a group's the union's.
        func sortOrigin(_ node: Node) -> Point? {
            switch node {
            case let .element(_, frame): return frame.origin
            case let .group(children, _):
                let origins = children.compactMap(sortOrigin)
                guard let first = origins.first else { return nil }
                return origins.dropFirst().reduce(first) { Point(x: min($0.x, $1.x), y: min($0.y, $1.y)) }
            }
        }

        /// Whether `a` is read before `b`: higher when the tops are `tolerance` or more apart,
        /// else leading first.
        func precedes(_ a: Point, _ b: Point) -> Bool {
            if a.y != b.y, abs(a.y - b.y) >= tolerance { return a.y < b.y }
            return direction == .rightToLeft ? a.x > b.x : a.x < b.x
        }

        /// The element ids in reading order.
        func sorted(_ nodes: [Node], explicitlyOrdered: Bool = false) -> [Int] {
            var ordered = nodes
            if !explicitlyOrdered {
                // An empty group has no place and nothing to read.
                let placed = nodes.compactMap { node in sortOrigin(node).map { (node, $0) } }
                ordered = placed.sorted { precedes($0.1, $1.1) }.map(\.0)
            }
            return ordered.flatMap { node -> [Int] in
                switch node {
                case let .element(id, _): return [id]
                case let .group(children, explicit): return sorted(children, explicitlyOrdered: explicit)
                }
            }
        }

        func element(_ id: Int) -> AccessibilityElement {
            let description = descriptions[id] ?? AccessibilityDescription()
            let frame = entries[id]?.frame ?? .zero
            var names: [String] = []
            var current = entries[id]
            while let entry = current {
                names.append(entry.name)
                current = entry.parentID.flatMap { entries[$0] }
            }
            return AccessibilityElement(
                itemID: id, name: entries[id]?.name ?? "", path: names.reversed().joined(separator: " > "),
                label: description.label,
                value: description.value, hint: description.hint, traits: description.traits,
                identifier: description.identifier, frame: frame,
                activationPoint: description.activationPoint
                    ?? Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        }
    }
}
