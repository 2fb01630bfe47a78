internal import Typesetting

/// What an attributed string asks of the view that shows it, as far as Plumb sets text: the
/// string, and the font, colour, paragraph style (alignment, line breaks, line spacing) and
/// kern of its first run. Plumb sets one style per view, so a string whose runs differ in
/// what is measured (font, kern, paragraph style) is set in its first run's, and attributes
/// Plumb neither measures nor draws are listed: both are reported (`PlumbLayoutIssue.text`).
struct AttributedTextStyle {
    var string: String
    var font: UIFont?
    var color: UIColor?
    var alignment: NSTextAlignment?
    var lineBreakMode: NSLineBreakMode?
    var lineSpacing: CGFloat = 0
    var kern: CGFloat = 0
    /// What is not set as written, one phrase each, in a fixed order.
    var problems: [String] = []

    /// Attributes that neither change a frame nor are drawn: reported when present.
    static let notDrawn: [(NSAttributedString.Key, String)] = [
        (.underlineStyle, "underlineStyle"), (.strikethroughStyle, "strikethroughStyle"),
        (.backgroundColor, "backgroundColor"), (.shadow, "shadow"), (.link, "link"),
    ]
    /// Attributes that would change the measured size: reported when present.
    static let notMeasured: [(NSAttributedString.Key, String)] = [
        (.baselineOffset, "baselineOffset"), (.attachment, "attachment"),
    ]

    init(_ attributed: NSAttributedString) {
        string = attributed.string
        var runs: [[NSAttributedString.Key: Any]] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) {
            attributes, _, _ in runs.append(attributes)
        }
        let first = runs.first ?? [:]
        font = first[.font] as? UIFont
        color = first[.foregroundColor] as? UIColor
        if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
            alignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
            lineSpacing = paragraph.lineSpacing
            if paragraph.lineHeightMultiple != 0 || paragraph.minimumLineHeight != 0
                || paragraph.maximumLineHeight != 0 || paragraph.paragraphSpacing != 0
                || paragraph.paragraphSpacingBefore != 0 || paragraph.headIndent != 0
                || paragraph.firstLineHeadIndent != 0 || paragraph.tailIndent != 0
            {
                problems.append("a paragraph style's line heights, paragraph spacing or indents (not measured)")
            }
        }
        kern = Self.number(first[.kern]) + Self.number(first[.tracking])

        let measured = runs.map(Self.measuredKey)
        if Set(measured).count > 1 {
            problems.append("runs of different fonts, kern or paragraph styles (set in the first run's)")
        }
        for (key, name) in Self.notMeasured where runs.contains(where: { $0[key] != nil }) {
            problems.append("\(name) (not measured)")
        }
        for (key, name) in Self.notDrawn where runs.contains(where: { $0[key] != nil }) {
            problems.append("\(name) (not drawn)")
        }
    }

    /// A number as code writes one: a Double, CGFloat, Int or NSNumber; 0 otherwise.
    static func number(_ value: Any?) -> CGFloat {
        switch value {
        case let value as Double: CGFloat(value)
        case let value as CGFloat: value
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: 0
        }
    }

    /// What of a run is measured, as text, for comparing runs.
    static func measuredKey(_ attributes: [NSAttributedString.Key: Any]) -> String {
        let font = (attributes[.font] as? UIFont).map { "\($0.model)" } ?? "-"
        let paragraph = (attributes[.paragraphStyle] as? NSParagraphStyle).map {
            "\($0.alignment.rawValue) \($0.lineBreakMode.rawValue) \($0.lineSpacing)"
        }
        return "\(font) \(number(attributes[.kern]) + number(attributes[.tracking])) \(paragraph ?? "-")"
    }

    /// Reports each problem, naming the view class and property.
    @MainActor func report(_ view: String) {
        for problem in problems {
            PlumbLayoutIssues.report(.text(PlumbLayoutIssue.Text(view: view, problem: problem)))
        }
    }

    /// `font` with the string's kern and line spacing.
    func applied(to font: Font) -> Font {
        var font = font
        font.kern = Double(kern)
        font.extraLineSpacing = Double(lineSpacing)
        return font
    }
}
