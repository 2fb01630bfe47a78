import AutoLayout
import SceneModel

/// A holder view's `<variation>`s: which of its constraints and subviews each size class
/// installs or uninstalls. A size class starts from `default` (what is not installed in
/// Any/Any), then applies the width-only variation, then the height-only one, then the one
/// for both; so where a width-only and a height-only variation disagree, the height-only one
/// wins (`docs/interface-builder.md` says why).
struct IBVariations {
    struct Variation {
        var width: SizeClass?
        var height: SizeClass?
        var isDefault: Bool
        var constraints: [String: Bool] = [:]
        var subviews: [String: Bool] = [:]

        /// How specific: default 0, width only 1, height only 2, both 3.
        var rank: Int { isDefault ? 0 : (height == nil ? 1 : (width == nil ? 2 : 3)) }

        func applies(to sizeClasses: (SizeClass, SizeClass)) -> Bool {
            isDefault || ((width.map { $0 == sizeClasses.0 } ?? true) && (height.map { $0 == sizeClasses.1 } ?? true))
        }
    }

    /// The four concrete size classes, as patterns and as (width, height).
    static let sizeClasses: [(SizeClassPattern, (SizeClass, SizeClass))] = [
        (SizeClassPattern(horizontal: .compact, vertical: .compact), (.compact, .compact)),
        (SizeClassPattern(horizontal: .compact, vertical: .regular), (.compact, .regular)),
        (SizeClassPattern(horizontal: .regular, vertical: .compact), (.regular, .compact)),
        (SizeClassPattern(horizontal: .regular, vertical: .regular), (.regular, .regular)),
    ]

    private(set) var variations: [Variation] = []
    /// Subviews any variation names, in document order.
    private(set) var subviewIDs: [String] = []

    init(_ holder: IBElement, builder: IBModelBuilder) throws(SceneError) {
        for element in holder.children(named: "variation") {
            guard let key = element["key"] else { throw builder.error(element, "a variation needs a key", "variation") }
            guard var variation = Self.parse(key: key) else {
                builder.warn("variation:" + key, element, "variation for another trait, not applied", key)
                continue
            }
            for mask in element.children(named: "mask") {
                for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                    guard let id = entry["reference"] else {
                        throw builder.error(entry, "an \(entry.name) needs a reference", entry.name)
                    }
                    switch mask["key"] {
                    case "constraints":
                        variation.constraints[id] = entry.name == "include"
                    case "subviews":
                        variation.subviews[id] = entry.name == "include"
                        if !subviewIDs.contains(id) { subviewIDs.append(id) }
                    default:
                        throw builder.error(mask, "unknown variation mask", mask["key"] ?? "mask")
                    }
                }
            }
            variations.append(variation)
        }
        variations.sort { $0.rank < $1.rank }
    }

    /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`…; nil for
    /// variations on other traits (`userInterfaceIdiom=mac`).
    static func parse(key: String) -> Variation? {
        if key == "default" { return Variation(isDefault: true) }
        var variation = Variation(isDefault: false)
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return nil }
            let value: SizeClass
            switch pair[1] {
            case "compact": value = .compact
            case "regular": value = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass" where variation.width == nil: variation.width = value
            case "heightClass" where variation.height == nil: variation.height = value
            default: return nil
            }
        }
        return variation.width == nil && variation.height == nil ? nil : variation
    }

    func isInstalled(_ id: String, in sizeClasses: (SizeClass, SizeClass), anyAny: Bool, subview: Bool = false) -> Bool
    {
        var installed = true
        for variation in variations where variation.applies(to: sizeClasses) && (!anyAny || variation.isDefault) {
            if let value = subview ? variation.subviews[id] : variation.constraints[id] { installed = value }
        }
        return installed
    }

    /// A constraint's constant in a size class: its own `<variation key=… constant=…/>`s,
    /// in the same order.
    func constant(
        of element: IBElement, base: Double, in sizeClasses: (SizeClass, SizeClass), anyAny: Bool,
        builder: IBModelBuilder
    ) throws(SceneError) -> Double {
        var ranked: [(Int, Double)] = []
        for child in element.children(named: "variation") {
            guard let key = child["key"], let variation = Self.parse(key: key),
                variation.applies(to: sizeClasses), !anyAny || variation.isDefault,
                let value = try builder.number(child, "constant")
            else { continue }
            ranked.append((variation.rank, value))
        }
        return ranked.sorted { $0.0 < $1.0 }.last?.1 ?? base
    }
}
