import AutoLayout
import SceneModel

// `<constraint>` elements → layout constraints, and `<variation>`s → where constraints and
// subviews are installed (`docs/interface-builder.md`, "Size classes").

extension IBModelBuilder {
    func addConstraints(of element: IBElement, holder: View) throws(SceneError) {
        let list = element.child("constraints")?.children(named: "constraint") ?? []
        guard !list.isEmpty else { return }
        let variations = try IBVariations(element, builder: self)
        // Placeholder constraints exist on Xcode's canvas only: the build drops them, the
        // design canvas keeps them. Either way they name their views.
        for constraintElement in list {
            if !keepsPlaceholders && constraintElement["placeholder"] == "YES" {
                for id in [constraintElement["firstItem"], constraintElement["secondItem"]].compactMap({ $0 }) {
                    if let view = items[id] as? View { namedViews.insert(view.itemID) }
                }
                if constraintElement["firstItem"] == nil { namedViews.insert(holder.itemID) }
                continue
            }
            let base = try makeConstraint(constraintElement, holder: holder)
            let id = constraintElement["id"] ?? ""
            // Per size class: installed or not, and the constant there.
            var groups: [(constant: Double, patterns: [SizeClassPattern])] = []
            for (pattern, environment) in IBVariations.sizeClasses {
                guard variations.isInstalled(id, in: environment, anyAny: anyAny) else { continue }
                let constant = try variations.constant(
                    of: constraintElement, base: base.constant, in: environment,
                    anyAny: anyAny, builder: self)
                if let index = groups.firstIndex(where: { $0.constant == constant }) {
                    groups[index].patterns.append(pattern)
                } else {
                    groups.append((constant, [pattern]))
                }
            }
            if groups.isEmpty {
                // Installed in no size class: kept out of every layout, as Xcode's build does.
                continue
            }
            for (index, group) in groups.enumerated() {
                let constraint = index == 0 ? base : try makeConstraint(constraintElement, holder: holder)
                constraint.constant = group.constant
                if group.patterns.count < IBVariations.sizeClasses.count {
                    constraint.installedSizeClasses = SizeClassCondition(only: group.patterns)
                }
                do throws(LayoutError) {
                    try constraint.activate()
                } catch {
                    throw self.error(constraintElement, error.reason, id)
                }
                constraints.append(constraint)
                constraintSources[constraint.constraintID] = (id, constraintElement.line)
            }
        }
    }

    private func item(_ id: String, _ element: IBElement) throws(SceneError) -> LayoutItem {
        guard let item = items[id] else {
            throw error(element, "a constraint names an object id that does not exist", id)
        }
        return item
    }

    /// The item and attribute a side names: `…Margin` attributes of a view whose margins
    /// follow the readable width are the readable content guide's edges.
    private func side(_ item: LayoutItem, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute) {
        guard let view = item as? View, readableMargins.contains(view.itemID) else { return (item, attribute) }
        switch attribute {
        case .leadingMargin: return (view.readableContentGuide, .leading)
        case .trailingMargin: return (view.readableContentGuide, .trailing)
        case .leftMargin: return (view.readableContentGuide, .left)
        case .rightMargin: return (view.readableContentGuide, .right)
        case .centerXWithinMargins: return (view.readableContentGuide, .centerX)
        default: return (item, attribute)
        }
    }

    func makeConstraint(_ element: IBElement, holder: View) throws(SceneError) -> LayoutConstraint {
        let firstItem: LayoutItem =
            try element["firstItem"].map { id throws(SceneError) in try item(id, element) } ?? holder
        guard let firstText = element["firstAttribute"] else {
            throw error(element, "a constraint needs a firstAttribute", element["id"] ?? "constraint")
        }
        guard let firstAttribute = IBConstraintText.attributes[firstText] else {
            throw error(element, "unknown constraint attribute", firstText)
        }
        if let view = firstItem as? View { namedViews.insert(view.itemID) }
        var secondItem: LayoutItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondID = element["secondItem"] {
            secondItem = try item(secondID, element)
            if let view = secondItem as? View { namedViews.insert(view.itemID) }
            guard let text = element["secondAttribute"] else {
                throw error(element, "a constraint with a secondItem needs a secondAttribute", secondID)
            }
            guard let attribute = IBConstraintText.attributes[text] else {
                throw error(element, "unknown constraint attribute", text)
            }
            secondAttribute = attribute
        } else if let text = element["secondAttribute"], text != "notAnAttribute" {
            throw error(element, "a secondAttribute without a secondItem", text)
        }
        let relationText = element["relation"] ?? "equal"
        guard let relation = IBConstraintText.relations[relationText] else {
            throw error(element, "unknown relation", relationText)
        }
        let multiplierText = element["multiplier"] ?? "1"
        guard let multiplier = IBConstraintText.multiplier(multiplierText) else {
            throw error(element, "malformed multiplier", multiplierText)
        }
        var constant = try number(element, "constant") ?? 0
        if element["symbolic"] == "YES" {
            // Standard spacing: 20 to the superview's edge, 8 between siblings and to a guide
            // (SPEC §3). Xcode stored the same number; the sign says which way it points.
            let standard = LayoutConstraint.standardSpacing(firstItem, secondItem)
            constant = constant < 0 ? -standard : standard
        }
        let (first, firstAttr) = side(firstItem, firstAttribute)
        let (second, secondAttr) = secondItem.map { side($0, secondAttribute) } ?? (nil, .notAnAttribute)
        let constraint = LayoutConstraint(
            first, firstAttr, relation, second, secondAttr, multiplier: multiplier,
            constant: constant)
        if let value = try number(element, "priority") {
            guard Priority(value).isValid else {
                throw error(element, "priority must be within 1…1000", element["priority"] ?? "")
            }
            constraint.priority = Priority(value)
        }
        constraint.identifier = element["identifier"]
        do throws(LayoutError) {
            try constraint.validate()
        } catch {
            throw self.error(element, error.reason, element["id"] ?? "constraint")
        }
        return constraint
    }

    func number(_ element: IBElement, _ key: String) throws(SceneError) -> Double? {
        guard let text = element[key] else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) <= 1e7 else {
            throw error(element, "malformed \(key)", text)
        }
        return value
    }

    /// Subviews a variation installs or uninstalls.
    func applySubviewVariations(of element: IBElement) throws(SceneError) {
        guard element.children.contains(where: { $0.name == "variation" }) else { return }
        let variations = try IBVariations(element, builder: self)
        for id in variations.subviewIDs {
            guard let view = items[id] as? View else { continue }
            var patterns: [SizeClassPattern] = []
            for (pattern, environment) in IBVariations.sizeClasses
            where variations.isInstalled(id, in: environment, anyAny: anyAny, subview: true) {
                patterns.append(pattern)
            }
            if patterns.count == IBVariations.sizeClasses.count { continue }
            view.installedSizeClasses =
                patterns.isEmpty
                ? SizeClassCondition(except: [SizeClassPattern()]) : SizeClassCondition(only: patterns)
        }
    }
}
