/// UIKit's text attributes, which Linux's Foundation does not declare: the keys, paragraph
/// styles and underline styles code builds attributed strings with. Labels, buttons, text
/// fields and text views set an attributed string in its first run's font, colour, paragraph
/// style and kern (`AttributedTextStyle`); what they set otherwise is reported.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// How lines and underlines are drawn: UIKit's styles as an option set.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's layout in an attributed string: alignment, line breaks and line spacing are
/// set; line heights, paragraph spacing and indents are stored and reported when used.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// First, before any other stored property (its comment says why).
    private let coreFoundationType = CoreFoundationTypeWord()
    open var alignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var lineSpacing: CGFloat = 0
    open var paragraphSpacing: CGFloat = 0
    open var paragraphSpacingBefore: CGFloat = 0
    open var firstLineHeadIndent: CGFloat = 0
    open var headIndent: CGFloat = 0
    open var tailIndent: CGFloat = 0
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
    open var lineHeightMultiple: CGFloat = 0
    open var hyphenationFactor: Float = 0

    public override init() { super.init() }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Equal when every setting is, as UIKit compares paragraph styles (two runs styled alike
    /// are one run).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return settings == other.settings
    }

    open override var hash: Int {
        var hasher = Hasher()
        for value in settings.numbers { hasher.combine(value) }
        hasher.combine(settings.alignment)
        hasher.combine(settings.lineBreakMode)
        return hasher.finalize()
    }

    private var settings: Settings {
        Settings(
            alignment: alignment.rawValue, lineBreakMode: lineBreakMode.rawValue,
            numbers: [
                lineSpacing, paragraphSpacing, paragraphSpacingBefore, firstLineHeadIndent, headIndent, tailIndent,
                minimumLineHeight, maximumLineHeight, lineHeightMultiple, CGFloat(hyphenationFactor),
            ])
    }

    private struct Settings: Equatable {
        var alignment: Int
        var lineBreakMode: Int
        var numbers: [CGFloat]
    }
}

/// The paragraph style code sets up before adding it to a string.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

extension NSMutableAttributedString {
    /// An empty string to append to, as code on iOS starts one.
    public convenience init() { self.init(string: "") }
}
