import Foundation
import Typesetting

/// `<fontDescription>`: the system font at a size and weight (`system`, `boldSystem`,
/// `italicSystem`), a text style (`UICTFontTextStyleBody`…), or a custom font by PostScript
/// name, looked up as `NAME.ttf`/`.otf` in the directories of `PLUMB_FONT_DIR`.
public enum IBFont {
    public enum Outcome {
        case font(Font)
        /// Drawn with the system font at the size asked for; the message says why.
        case approximated(Font, String)
        case malformed(String)
    }

    /// The size a font asked for at 0 points gets (Core Text's default).
    static let defaultSize = 12.0

    public static func read(_ element: IBElement) -> Outcome {
        if let style = element["style"] {
            let name = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
            let key = name.lowercased()
            let aliases = ["subhead": TextStyle.subheadline, "title0": .largeTitle, "caption0": .caption1]
            if let textStyle = TextStyle.allCases.first(where: { $0.rawValue == key }) ?? aliases[key] {
                return .font(.preferredFont(forTextStyle: textStyle))
            }
            return .approximated(.preferredFont(forTextStyle: .body), "unknown text style '\(style)', drawn as body")
        }
        var size = 17.0
        if let text = element["pointSize"] {
            guard let value = Double(text), value.isFinite, value >= 0, value <= 1000 else { return .malformed(text) }
            // Xcode writes 0 for the labels a table cell's style manages; a font made at size
            // 0 takes Core Text's default, 12 points (a stored "Title" label is 25 × 14.5).
            size = value == 0 ? Self.defaultSize : value
        }
        switch element["type"] {
        case "system":
            let weight = element["weight"].flatMap(Font.Weight.init(name:)) ?? .regular
            return .font(.systemFont(ofSize: size, weight: weight))
        case "boldSystem":
            return .font(.systemFont(ofSize: size, weight: .bold))
        case "italicSystem":
            return .approximated(.systemFont(ofSize: size), "italic system font drawn upright")
        default:
            break
        }
        guard let name = element["name"] else { return .font(.systemFont(ofSize: size)) }
        if let file = lookUp(name) { return .font(Font(size: size, file: file)) }
        return .approximated(
            .systemFont(ofSize: size),
            "custom font not found in PLUMB_FONT_DIR, drawn with the system font")
    }

    private static func lookUp(_ name: String) -> String? {
        guard let directories = ProcessInfo.processInfo.environment["PLUMB_FONT_DIR"] else { return nil }
        for directory in directories.split(separator: ":") {
            for suffix in ["ttf", "otf"] {
                let path = "\(directory)/\(name).\(suffix)"
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }
}
