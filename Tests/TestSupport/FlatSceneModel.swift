import AutoLayout

/// A flat scene as SPEC §3 reads it, as exact linear rows for `ExactLP`: the referee of the
/// conflict property tests, written from the contract, not from Plumb's engine.
///
/// Variables are frames in root coordinates: the root's (pinned by the device's numbers, each
/// a required row labelled as Plumb's reports print it), the three system guides' (defined by
/// required rows with Plumb's labels) and each view's. Every view's width and height is at
/// least zero; guides have no floor. Location attributes are measured in the root's bounds
/// (the common ancestor of siblings), from its top-leading corner: in right-to-left layouts,
/// for constraints on leading/trailing or between two centres, from the right edge, growing
/// leftwards. Optional constraints cost their absolute error (an inequality its violation),
/// summed per priority, and priorities are strictly ordered.
public struct FlatSceneModel {
    public let scene: FlatScene
    public let environment: Environment

    public init(scene: FlatScene, environment: Environment) {
        self.scene = scene
        self.environment = environment
    }

    // Variable numbers.
    static let rootX = 0, rootY = 1, rootWidth = 2, rootHeight = 3
    static let topInset = 4, bottomInset = 5, safeLeft = 6, safeRight = 7, marginLeft = 8, marginRight = 9
    static let topGuide = 10, bottomGuide = 14, safeArea = 18, firstView = 22

    public var variableCount: Int { Self.firstView + 4 * scene.views.count + errorCount }
    var errorCount: Int { 2 * optionalTerms.count }

    /// x, y, width and height of an item.
    func frameVariables(_ item: FlatScene.Item) -> (x: Int, y: Int, width: Int, height: Int) {
        let base: Int
        switch item {
        case let .view(index): base = Self.firstView + 4 * index
        case .superview: return (Self.rootX, Self.rootY, Self.rootWidth, Self.rootHeight)
        case .topLayoutGuide: base = Self.topGuide
        case .bottomLayoutGuide: base = Self.bottomGuide
        case .safeArea: base = Self.safeArea
        }
        return (base, base + 1, base + 2, base + 3)
    }

    public func viewFrameVariables(_ index: Int) -> [Int] {
        let v = frameVariables(.view(index))
        return [v.x, v.y, v.width, v.height]
    }

    // MARK: - Rows

    typealias Terms = [(variable: Int, coefficient: Fraction)]

    /// The device's numbers and the guides' definitions, labelled as Plumb's reports print them.
    public var systemRows: [(label: String, row: LinearRow)] {
        let size = environment.size
        let safe = environment.safeAreaInsets
        let margins = environment.rootLayoutMargins
        func fixed(_ variable: Int, _ value: Double) -> LinearRow {
            LinearRow([(variable, 1)], .equal, Fraction(exactly: value)!)
        }
        var rows: [(String, LinearRow)] = [
            ("Root.minX = 0", fixed(Self.rootX, 0)),
            ("Root.minY = 0", fixed(Self.rootY, 0)),
            (
                "'UIView-Encapsulated-Layout-Width' Root.Width = \(formatPoints(size.width))",
                fixed(Self.rootWidth, size.width)
            ),
            (
                "'UIView-Encapsulated-Layout-Height' Root.Height = \(formatPoints(size.height))",
                fixed(Self.rootHeight, size.height)
            ),
            (
                "Top Layout Guide.Length = \(formatPoints(environment.topGuideLength)) (device)",
                fixed(Self.topInset, environment.topGuideLength)
            ),
            (
                "Bottom Layout Guide.Length = \(formatPoints(environment.bottomGuideLength)) (device)",
                fixed(Self.bottomInset, environment.bottomGuideLength)
            ),
            ("Safe Area.LeftInset = \(formatPoints(safe.left)) (device)", fixed(Self.safeLeft, safe.left)),
            ("Safe Area.RightInset = \(formatPoints(safe.right)) (device)", fixed(Self.safeRight, safe.right)),
            ("Root.LeftMargin = \(formatPoints(margins.left)) (device)", fixed(Self.marginLeft, margins.left)),
            ("Root.RightMargin = \(formatPoints(margins.right)) (device)", fixed(Self.marginRight, margins.right)),
        ]
        // Each guide: variable − definition = 0.
        func define(_ name: String, _ guide: FlatScene.Item, x: Terms, y: Terms, width: Terms, height: Terms) {
            let g = frameVariables(guide)
            for (suffix, variable, definition) in [
                ("minX", g.x, x), ("minY", g.y, y), ("Width", g.width, width),
                ("Height", g.height, height),
            ] {
                rows.append(
                    (
                        "\(name).\(suffix) (layout guide)",
                        LinearRow([(variable, 1)] + definition.map { ($0.variable, -$0.coefficient) }, .equal, 0)
                    ))
            }
        }
        define(
            "Top Layout Guide", .topLayoutGuide, x: [(Self.rootX, 1)], y: [(Self.rootY, 1)], width: [],
            height: [(Self.topInset, 1)])
        define(
            "Bottom Layout Guide", .bottomLayoutGuide, x: [(Self.rootX, 1)],
            y: [(Self.rootY, 1), (Self.rootHeight, 1), (Self.bottomInset, -1)], width: [],
            height: [(Self.bottomInset, 1)])
        define(
            "Safe Area", .safeArea, x: [(Self.rootX, 1), (Self.safeLeft, 1)], y: [(Self.rootY, 1), (Self.topInset, 1)],
            width: [(Self.rootWidth, 1), (Self.safeLeft, -1), (Self.safeRight, -1)],
            height: [(Self.rootHeight, 1), (Self.topInset, -1), (Self.bottomInset, -1)])
        return rows
    }

    /// The row behind a report's label for one of the engine's own constraints: a guide's
    /// definition or the root's origin as `systemRows` has it, a device's number with the
    /// value the label gives (after a rotation, a label may carry the old or the new one).
    public func systemRow(labelled label: String) -> LinearRow? {
        let variables: [String: Int] = [
            "'UIView-Encapsulated-Layout-Width' Root.Width": Self.rootWidth,
            "'UIView-Encapsulated-Layout-Height' Root.Height": Self.rootHeight,
            "Top Layout Guide.Length": Self.topInset, "Bottom Layout Guide.Length": Self.bottomInset,
            "Safe Area.LeftInset": Self.safeLeft, "Safe Area.RightInset": Self.safeRight,
            "Root.LeftMargin": Self.marginLeft, "Root.RightMargin": Self.marginRight,
        ]
        var text = Substring(label)
        if text.hasSuffix(" (device)") { text = text.dropLast(" (device)".count) }
        if let range = text.range(of: " = "), let variable = variables[String(text[..<range.lowerBound])],
            let value = Double(text[range.upperBound...]), let exact = Fraction(exactly: value)
        {
            return LinearRow([(variable, 1)], .equal, exact)
        }
        return systemRows.first { $0.label == label }?.row
    }

    /// Whether the rows can hold with the floors alone (a conflicting set must name every
    /// device number and guide definition it needs).
    public func holdsWithFloors(_ rows: [LinearRow]) -> Bool {
        ExactLP.isFeasible(floors + rows, variableCount: variableCount)
    }

    /// Width and height of every view, the root included, at zero or above.
    public var floors: [LinearRow] {
        ([FlatScene.Item.superview] + scene.views.indices.map(FlatScene.Item.view)).flatMap { item in
            let v = frameVariables(item)
            return [
                LinearRow([(v.width, 1)], .greaterThanOrEqual, 0), LinearRow([(v.height, 1)], .greaterThanOrEqual, 0),
            ]
        }
    }

    /// The margins of an item as terms: the root's sides are the device's (SPEC §2: 0 at its
    /// top and bottom); a view's are 8 all round, constants `position` adds; a guide has none.
    func margins(_ item: FlatScene.Item) -> (left: Terms, right: Terms, top: Terms, bottom: Terms) {
        switch item {
        case .superview: ([(Self.marginLeft, 1)], [(Self.marginRight, 1)], [], [])
        default: ([], [], [], [])
        }
    }

    /// An attribute's position (or size) in root coordinates: terms and a constant.
    func position(_ item: FlatScene.Item, _ attribute: LayoutAttribute) -> (Terms, Fraction) {
        let v = frameVariables(item)
        let rtl = environment.direction == .rightToLeft
        let half = Fraction(1, 2)
        let viewMargin: Fraction = if case .view = item { 8 } else { 0 }
        let m = margins(item)
        func negated(_ terms: Terms) -> Terms { terms.map { ($0.variable, -$0.coefficient) } }
        let left: Terms = [(v.x, 1)], right: Terms = [(v.x, 1), (v.width, 1)]
        let leftMargin = (left + m.left, viewMargin)
        let rightMargin = (right + negated(m.right), -viewMargin)
        switch attribute {
        case .left: return (left, 0)
        case .right: return (right, 0)
        case .leading: return (rtl ? right : left, 0)
        case .trailing: return (rtl ? left : right, 0)
        case .top: return ([(v.y, 1)], 0)
        case .bottom: return ([(v.y, 1), (v.height, 1)], 0)
        case .width: return ([(v.width, 1)], 0)
        case .height: return ([(v.height, 1)], 0)
        case .centerX: return ([(v.x, 1), (v.width, half)], 0)
        case .centerY: return ([(v.y, 1), (v.height, half)], 0)
        case .leftMargin: return leftMargin
        case .rightMargin: return rightMargin
        case .leadingMargin: return rtl ? rightMargin : leftMargin
        case .trailingMargin: return rtl ? leftMargin : rightMargin
        case .topMargin: return ([(v.y, 1)] + m.top, viewMargin)
        case .bottomMargin: return ([(v.y, 1), (v.height, 1)] + negated(m.bottom), -viewMargin)
        case .centerXWithinMargins:
            // Halfway between the two margins.
            let terms = (left + m.left + right + negated(m.right)).map { ($0.variable, $0.coefficient * half) }
            return (terms, 0)
        case .centerYWithinMargins:
            let terms = ([(v.y, 1)] + m.top + [(v.y, 1), (v.height, 1)] + negated(m.bottom))
                .map { ($0.variable, $0.coefficient * half) }
            return (terms, 0)
        default:
            return ([], 0)
        }
    }

    /// The attribute as the constraint measures it: sizes as they are, locations in the root's
    /// bounds from its top-leading corner.
    func measured(_ item: FlatScene.Item, _ attribute: LayoutAttribute, flipped: Bool) -> (Terms, Fraction) {
        let (terms, constant) = position(item, attribute)
        if attribute == .width || attribute == .height { return (terms, constant) }
        if [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins].contains(attribute) {
            return (terms + [(Self.rootY, -1)], constant)
        }
        if flipped {
            return ([(Self.rootX, 1), (Self.rootWidth, 1)] + terms.map { ($0.variable, -$0.coefficient) }, -constant)
        }
        return (terms + [(Self.rootX, -1)], constant)
    }

    /// `measured(first) − multiplier × measured(second) − constant`, as terms and a constant,
    /// and the line's relation.
    func expression(_ line: FlatScene.Line) -> (Terms, Fraction) {
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let centres: Set<LayoutAttribute> = [.centerX, .centerXWithinMargins]
        let followsDirection =
            directional.contains(line.firstAttribute) || directional.contains(line.secondAttribute)
            || (centres.contains(line.firstAttribute) && centres.contains(line.secondAttribute))
        let flipped = environment.direction == .rightToLeft && followsDirection
        var (terms, constant) = measured(line.first, line.firstAttribute, flipped: flipped)
        let multiplier = Fraction(exactly: line.multiplier)!
        if let second = line.second {
            let (other, otherConstant) = measured(second, line.secondAttribute, flipped: flipped)
            terms += other.map { ($0.variable, -multiplier * $0.coefficient) }
            constant -= multiplier * otherConstant
        }
        return (terms, constant - Fraction(exactly: line.constant)!)
    }

    /// A required line as a row.
    public func row(for line: FlatScene.Line) -> LinearRow {
        let (terms, constant) = expression(line)
        return LinearRow(terms, Self.relation(line.relation), -constant)
    }

    static func relation(_ relation: LayoutRelation) -> LinearRow.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    // MARK: - Feasibility and UIKit's breaking

    /// Whether the rows hold together with the device's numbers, the guides and the floors.
    public func isFeasible(_ rows: [LinearRow]) -> Bool {
        ExactLP.isFeasible(systemRows.map(\.row) + floors + rows, variableCount: variableCount)
    }

    /// Activation in order: each required line that cannot hold with the required ones kept
    /// before it is broken (SPEC §3). Returns the broken lines, and for each the lines in
    /// force when it broke.
    public func breaking(_ lines: [Int]) -> [(broken: Int, inForce: [Int])] {
        var kept: [Int] = []
        var result: [(Int, [Int])] = []
        for index in lines where scene.lines[index].priority >= 1000 {
            if isFeasible((kept + [index]).map { row(for: scene.lines[$0]) }) {
                kept.append(index)
            } else {
                result.append((index, kept))
            }
        }
        return result
    }

    // MARK: - The optimum

    /// What optional constraints and intrinsic sizes ask for: a priority and `expression REL 0`.
    struct Preference {
        let priority: Double
        let terms: Terms
        let constant: Fraction
        let relation: LinearRow.Relation
    }

    var optionalTerms: [Preference] {
        preferences(lines: scene.lines.indices.filter { scene.lines[$0].priority < 1000 })
    }

    func preferences(lines: [Int]) -> [Preference] {
        var result: [Preference] = []
        for index in lines {
            let line = scene.lines[index]
            let (terms, constant) = expression(line)
            result.append(
                Preference(
                    priority: line.priority, terms: terms, constant: constant,
                    relation: Self.relation(line.relation)))
        }
        for (index, view) in scene.views.enumerated() {
            let v = frameVariables(.view(index))
            let axes: [(Int?, Int, Double, Double)] = [
                (view.intrinsicWidth, v.width, view.hugging.horizontal, view.compression.horizontal),
                (view.intrinsicHeight, v.height, view.hugging.vertical, view.compression.vertical),
            ]
            for case let (size?, variable, hugging, compression) in axes {
                result.append(
                    Preference(
                        priority: hugging, terms: [(variable, 1)], constant: Fraction(Int128(-size)),
                        relation: .lessThanOrEqual))
                result.append(
                    Preference(
                        priority: compression, terms: [(variable, 1)], constant: Fraction(Int128(-size)),
                        relation: .greaterThanOrEqual))
            }
        }
        return result
    }

    /// The error of a preference at a point (exact): |e| for an equality, the violation for
    /// an inequality.
    static func error(_ preference: Preference, at value: Double) -> Double {
        switch preference.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
    }

    /// The lexicographic optimum over the required lines in force: the least total error at
    /// each priority from the highest down, and for every view value whether it is the same
    /// in every optimal layout (free: its range is wider than 1e-3 pt or unbounded).
    public func optimum(inForce: [Int]) -> Optimum? {
        let optional = scene.lines.indices.filter { scene.lines[$0].priority < 1000 }
        let prefs = preferences(lines: optional)
        let base = Self.firstView + 4 * scene.views.count
        var rows = systemRows.map(\.row) + floors + inForce.map { row(for: scene.lines[$0]) }
        // Each preference: expression + e⁻ − e⁺ = 0 (or ≤ / ≥ with one error), errors ≥ 0.
        var errorTerms: [Int: Terms] = [:]
        for (k, preference) in prefs.enumerated() {
            let plus = base + 2 * k, minus = base + 2 * k + 1
            rows.append(LinearRow([(plus, 1)], .greaterThanOrEqual, 0))
            rows.append(LinearRow([(minus, 1)], .greaterThanOrEqual, 0))
            let constant = -preference.constant
            switch preference.relation {
            case .equal:
                rows.append(LinearRow(preference.terms + [(plus, -1), (minus, 1)], .equal, constant))
                errorTerms[k] = [(plus, 1), (minus, 1)]
            case .lessThanOrEqual:
                rows.append(LinearRow(preference.terms + [(plus, -1)], .lessThanOrEqual, constant))
                errorTerms[k] = [(plus, 1)]
            case .greaterThanOrEqual:
                rows.append(LinearRow(preference.terms + [(minus, 1)], .greaterThanOrEqual, constant))
                errorTerms[k] = [(minus, 1)]
            }
        }
        let count = base + 2 * prefs.count
        let levels = Array(Set(prefs.map(\.priority))).sorted(by: >)
        var costs: [(priority: Double, cost: Fraction)] = []
        for level in levels {
            var objective: Terms = []
            for (k, preference) in prefs.enumerated() where preference.priority == level {
                objective += errorTerms[k] ?? []
            }
            guard case let .optimal(value, _) = ExactLP.minimize(objective, subjectTo: rows, variableCount: count)
            else {
                return nil
            }
            costs.append((level, value))
            rows.append(LinearRow(objective, .equal, value))
        }
        var free: [[String]] = []
        for index in scene.views.indices {
            var attributes: [String] = []
            for (name, variable) in zip(["x", "y", "width", "height"], viewFrameVariables(index)) {
                let low = ExactLP.minimize([(variable, 1)], subjectTo: rows, variableCount: count)
                let high = ExactLP.maximize([(variable, 1)], subjectTo: rows, variableCount: count)
                guard case let .optimal(min, _) = low, case let .optimal(max, _) = high,
                    (max - min).doubleValue <= 1e-3
                else {
                    attributes.append(name)
                    continue
                }
            }
            free.append(attributes)
        }
        return Optimum(costs: costs, free: free, preferences: prefs)
    }

    public struct Optimum {
        /// The least total error per priority, highest first.
        public let costs: [(priority: Double, cost: Fraction)]
        /// Per view, its free attributes among "x", "y", "width", "height".
        public let free: [[String]]
        let preferences: [Preference]
    }

    /// The total error per priority of a layout given as every view's frame (x, y, width,
    /// height in root coordinates), highest priority first; and the largest violation of a
    /// required row in force.
    public func costs(of frames: [[Double]], inForce: [Int], optimum: Optimum) -> (costs: [Double], violation: Double) {
        var point = [Double](repeating: 0, count: Self.firstView + 4 * scene.views.count)
        // The fixed values, then the guides from their definitions.
        let size = environment.size, safe = environment.safeAreaInsets, margins = environment.rootLayoutMargins
        point[Self.rootWidth] = size.width
        point[Self.rootHeight] = size.height
        point[Self.topInset] = environment.topGuideLength
        point[Self.bottomInset] = environment.bottomGuideLength
        point[Self.safeLeft] = safe.left
        point[Self.safeRight] = safe.right
        point[Self.marginLeft] = margins.left
        point[Self.marginRight] = margins.right
        for (label, row) in systemRows where label.hasSuffix("(layout guide)") {
            // variable − Σ definition = 0: the first term is the guide's variable.
            let variable = row.terms[0].variable
            point[variable] = -row.terms.dropFirst().reduce(0) { $0 + $1.coefficient.doubleValue * point[$1.variable] }
        }
        for (index, frame) in frames.enumerated() {
            for (variable, value) in zip(viewFrameVariables(index), frame) { point[variable] = value }
        }
        func value(_ terms: Terms, _ constant: Fraction) -> Double {
            terms.reduce(constant.doubleValue) { $0 + $1.coefficient.doubleValue * point[$1.variable] }
        }
        var violation = 0.0
        for row in systemRows.map(\.row) + floors + inForce.map({ row(for: scene.lines[$0]) }) {
            let left = value(row.terms, -row.constant)
            switch row.relation {
            case .equal: violation = max(violation, abs(left))
            case .lessThanOrEqual: violation = max(violation, left)
            case .greaterThanOrEqual: violation = max(violation, -left)
            }
        }
        let costs = optimum.costs.map { level in
            optimum.preferences.filter { $0.priority == level.priority }
                .reduce(0.0) { $0 + Self.error($1, at: value($1.terms, $1.constant)) }
        }
        return (costs, violation)
    }
}
