import AutoLayout
import SceneModel

/// A log's constraints rebuilt as a model: every distinct item a view under one root (placed
/// under the view its `|` names), named readably ("UILabel 'Tech'", "UIView #2"), and every
/// entry a required constraint, activated in the list's order (the log prints no priorities:
/// listed constraints are active and required).
public struct LogSystem {
    public let root: View
    /// Item key → its view.
    public private(set) var views: [String: View] = [:]
    /// Item keys in order of first mention.
    public private(set) var order: [String] = []
    /// Per entry: the constraints it became (none when unparsed or untranslatable).
    public private(set) var constraints: [[LayoutConstraint]] = []
    /// Per entry: its constraints in the guide's notation with readable names (SPEC §4's
    /// scene lines).
    public private(set) var lines: [[String]] = []
    /// Per entry: those lines joined, or why there are none.
    public private(set) var equations: [String] = []
    public private(set) var problems: [String?] = []

    /// Builds the system of `entries`, leaving out the entries at `skipped`. The entry at
    /// `last` is activated after all the others: the engine breaks the constraint that makes
    /// a conflict when it arrives, so a picture breaks the one UIKit broke.
    public init(_ entries: [LogEntry], skipping skipped: Set<Int> = [], activatingLast last: Int? = nil) {
        root = View(name: "Window")
        root.translatesAutoresizingMaskIntoConstraints = false
        var parents: [String: String] = [:]
        var items: [String: LogItem] = [:]
        func note(_ item: LogItem) {
            if items[item.key] == nil {
                items[item.key] = item
                order.append(item.key)
            }
        }
        for entry in entries {
            for item in Self.items(of: entry) { note(item) }
            if let superview = entry.names["|"], case let .visualFormat(format)? = entry.body {
                note(superview)
                for element in format.elements {
                    if case let .item(item, _) = element { parents[item.key] = superview.key }
                }
            }
        }
        // Readable names: the class and quoted text, else the class and a number per class.
        var counts: [String: Int] = [:]
        var names: [String: String] = [:]
        for key in order {
            guard let item = items[key] else { continue }
            let className = item.className.map { String($0.split(separator: ".").last ?? Substring($0)) }
            var name: String
            if let text = item.text {
                name = "\(className ?? "View") '\(text)'"
            } else if let label = item.name {
                name = className.map { "\($0) \(label)" } ?? label
            } else {
                let base = className ?? "View"
                counts[base, default: 0] += 1
                name = "\(base) #\(counts[base]!)"
            }
            while names.values.contains(name) { name += "′" }
            names[key] = name
            let view = View(name: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            views[key] = view
        }
        // Superviews first; a `|` that would make a cycle is ignored.
        for key in order {
            guard let view = views[key] else { continue }
            var parent = root
            if let parentKey = parents[key], let candidate = views[parentKey], candidate !== view,
                !candidate.isDescendant(of: view)
            {
                parent = candidate
            }
            if view.superview == nil {
                if parent !== root && parent.superview == nil { root.addSubview(parent) }
                parent.addSubview(view)
            }
        }
        for (index, entry) in entries.enumerated() {
            var made: [LayoutConstraint] = []
            var problem = entry.problem
            var equation = problem.map { "unparsed: \($0)" } ?? ""
            var written: [String] = []
            if problem == nil, let body = entry.body {
                do throws(LogTranslationProblem) {
                    made = try translate(body, names: entry.names)
                    written = made.map(\.description)
                    equation = written.joined(separator: "; ")
                } catch {
                    problem = error.message
                    equation = "untranslatable: \(error.message)"
                }
            }
            for constraint in made { constraint.writtenAs = "#\(index) " + constraint.description }
            constraints.append(made)
            lines.append(written)
            equations.append(equation)
            problems.append(problem)
        }
        let activation =
            entries.indices.filter { $0 != last } + (last.map { entries.indices.contains($0) ? [$0] : [] } ?? [])
        for index in activation where !skipped.contains(index) {
            for constraint in constraints[index] {
                do throws(LayoutError) { try constraint.activate() } catch { problems[index] = error.reason }
            }
        }
    }

    /// Every item an entry mentions, in order.
    static func items(of entry: LogEntry) -> [LogItem] {
        switch entry.body {
        case let .equation(first, _, _, second, _)?:
            return [resolve(first.item, entry.names)] + (second.map { [resolve($0.item, entry.names)] } ?? [])
        case let .visualFormat(format)?:
            return format.elements.compactMap {
                if case let .item(item, _) = $0 { resolve(item, entry.names) } else { nil }
            }
        case nil:
            return []
        }
    }

    /// A view printed by name is the address `names:` gives it, when it gives one.
    static func resolve(_ item: LogItem, _ names: [String: LogItem]) -> LogItem {
        guard item.address == nil, let name = item.name, let known = names[name] else { return item }
        var resolved = known
        resolved.name = name
        resolved.className = resolved.className ?? item.className
        return resolved
    }

    static let attributes: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = [
            "baseline": .lastBaseline, "minX": .left, "maxX": .right, "midX": .centerX, "minY": .top, "maxY": .bottom,
            "midY": .centerY,
        ]
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
            table[attribute.rawValue] = attribute
        }
        return table
    }()

    private func view(_ item: LogItem, _ names: [String: LogItem]) throws(LogTranslationProblem) -> View {
        guard let view = views[Self.resolve(item, names).key] else {
            throw LogTranslationProblem("unknown item '\(item.description)'")
        }
        return view
    }

    private func translate(_ body: LogBody, names: [String: LogItem]) throws(LogTranslationProblem)
        -> [LayoutConstraint]
    {
        switch body {
        case let .equation(first, relation, multiplier, second, constant):
            guard let firstAttribute = Self.attributes[first.attribute] else {
                throw LogTranslationProblem("unknown attribute '\(first.attribute)'")
            }
            var secondItem: View?
            var secondAttribute = LayoutAttribute.notAnAttribute
            if let second {
                guard let attribute = Self.attributes[second.attribute] else {
                    throw LogTranslationProblem("unknown attribute '\(second.attribute)'")
                }
                secondItem = try view(second.item, names)
                secondAttribute = attribute
            }
            let constraint = LayoutConstraint(
                try view(first.item, names), firstAttribute, Self.relation(relation),
                secondItem, secondAttribute, multiplier: multiplier, constant: constant)
            do throws(LayoutError) { try constraint.validate() } catch { throw LogTranslationProblem(error.reason) }
            return [constraint]
        case let .visualFormat(format):
            return try translate(format, names: names)
        }
    }

    /// One constraint per relation the format states: a size, or a gap between neighbours
    /// (8 for the standard gap; leading/trailing for H:, top/bottom for V:).
    private func translate(_ format: LogVisualFormat, names: [String: LogItem]) throws(LogTranslationProblem)
        -> [LayoutConstraint]
    {
        let (lead, trail, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            format.isVertical
            ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        var result: [LayoutConstraint] = []
        let superview: View? = try names["|"].map { item throws(LogTranslationProblem) in try view(item, [:]) }
        var previous: View?
        var previousIsSuperview = false
        var gap: Double?
        for element in format.elements {
            switch element {
            case .superview:
                guard let superview else { throw LogTranslationProblem("'|' without its view in names:") }
                if let previous {
                    result.append(
                        LayoutConstraint(superview, trail, .equal, previous, trail, multiplier: 1, constant: gap ?? 0))
                }
                previous = superview
                previousIsSuperview = true
                gap = nil
            case let .item(item, itemSize):
                let current = try view(item, names)
                if let itemSize {
                    result.append(
                        LayoutConstraint(current, size, .equal, nil, .notAnAttribute, multiplier: 1, constant: itemSize)
                    )
                }
                if let previous {
                    let attribute = previousIsSuperview ? lead : trail
                    result.append(
                        LayoutConstraint(current, lead, .equal, previous, attribute, multiplier: 1, constant: gap ?? 0))
                }
                previous = current
                previousIsSuperview = false
                gap = nil
            case let .gap(value, _):
                gap = value ?? 8
            }
        }
        return result
    }

    static func relation(_ relation: LogRelation) -> LayoutRelation {
        switch relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
    }
}

/// Why an entry could not become a constraint.
struct LogTranslationProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
