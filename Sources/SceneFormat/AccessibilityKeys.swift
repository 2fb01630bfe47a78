import AutoLayout
import SceneModel

/// A view's `accessibility:` mapping (docs/accessibility.md): UIKit's accessibility properties
/// under their short names. What a scene leaves out stays the view kind's default.
///
/// ```yaml
/// accessibility: {label: Close, traits: [button], hint: "Dismisses the sheet"}
/// ```
enum AccessibilityKeys {
    static let keys = [
        "isElement", "label", "hint", "value", "traits", "identifier", "elementsHidden", "groupsChildren",
        "viewIsModal", "elements", "activationPoint",
    ]

    /// Reads everything but `elements`, which names views that may come later in the file
    /// (`resolveElements` reads it once every view exists).
    static func properties(_ fields: SceneFields) throws(SceneError) -> AccessibilityProperties? {
        guard let mapping = try fields.mapping("accessibility") else { return nil }
        try mapping.checkKeys(keys)
        var properties = AccessibilityProperties(
            isElement: try mapping.bool("isElement"), label: try mapping.string("label"),
            hint: try mapping.string("hint"), value: try mapping.string("value"),
            identifier: try mapping.string("identifier"))
        if let names = try mapping.strings("traits") {
            var traits = AccessibilityTraits()
            for (name, location) in names where name.lowercased() != "none" {
                guard let trait = AccessibilityTraits(name: name) else {
                    throw location.error(
                        "unknown accessibility trait (one of "
                            + AccessibilityTraits.named.map(\.name).joined(separator: ", ") + ", or none)", name)
                }
                traits.insert(trait)
            }
            properties.traits = traits
        }
        properties.elementsHidden = try mapping.bool("elementsHidden") ?? false
        properties.groupsChildren = try mapping.bool("groupsChildren") ?? false
        properties.viewIsModal = try mapping.bool("viewIsModal") ?? false
        if let point = try mapping.mapping("activationPoint") {
            try point.checkKeys(["x", "y"])
            let limit = SceneLimit.signedLength("an activation point")
            guard let x = try point.number("x", limit), let y = try point.number("y", limit) else {
                throw mapping.error("activationPoint", "'activationPoint' needs x and y", "activationPoint")
            }
            properties.activationPoint = Point(x: x, y: y)
        }
        return properties
    }

    /// `elements: [A, B]`: the views read in this order, each below the view that lists them.
    static func resolveElements(
        of view: View, _ fields: SceneFields, lookup: (String) -> View?
    ) throws(SceneError) {
        guard let mapping = try fields.mapping("accessibility"), let names = try mapping.strings("elements")
        else { return }
        var ids: [Int] = []
        for (name, location) in names {
            guard let element = lookup(name) else { throw location.error("unknown view", name) }
            guard element !== view, element.isDescendant(of: view) else {
                throw location.error("an accessibility element must be a view below '\(view.name)'", name)
            }
            guard !ids.contains(element.itemID) else { throw location.error("view listed twice", name) }
            ids.append(element.itemID)
        }
        view.accessibility.elements = ids
    }
}
