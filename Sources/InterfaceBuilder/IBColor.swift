import AutoLayout
import Foundation

/// Colours as Interface Builder writes them: components in a colour space, UIKit's system
/// colours by name (with the document's fallback), legacy `cocoaTouchSystemColor`s, and asset
/// catalogue colours by name (with their `<namedColor>` fallback, light only: the dark value
/// lives in the asset catalogue).
public enum IBColor {
    /// Names IB writes that are not among `Color.system`: the legacy fixed colours and the
    /// tint, by the name IB writes (with or without "Color").
    static let legacy: [String: Color] = {
        let table: [(String, Color)] = [
            ("white", Color(red: 255, green: 255, blue: 255)), ("black", Color(red: 0, green: 0, blue: 0)),
            ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
            ("tableCellGroupedBackground", Color(red: 255, green: 255, blue: 255)),
            ("systemTint", Color.system(named: "systemBlue")!), ("tint", Color.system(named: "systemBlue")!),
        ]
        var result: [String: Color] = [:]
        for (name, color) in table {
            result[name] = color
            result[name + "Color"] = color
        }
        return result
    }()

    /// The colour a `<color>` element stands for, or nil with the reason it cannot be read.
    public static func read(_ element: IBElement, resources: IBResources) -> Result<Color, IBContentProblem> {
        if let name = element["systemColor"] ?? element["xcode11CocoaTouchSystemColor"]
            ?? element["cocoaTouchSystemColor"]
        {
            // UIKit's own light and dark values first; the document's fallback is light only.
            if let color = Color.system(named: name) ?? legacy[name] { return .success(color) }
            if let fallback = resources.systemColors[name], let color = components(fallback) { return .success(color) }
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
public struct IBResources {
    var images: [String: (size: Size, isSymbol: Bool)] = [:]
    var systemColors: [String: IBElement] = [:]
    var namedColors: [String: IBElement] = [:]

    public init(_ document: IBElement) {
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
public enum IBContentProblem: Error, Equatable {
    case unknownColor(String)
    case malformedColor
}
