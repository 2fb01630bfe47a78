import AutoLayout
import SceneModel

/// Turns a parsed constraint line into a `LayoutConstraint`: finds its items (views,
/// `Superview`, the root's guides, `View.Guide` names), its attributes, and the value of
/// `Standard` for that pair of items.
struct ConstraintResolver {
    let root: View
    let views: NameMatcher<View>
    private var attributes = NameMatcher<LayoutAttribute>(ignoresSpaces: true)

    init(root: View, views: NameMatcher<View>) {
        self.root = root
        self.views = views
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
            attributes.add(attribute.displayName, attribute)
        }
        // On iOS `Baseline` is the last baseline.
        attributes.add("Baseline", .lastBaseline)
    }

    static let guideItems = ["Top Layout Guide", "Bottom Layout Guide", "Safe Area"]

    func resolve(_ line: String, at location: SceneLocation) throws(SceneError) -> LayoutConstraint {
        let notation: ConstraintNotation
        do {
            notation = try ConstraintNotation.parse(line)
        } catch {
            throw location.error(error.message, error.text, suggestion: error.suggestion, offset: error.offset)
        }
        let firstAttribute = try attribute(notation.first, location)
        let secondAttribute = try notation.second.map { reference throws(SceneError) in
            try attribute(reference, location)
        }
        // Resolve named items first: `Superview` means the superview of the other item.
        var firstItem: LayoutItem? = try item(notation.first, location)
        var secondItem: LayoutItem? = nil
        if let second = notation.second { secondItem = try item(second, location) }
        if firstItem == nil && secondItem == nil && notation.second != nil {
            throw location.error("'Superview' needs a view on the other side", line)
        }
        if firstItem == nil {
            firstItem = try superview(of: secondItem, notation.first, location)
        }
        if let second = notation.second, secondItem == nil {
            secondItem = try superview(of: firstItem, second, location)
        }
        guard let first = firstItem else { throw location.error("expected an item", line) }
        let constant: Double
        switch notation.constant {
        case let .number(value): constant = value
        case let .standard(sign): constant = sign * LayoutConstraint.standardSpacing(first, secondItem)
        }
        let constraint = LayoutConstraint(
            first, firstAttribute, notation.relation, secondItem,
            secondAttribute ?? .notAnAttribute,
            multiplier: notation.multiplier, constant: constant)
        if let priority = notation.priority {
            guard Priority(priority).isValid else {
                throw location.error(
                    "priority must be within 1…1000", formatPoints(priority),
                    offset: notation.priorityOffset)
            }
            constraint.priority = Priority(priority)
        }
        constraint.writtenAs = line.trimmingSpaces
        do throws(LayoutError) {
            try constraint.validate()
        } catch {
            // The message shows the line right after the reason, so not the constraint too.
            throw location.error(error.reason, line)
        }
        return constraint
    }

    private func attribute(_ reference: ConstraintNotation.Reference, _ location: SceneLocation) throws(SceneError)
        -> LayoutAttribute
    {
        guard let attribute = attributes.lookup(reference.attribute) else {
            throw location.error(
                "unknown attribute", reference.attribute,
                suggestion: attributes.suggestion(for: reference.attribute),
                offset: reference.attributeOffset)
        }
        return attribute
    }

    /// The named item, or nil for `Superview` (resolved against the other side).
    private func item(_ reference: ConstraintNotation.Reference, _ location: SceneLocation) throws(SceneError)
        -> LayoutItem?
    {
        let name = reference.item
        // "Superview" (any case, any spaces around) is the keyword, even over a view so named;
        // only a name at least that long can spell it.
        let key = name.utf8.count >= 9 ? name.lowercased().trimmingSpaces : name
        if key == "superview" { return nil }
        if let view = views.lookup(name) { return view }
        switch key {
        case "top layout guide": return root.topLayoutGuide
        case "bottom layout guide": return root.bottomLayoutGuide
        case "safe area": return root.safeAreaLayoutGuide
        default: break
        }
        // `View Name.Guide Name`: a guide owned by a view.
        if let dot = name.lastIndex(of: "."), let owner = views.lookup(String(name[..<dot])) {
            let guideName = String(name[name.index(after: dot)...]).trimmingSpaces.lowercased()
            if let guide = owner.layoutGuides.first(where: {
                $0.name.lowercased() == guideName || $0.name.lowercased().hasSuffix("." + guideName)
            }) {
                return guide
            }
            switch guideName {
            case "margins", "layout margins", "layout margins guide": return owner.layoutMarginsGuide
            case "readable content", "readable content guide": return owner.readableContentGuide
            default: break
            }
        }
        var known = views
        for guide in Self.guideItems { known.add(guide, root) }
        known.add("Superview", root)
        throw location.error(
            "unknown item", name, suggestion: known.suggestion(for: name), offset: reference.itemOffset)
    }

    private func superview(
        of other: LayoutItem?, _ reference: ConstraintNotation.Reference,
        _ location: SceneLocation
    ) throws(SceneError) -> LayoutItem {
        if let guide = other as? LayoutGuide, let owner = guide.owningView { return owner }
        if let view = other as? View, let parent = view.superview { return parent }
        throw location.error(
            "'Superview' has no meaning here (the other item has no superview)", reference.item,
            offset: reference.itemOffset)
    }
}
