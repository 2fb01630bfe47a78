import AutoLayout
import SceneModel

extension IBModelBuilder {
    /// Interface Builder's Accessibility inspector, as Xcode saves it:
    /// `<accessibility key="accessibilityConfiguration" label="…" hint="…" identifier="…">`
    /// with `<accessibilityTraits key="traits" button="YES" …/>` and
    /// `<bool key="isElement" value="YES"/>`. Once the inspector is touched Xcode writes the
    /// whole trait set (`none="YES"` when every box is clear), so a traits element replaces the
    /// kind's traits; a field left out keeps the kind's default.
    func applyAccessibility(_ element: IBElement, to view: View) throws(SceneError) {
        guard let configuration = element.child("accessibility", key: "accessibilityConfiguration") else { return }
        var properties = AccessibilityProperties(
            label: configuration["label"], hint: configuration["hint"], value: configuration["value"],
            identifier: configuration["identifier"])
        if let flag = configuration.child("bool", key: "isElement") {
            switch flag["value"] {
            case "YES": properties.isElement = true
            case "NO": properties.isElement = false
            default: throw error(flag, "malformed isElement (YES or NO)", flag["value"] ?? "")
            }
        }
        if let traitsElement = configuration.child("accessibilityTraits", key: "traits") {
            var traits = AccessibilityTraits()
            for (name, flag) in traitsElement.attributes.sorted(by: { $0.key < $1.key })
            where name != "key" && name != "none" && flag == "YES" {
                guard let trait = AccessibilityTraits(name: name) else {
                    throw error(traitsElement, "unknown accessibility trait", name)
                }
                traits.insert(trait)
            }
            properties.traits = traits
        }
        view.accessibility = properties
    }
}
