import AutoLayout

/// A scene of sibling views under the root, made at random for the property tests: it writes
/// itself as a scene file (SPEC §4) for Plumb to read, and `FlatSceneModel` reads the same
/// description as SPEC §3 does, without Plumb's engine.
public struct FlatScene: Sendable {
    /// What a constraint line names: a view (by index), the root, or one of its system guides.
    public enum Item: Hashable, Sendable {
        case view(Int)
        case superview
        case topLayoutGuide
        case bottomLayoutGuide
        case safeArea
    }

    public struct ViewSpec: Sendable {
        public var name: String
        /// Whole points, so rounding to the pixel grid leaves them as they are.
        public var intrinsicWidth: Int?
        public var intrinsicHeight: Int?
        public var hugging: (horizontal: Double, vertical: Double) = (250, 250)
        public var compression: (horizontal: Double, vertical: Double) = (750, 750)
    }

    /// `first.firstAttribute REL multiplier × second.secondAttribute + constant @priority`.
    public struct Line: Sendable {
        public var first: Item
        public var firstAttribute: LayoutAttribute
        public var relation: LayoutRelation
        public var multiplier: Double
        public var second: Item?
        public var secondAttribute: LayoutAttribute
        public var constant: Double
        public var priority: Double
    }

    public var views: [ViewSpec]
    public var lines: [Line]

    public init(views: [ViewSpec], lines: [Line]) {
        self.views = views
        self.lines = lines
    }

    public func name(of item: Item) -> String {
        switch item {
        case let .view(index): views[index].name
        case .superview: "Superview"
        case .topLayoutGuide: "Top Layout Guide"
        case .bottomLayoutGuide: "Bottom Layout Guide"
        case .safeArea: "Safe Area"
        }
    }

    /// The line in the guide's notation, as reports print it (they print what was written).
    public func text(of line: Line) -> String {
        var text = "\(name(of: line.first)).\(line.firstAttribute.displayName) \(line.relation.rawValue) "
        if let second = line.second {
            if line.multiplier != 1 { text += "\(Self.number(line.multiplier)) x " }
            text += "\(name(of: second)).\(line.secondAttribute.displayName)"
            if line.constant > 0 { text += " + \(Self.number(line.constant))" }
            if line.constant < 0 { text += " - \(Self.number(-line.constant))" }
        } else {
            text += Self.number(line.constant)
        }
        if line.priority < 1000 { text += " @\(Self.number(line.priority))" }
        return text
    }

    /// The scene file.
    public var yaml: String {
        var out = "name: Flat\nviews:\n"
        for view in views {
            out += "  - name: \(view.name)\n"
            if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                out +=
                    "    intrinsicSize: {width: \(view.intrinsicWidth ?? -1), height: \(view.intrinsicHeight ?? -1)}\n"
                out +=
                    "    hugging: {horizontal: \(Self.number(view.hugging.horizontal)), vertical: \(Self.number(view.hugging.vertical))}\n"
                out +=
                    "    compressionResistance: {horizontal: \(Self.number(view.compression.horizontal)), "
                    + "vertical: \(Self.number(view.compression.vertical))}\n"
            }
        }
        out += "constraints:\n"
        for line in lines { out += "  - \(text(of: line))\n" }
        return out
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

// MARK: - Random scenes

extension FlatScene {
    /// A random scene: one to four views, and lines of every kind SPEC §3 allows between
    /// siblings, the root and its guides, weighted towards conflicts (aliases, chains,
    /// multipliers, bounds that pinch sizes to zero) with optional noise at many priorities.
    public static func random(using generator: inout SeededGenerator) -> FlatScene {
        let names = ["A", "B", "C", "D"]
        var views: [ViewSpec] = []
        for index in 0..<Int.random(in: 1...4, using: &generator) {
            var view = ViewSpec(name: names[index])
            if Int.random(in: 0..<10, using: &generator) < 3 {
                if Bool.random(using: &generator) { view.intrinsicWidth = Int.random(in: 0...240, using: &generator) }
                if Bool.random(using: &generator) { view.intrinsicHeight = Int.random(in: 0...80, using: &generator) }
                let huggings: [Double] = [250, 251, 750, 249]
                let resistances: [Double] = [750, 749, 250, 999]
                view.hugging = (huggings.randomElement(using: &generator)!, huggings.randomElement(using: &generator)!)
                view.compression = (
                    resistances.randomElement(using: &generator)!, resistances.randomElement(using: &generator)!
                )
            }
            views.append(view)
        }
        var scene = FlatScene(views: views, lines: [])
        var written = Set<String>()
        let count = Int.random(in: 3...(4 + 3 * views.count), using: &generator)
        var attempts = 0
        while scene.lines.count < count && attempts < 200 {
            attempts += 1
            let line = scene.randomLine(using: &generator)
            if written.insert(scene.text(of: line)).inserted { scene.lines.append(line) }
        }
        return scene
    }

    /// One random line, legal by construction.
    public func randomLine(using generator: inout SeededGenerator) -> Line {
        let view = Item.view(Int.random(in: 0..<views.count, using: &generator))
        let relation: LayoutRelation = [.equal, .equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]
            .randomElement(using: &generator)!
        let priorities: [Double] = [1000, 1000, 1000, 1000, 1000, 1000, 999, 750, 500, 251, 250, 1]
        let priority = priorities.randomElement(using: &generator)!
        let constants: [Double] = [0, 0, 8, -8, 20, 40, -10, 100, 160, 300, 600, 1000, -1000, 12.5]
        var constant = constants.randomElement(using: &generator)!
        let multipliers: [Double] = [1, 1, 1, 1, 2, 0.5, -1, 1.5]
        let kind = Int.random(in: 0..<10, using: &generator)
        func partner(allowingGuides guides: [Item]) -> Item {
            let others = (0..<views.count).map(Item.view) + [.superview, .superview] + guides
            return others.randomElement(using: &generator)!
        }
        switch kind {
        case 0...2:
            // A size: a constant, or another size (an alias, a multiple, a cross-axis ratio).
            let attribute: LayoutAttribute = Bool.random(using: &generator) ? .width : .height
            if Int.random(in: 0..<3, using: &generator) == 0 {
                return Line(
                    first: view, firstAttribute: attribute, relation: relation, multiplier: 1, second: nil,
                    secondAttribute: .notAnAttribute, constant: constant, priority: priority)
            }
            var second = partner(allowingGuides: [.safeArea])
            if second == view, Bool.random(using: &generator) { second = .superview }
            var other: LayoutAttribute =
                Int.random(in: 0..<4, using: &generator) == 0
                ? (attribute == .width ? .height : .width) : attribute
            if second == view && other == attribute { other = attribute == .width ? .height : .width }
            if Bool.random(using: &generator) { constant = 0 }
            return Line(
                first: view, firstAttribute: attribute, relation: relation,
                multiplier: multipliers.randomElement(using: &generator)!, second: second,
                secondAttribute: other, constant: constant, priority: priority)
        case 3...6:
            // Horizontal positions: leading/trailing and left/right families never mix; centres
            // go with either.
            let directional = Bool.random(using: &generator)
            let own: [LayoutAttribute] =
                directional
                ? [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin, .centerXWithinMargins]
                : [.left, .right, .centerX, .leftMargin, .rightMargin]
            var first = own.randomElement(using: &generator)!
            var second = partner(allowingGuides: [.safeArea])
            if second == view { second = .superview }
            var attributes = own
            if second == .safeArea { attributes = attributes.filter { !$0.isMargin } }
            var other = attributes.randomElement(using: &generator)!
            if first.isCenterX && other.isCenterX && !directional {
                first = .left
            }
            if !directional && (first == .centerXWithinMargins || other == .centerXWithinMargins) { other = .centerX }
            return Line(
                first: view, firstAttribute: first, relation: relation,
                multiplier: Int.random(in: 0..<8, using: &generator) == 0 ? 0.5 : 1, second: second,
                secondAttribute: other, constant: constant, priority: priority)
        default:
            // Vertical positions, against siblings, the root, its safe area and both layout guides.
            let own: [LayoutAttribute] = [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins]
            let first = own.randomElement(using: &generator)!
            var second = partner(allowingGuides: [.safeArea, .topLayoutGuide, .bottomLayoutGuide])
            if second == view { second = .superview }
            let other: LayoutAttribute
            switch second {
            case .topLayoutGuide, .bottomLayoutGuide, .safeArea:
                other = [LayoutAttribute.top, .bottom].randomElement(using: &generator)!
            default:
                other = own.randomElement(using: &generator)!
            }
            return Line(
                first: view, firstAttribute: first, relation: relation,
                multiplier: Int.random(in: 0..<8, using: &generator) == 0 ? 0.5 : 1, second: second,
                secondAttribute: other, constant: constant, priority: priority)
        }
    }
}
