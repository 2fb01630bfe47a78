import AutoLayout
import SceneModel
import Yams

/// Builds the model from a scene's mapping: views first (parents before children), then the
/// constraints in file order.
struct SceneBuilder {
    let file: String
    let root: View
    let factories: [String: SceneViewFactory]
    private(set) var views: [View] = []
    private var names = NameMatcher<View>(ignoresSpaces: false)
    private var pending: [(View, SceneFields, SceneViewFactory)] = []
    /// Views whose `accessibility: {elements: …}` names views, resolved once all exist.
    private var pendingAccessibility: [(View, SceneFields)] = []
    /// Each view's level below the root (its children are one deeper), by item id.
    private var depths: [Int: Int] = [:]
    /// Each view's line (its `name:` entry), and the audit rules it is exempt from, by item id.
    private(set) var viewLines: [Int: Int] = [:]
    private(set) var auditSuppressions: [Int: [AuditSuppression]] = [:]

    init(file: String, root: View, factories: [String: SceneViewFactory]) {
        self.file = file
        self.root = root
        self.factories = factories
    }

    mutating func addViews(_ scene: SceneFields) throws(SceneError) {
        guard let list = scene.value("views") else { return }
        guard case let .sequence(sequence) = list else {
            throw scene.error("views", "'views' must be a list", "views")
        }
        for entry in sequence {
            guard case let .mapping(mapping) = entry else {
                throw scene.location(entry).error("each view must be a mapping with a name", entry.string ?? "")
            }
            try addView(SceneFields(mapping, file: file, context: "a view"))
        }
    }

    private mutating func addView(_ entry: SceneFields) throws(SceneError) {
        guard let name = try entry.string("name"), !name.trimmingSpaces.isEmpty else {
            throw entry.location(nil).error("a view needs a name", "")
        }
        let fields = SceneFields(entry.node, file: file, context: "view '\(name)'")
        switch name.lowercased().trimmingSpaces {
        case "superview":
            throw fields.error(
                "name",
                "reserved view name (constraints use 'Superview' for the other item's "
                    + "superview)", name)
        case SceneLoader.rootName.lowercased():
            throw fields.error(
                "name",
                "reserved view name (the implicit root view is called "
                    + "'\(SceneLoader.rootName)')", name)
        default:
            if names.contains(name) {
                throw fields.error("name", "duplicate view name (names match case-insensitively)", name)
            }
        }
        let kind = try fields.string("kind")?.lowercased() ?? "view"
        let view: View
        if kind == "view" {
            try fields.checkKeys(SceneLoader.commonViewKeys)
            view = View(name: name)
        } else if let factory = factories[kind] {
            try fields.checkKeys(SceneLoader.commonViewKeys + factory.keys)
            view = try factory.makeView(name: name, fields: fields)
            pending.append((view, fields, factory))
        } else {
            var kinds = NameMatcher<String>(ignoresSpaces: true)
            for known in ["view"] + factories.keys.sorted() { kinds.add(known, known) }
            throw fields.error("kind", "unknown kind", kind).with(suggestion: kinds.suggestion(for: kind))
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        try applyCommon(fields, to: view)
        var parent = root
        var depth = 1
        if let parentName = try fields.string("parent") {
            guard let found = names.lookup(parentName) else {
                throw fields.error("parent", "unknown parent (parents must come before their children)", parentName)
                    .with(suggestion: names.suggestion(for: parentName))
            }
            parent = found
            depth = (depths[found.itemID] ?? 0) + 1
            guard depth <= SceneLimit.maximumDepth else {
                throw fields.error(
                    "parent", "views nest at most \(SceneLimit.maximumDepth) levels below the root",
                    parentName)
            }
        }
        depths[view.itemID] = depth
        viewLines[view.itemID] = fields.location(nil).line
        if let suppressions = try Self.auditSuppressions(fields), !suppressions.isEmpty {
            auditSuppressions[view.itemID] = suppressions
        }
        parent.addSubview(view)
        names.add(name, view)
        views.append(view)
        if fields.has("accessibility") { pendingAccessibility.append((view, fields)) }
    }

    /// `auditIgnore: {rule-id: "reason"}`: each rule with the reason a reviewer gave; an empty
    /// reason is an error (an exemption nobody can explain is not one).
    private static func auditSuppressions(_ fields: SceneFields) throws(SceneError) -> [AuditSuppression]? {
        guard let mapping = try fields.mapping("auditIgnore") else { return nil }
        var result: [AuditSuppression] = []
        for rule in mapping.keys {
            let reason = try mapping.string(rule)?.trimmingSpaces ?? ""
            guard !reason.isEmpty else {
                throw mapping.error(rule, "'auditIgnore' needs a reason for each rule it exempts", rule)
            }
            result.append(
                AuditSuppression(rule: rule, reason: reason, line: mapping.location(mapping.value(rule)).line))
        }
        return result
    }

    private func applyCommon(_ fields: SceneFields, to view: View) throws(SceneError) {
        if let color = try fields.color("background") { view.backgroundColor = color }
        view.isHidden = try fields.bool("hidden") ?? false
        if let size = try fields.mapping("intrinsicSize") {
            try size.checkKeys(["width", "height"])
            // -1 (any negative number, as before) means none on that axis.
            let limit = SceneLimit("an intrinsic size", -SceneLimit.maximumLength, SceneLimit.maximumLength)
            let width = try size.number("width", limit) ?? View.noIntrinsicMetric
            let height = try size.number("height", limit) ?? View.noIntrinsicMetric
            view.explicitIntrinsicContentSize = Size(
                width: width < 0 ? View.noIntrinsicMetric : width,
                height: height < 0 ? View.noIntrinsicMetric : height)
        }
        for (key, setter) in [
            ("hugging", view.setContentHuggingPriority),
            ("compressionResistance", view.setContentCompressionResistancePriority),
        ] {
            guard let axes = try fields.mapping(key) else { continue }
            try axes.checkKeys(["horizontal", "vertical"])
            if let value = try axes.priority("horizontal") { setter(value, .horizontal) }
            if let value = try axes.priority("vertical") { setter(value, .vertical) }
        }
        if let margins = fields.value("layoutMargins") {
            if case .scalar = margins {
                let value = try SceneFields.number(
                    margins, key: "layoutMargins", .signedLength("a layout margin"),
                    fields: fields)
                view.directionalLayoutMargins = DirectionalEdgeInsets(all: value)
            } else if let insets = try fields.mapping("layoutMargins") {
                try insets.checkKeys(["top", "leading", "bottom", "trailing"])
                let margin = SceneLimit.signedLength("a layout margin")
                view.directionalLayoutMargins = DirectionalEdgeInsets(
                    top: try insets.number("top", margin) ?? 8, leading: try insets.number("leading", margin) ?? 8,
                    bottom: try insets.number("bottom", margin) ?? 8,
                    trailing: try insets.number("trailing", margin) ?? 8)
            }
        }
        if let border = try fields.mapping("border") {
            try border.checkKeys(["width", "color"])
            view.borderWidth = try border.number("width", .length("border width")) ?? 1
            if let color = try border.color("color") { view.borderColor = color }
        }
        view.cornerRadius = try fields.number("cornerRadius", .length("cornerRadius")) ?? 0
        if let alpha = try fields.number("alpha", .alpha) { view.alpha = alpha }
        view.clipsToBounds = try fields.bool("clipsToBounds") ?? false
        view.installedSizeClasses = try Self.sizeClassCondition(fields)
        if let properties = try AccessibilityKeys.properties(fields) { view.accessibility = properties }
        if let value = try fields.choice("semanticContentAttribute", SemanticContentAttribute.self) {
            view.semanticContentAttribute = value
        }
    }

    /// `sizeClasses` and `exceptSizeClasses`: a pattern or a list of them ("wC hR", "hC", "any").
    static func sizeClassCondition(_ fields: SceneFields) throws(SceneError) -> SizeClassCondition? {
        var condition = SizeClassCondition()
        var found = false
        for key in ["sizeClasses", "exceptSizeClasses"] {
            guard let node = fields.value(key) else { continue }
            found = true
            var texts: [(String, Node)] = []
            if case let .sequence(list) = node {
                for item in list { texts.append((item.string ?? "", item)) }
            } else {
                texts.append((node.string ?? "", node))
            }
            for (text, item) in texts {
                guard let pattern = SizeClassPattern(parsing: text) else {
                    throw fields.location(item).error(
                        "unknown size class (use e.g. \"wC hR\", \"hC\" or \"any\")", text)
                }
                if key == "sizeClasses" { condition.only.append(pattern) } else { condition.except.append(pattern) }
            }
        }
        return found ? condition : nil
    }

    mutating func finishViews() throws(SceneError) {
        let lookup = names
        for (view, fields, factory) in pending {
            try factory.finish(view, fields: fields) { lookup.lookup($0) }
        }
        for (view, fields) in pendingAccessibility {
            try AccessibilityKeys.resolveElements(of: view, fields) { lookup.lookup($0) }
        }
    }

    /// Parses, resolves and activates every constraint line, in order.
    func addConstraints(_ scene: SceneFields, lines: inout [Int: Int]) throws(SceneError) -> [LayoutConstraint] {
        guard let list = scene.value("constraints") else { return [] }
        guard case let .sequence(sequence) = list else {
            throw scene.error("constraints", "'constraints' must be a list of lines", "constraints")
        }
        let resolver = ConstraintResolver(root: root, views: names)
        var result: [LayoutConstraint] = []
        for entry in sequence {
            var location = scene.location(entry)
            var condition: SizeClassCondition?
            let text: String
            switch entry {
            case let .scalar(scalar):
                text = scalar.string
            case let .mapping(mapping):
                // `{constraint: "…", sizeClasses: [wC hR], exceptSizeClasses: [hC]}`: a line
                // installed only in some size classes, as Interface Builder's variations.
                let fields = SceneFields(mapping, file: file, context: "a constraint")
                try fields.checkKeys(["constraint", "sizeClasses", "exceptSizeClasses"])
                guard let line = try fields.string("constraint") else {
                    throw location.error("a constraint mapping needs 'constraint'", "")
                }
                text = line
                location = fields.location(fields.value("constraint"))
                condition = try Self.sizeClassCondition(fields)
            default:
                throw location.error("each constraint must be one line of text", entry.string ?? "")
            }
            let constraint = try resolver.resolve(text, at: location)
            constraint.installedSizeClasses = condition
            do throws(LayoutError) {
                try constraint.activate()
            } catch {
                throw location.error(error.reason, text)
            }
            result.append(constraint)
            if let line = location.line { lines[constraint.constraintID] = line }
        }
        return result
    }
}
