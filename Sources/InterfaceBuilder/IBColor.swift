import AutoLayout
import Foundation

/// Colours as Interface Builder writes them: components in a colour space, UIKit's system
/// colours by name (with the document's fallback), legacy `cocoaTouchSystemColor`s, and asset
/// catalogue colours by name (with their `<namedColor>` fallback). Light values; the dark
/// appearance is the traits issue's.
enum IBColor {
    /// UIKit's light values (`reference/traits.md` §2), by the name IB writes.
    static let system: [String: Color] = {
        func c(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> Color {
            Color(red: r, green: g, blue: b, alpha: UInt8((a * 255).rounded()))
        }
        let table: [(String, Color)] = [
            ("label", c(0, 0, 0)), ("secondaryLabel", c(60, 60, 67, 0.6)), ("tertiaryLabel", c(60, 60, 67, 0.3)),
            ("quaternaryLabel", c(60, 60, 67, 0.18)), ("placeholderText", c(60, 60, 67, 0.3)),
            ("separator", c(60, 60, 67, 0.29)), ("opaqueSeparator", c(198, 198, 200)), ("link", c(0, 122, 255)),
            ("systemBackground", c(255, 255, 255)), ("secondarySystemBackground", c(242, 242, 247)),
            ("tertiarySystemBackground", c(255, 255, 255)), ("systemGroupedBackground", c(242, 242, 247)),
            ("secondarySystemGroupedBackground", c(255, 255, 255)),
            ("tertiarySystemGroupedBackground", c(242, 242, 247)), ("systemFill", c(120, 120, 128, 0.2)),
            ("secondarySystemFill", c(120, 120, 128, 0.16)), ("tertiarySystemFill", c(118, 118, 128, 0.12)),
            ("quaternarySystemFill", c(116, 116, 128, 0.08)), ("systemGray", c(142, 142, 147)),
            ("systemGray2", c(174, 174, 178)), ("systemGray3", c(199, 199, 204)), ("systemGray4", c(209, 209, 214)),
            ("systemGray5", c(229, 229, 234)), ("systemGray6", c(242, 242, 247)), ("systemRed", c(255, 59, 48)),
            ("systemOrange", c(255, 149, 0)), ("systemYellow", c(255, 204, 0)), ("systemGreen", c(52, 199, 89)),
            ("systemMint", c(0, 199, 190)), ("systemTeal", c(48, 176, 199)), ("systemCyan", c(50, 173, 230)),
            ("systemBlue", c(0, 122, 255)), ("systemIndigo", c(88, 86, 214)), ("systemPurple", c(175, 82, 222)),
            ("systemPink", c(255, 45, 85)), ("systemBrown", c(162, 132, 94)),
            ("groupTableViewBackground", c(239, 239, 244)), ("darkText", c(0, 0, 0)),
            ("lightText", c(255, 255, 255, 0.6)), ("white", c(255, 255, 255)), ("black", c(0, 0, 0)),
            ("clear", c(0, 0, 0, 0)), ("tableCellGroupedBackground", c(255, 255, 255)),
            ("systemTint", c(0, 122, 255)), ("tintColor", c(0, 122, 255)),
        ]
        var result: [String: Color] = [:]
        for (name, color) in table {
            result[name] = color
            result[name + "Color"] = color
        }
        return result
    }()

    /// The colour a `<color>` element stands for, or nil with the reason it cannot be read.
    static func read(_ element: IBElement, resources: IBResources) -> Result<Color, IBContentProblem> {
        if let name = element["systemColor"] ?? element["xcode11CocoaTouchSystemColor"]
            ?? element["cocoaTouchSystemColor"]
        {
            if let fallback = resources.systemColors[name], let color = components(fallback) { return .success(color) }
            if let color = system[name] { return .success(color) }
            return .failure(.unknownColor(name))
        }
        if let name = element["name"] {
            if let fallback = resources.namedColors[name], let color = components(fallback) { return .success(color) }
            return .failure(.unknownColor(name))
        }
        guard let color = components(element) else { return .failure(.malformedColor) }
        return .success(color)
    }

    /// A colour from components. Calibrated, generic and device spaces are taken as sRGB
    /// (their differences are below a level of 1 in most colours); Display P3 is converted.
    static func components(_ element: IBElement) -> Color? {
        func value(_ key: String) -> Double? {
            guard let text = element[key], let number = Double(text), number.isFinite else { return nil }
            return min(max(number, 0), 1)
        }
        let alpha = element["alpha"] == nil ? 1 : value("alpha")
        guard let alpha else { return nil }
        var red: Double
        var green: Double
        var blue: Double
        if element["white"] != nil {
            guard let white = value("white") else { return nil }
            (red, green, blue) = (white, white, white)
        } else {
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            (red, green, blue) = (r, g, b)
            if element["customColorSpace"] == "displayP3" || element["colorSpace"] == "displayP3" {
                (red, green, blue) = displayP3ToSRGB(r, g, b)
            }
        }
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// Display P3 to sRGB: both use the sRGB transfer curve; the linear values go through
    /// the P3 → XYZ → sRGB matrix (D65), and what falls outside sRGB is clipped.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: Double) -> Double {
            let c = min(max(v, 0), 1)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000002 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encoded(sr), encoded(sg), encoded(sb))
    }
}

/// What the document's `<resources>` hold: images' point sizes, and the fallbacks of system
/// and named colours.
struct IBResources {
    var images: [String: (size: Size, isSymbol: Bool)] = [:]
    var systemColors: [String: IBElement] = [:]
    var namedColors: [String: IBElement] = [:]

    init(_ document: IBElement) {
        for element in document.child("resources")?.children ?? [] {
            guard let name = element["name"] else { continue }
            switch element.name {
            case "image":
                if let w = element["width"].flatMap(Double.init), let h = element["height"].flatMap(Double.init),
                   w.isFinite, h.isFinite, w >= 0, h >= 0
                {
                    images[name] = (Size(width: w, height: h), element["catalog"] == "system")
                }
            case "systemColor":
                if let color = element.child("color") { systemColors[name] = color }
            case "namedColor":
                if let color = element.child("color") { namedColors[name] = color }
            default:
                break
            }
        }
    }
}

/// Content the reader approximates, reported as a warning.
enum IBContentProblem: Error, Equatable {
    case unknownColor(String)
    case malformedColor
}
