internal import Typesetting

/// UIKit's `UIFont`: the system font at a size and weight, or a Dynamic Type style, measured
/// by Plumb's text engine (the system font's metrics, DejaVu Sans glyphs unless
/// `PLUMB_FONT_DIR` names Apple's files; SPEC §7).
open class UIFont: NSObject, @unchecked Sendable {
    /// First, before any other stored property (its comment says why).
    private let coreFoundationType = CoreFoundationTypeWord()
    let model: Font

    init(model: Font) {
        self.model = model
        super.init()
    }

    /// UIKit's `UIFont.Weight`, with UIKit's raw values (from -0.8 to 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        static let scale: [(Weight, Font.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        /// The named weight nearest the raw value (a weight between two names takes the
        /// nearer, the lighter on a tie).
        var model: Font.Weight {
            var best = Self.scale[0]
            for entry in Self.scale where abs(entry.0.rawValue - rawValue) < abs(best.0.rawValue - rawValue) {
                best = entry
            }
            return best.1
        }
    }

    /// UIKit's `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        static let styles: [(TextStyle, Typesetting.TextStyle)] = [
            (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3),
            (.headline, .headline), (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
            (.footnote, .footnote), (.caption1, .caption1), (.caption2, .caption2),
        ]

        /// Body for a style UIKit does not have.
        var model: Typesetting.TextStyle { Self.styles.first { $0.0 == self }?.1 ?? .body }
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(model: .systemFont(ofSize: Double(fontSize), weight: weight.model))
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The style's font at the app's content size (Large: the app runs at the default). A
    /// view with `adjustsFontForContentSizeCategory` set follows the category its traits
    /// give instead, as on iOS; one without keeps this size (`UIFont.sizedForView`).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(model: .preferredFont(forTextStyle: style.model))
    }

    /// The style's font at the content size `traitCollection` names (the app's when it names
    /// none).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        var model = Font.preferredFont(forTextStyle: style.model)
        model.fixedCategory = traitCollection?.preferredContentSizeCategory.model
        return UIFont(model: model)
    }

    /// The font as a text view draws it: following the layout's content size category when
    /// the view adjusts, else held where it was made (a text style made without traits is
    /// the app's, Large).
    func sizedForView(adjusting: Bool) -> Font {
        var font = model
        if adjusting {
            font.fixedCategory = nil
        } else if font.textStyle != nil || font.adjustsForContentSize {
            font.fixedCategory = font.fixedCategory ?? .large
        }
        return font
    }

    public class var systemFontSize: CGFloat { 14 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }

    public var pointSize: CGFloat { CGFloat(model.size) }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = model
        font.size = Double(fontSize)
        font.textStyle = nil
        return UIFont(model: font)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.model == model
    }

    open override var hash: Int { model.hashValue }

    open override var description: String { "<UIFont: \(model)>" }
}
