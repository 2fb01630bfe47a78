import AutoLayout

/// A font as a view asks for it: the system font at a size and weight, a text style, or a
/// font file. The system font draws DejaVu Sans glyphs with the iOS system font's vertical
/// metrics (SPEC §7).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Weight: Int, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public init?(name: String) {
            let key = name.lowercased().filter { $0 != " " && $0 != "-" }
            guard let match = Weight.allCases.first(where: { "\($0)".lowercased() == key }) else { return nil }
            self = match
        }
    }

    public var size: Double
    public var weight: Weight
    /// A TTF/OTF file; nil for the system font.
    public var file: String?
    /// The Dynamic Type style this font was asked for as: its size follows the content size
    /// category (`size` is the Large one).
    public var textStyle: TextStyle?
    /// A fixed size that still follows the category, through UIFontMetrics' body factors (a
    /// view that adjusts for the content size category).
    public var adjustsForContentSize = false
    /// The category a text style or adjusting size stays at whatever the layout's: a UIKit
    /// view that does not adjust for the content size category keeps the size its font was
    /// made at (`adjustsFontForContentSizeCategory` off). Nil: it follows the layout.
    public var fixedCategory: ContentSizeCategory?
    /// Points added after every character, beyond the font's own tracking (an attributed
    /// string's `kern`).
    public var kern = 0.0
    /// Points added between lines, beyond the line spacing (a paragraph style's `lineSpacing`).
    public var extraLineSpacing = 0.0

    public init(size: Double, weight: Weight = .regular, file: String? = nil) {
        self.size = size
        self.weight = weight
        self.file = file
    }

    /// The font at a content size category: a text style at UIKit's size for it
    /// (`reference/traits.md` §1), an adjusting size scaled by UIFontMetrics and rounded to
    /// whole points (never below the Large size for a larger category, never above it for a
    /// smaller one), any other font as it is.
    public func resolved(_ category: ContentSizeCategory) -> Font {
        let category = fixedCategory ?? category
        guard category != .large else { return self }
        var font = self
        if let textStyle {
            font.size = textStyle.pointSize(at: category)
        } else if adjustsForContentSize {
            let scaled = (size * TextStyle.body.metricsFactor(at: category)).rounded()
            font.size = category < .large ? min(scaled, size) : max(scaled, size)
        }
        return font
    }

    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        var font = Font(size: style.pointSize, weight: style.weight)
        font.textStyle = style
        return font
    }

    public var isSystemFont: Bool { file == nil }

    static let systemRegularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let systemBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    static let systemPackage = "fonts-dejavu-core"

    /// The file whose glyphs are drawn: DejaVu Sans Bold for semibold and heavier.
    public var path: String {
        file ?? (weight >= .semibold ? Self.systemBoldPath : Self.systemRegularPath)
    }

    // The iOS system font's metrics as fractions of the em (reference/uikit-facts.md §7.1).
    static let systemAscender = 0.9521484375
    static let systemDescender = 0.2412109375

    /// From one baseline to the next: a text style's leading (never less than the line
    /// height), else the line height; plus any extra line spacing.
    public func lineSpacing(lineHeight: Double) -> Double {
        guard let leading = textStyle?.leading(atPointSize: size) else { return lineHeight + extraLineSpacing }
        return max(leading, lineHeight) + extraLineSpacing
    }

    public var description: String {
        let name = file ?? "System"
        return weight == .regular ? "\(name) \(formatPoints(size))" : "\(name) \(weight) \(formatPoints(size))"
    }
}

/// UIKit's Dynamic Type styles at the default (Large) size.
public enum TextStyle: String, Sendable, CaseIterable {
    case body, headline, title1, title2, title3, callout, subheadline, footnote, caption1, caption2, largeTitle

    public var pointSize: Double {
        switch self {
        case .body, .headline: return 17
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        case .largeTitle: return 34
        }
    }

    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// UIKit's point size at each category, xS … AX5 (iOS 11 on: every style grows through
    /// AX5; `reference/traits.md` §1).
    static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The HIG's leading for each size in `sizes` (`reference/traits.md` §1): the distance
    /// from one baseline to the next in a label of several lines. Xcode stores two-line
    /// Caption 1 labels 30.5 high (14.32 + 16), not 29 (2 × 14.32), and the same holds for
    /// body, subheadline, footnote and headline labels (docs/typesetting.md).
    static let leadings: [TextStyle: [Double]] = [
        .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    /// The leading of the style at a point size it takes in some category (the first
    /// category with that size: where sizes repeat, so do leadings); nil at other sizes.
    public func leading(atPointSize size: Double) -> Double? {
        guard let sizes = Self.sizes[self], let index = sizes.firstIndex(of: size) else { return nil }
        return Self.leadings[self]?[index]
    }

    public func pointSize(at category: ContentSizeCategory) -> Double {
        Self.sizes[self]?[category.rawValue] ?? pointSize
    }

    /// UIFontMetrics' factors for the style, × a size at Large (`reference/traits.md` §1:
    /// not the ratio of point sizes).
    static let metricsFactors: [TextStyle: [Double]] = [
        .body: [0.8637, 0.9090, 0.9547, 1, 1.0910, 1.1817, 1.3183, 1.5453, 1.8183, 2.1817, 2.5453, 2.8183]
    ]

    func metricsFactor(at category: ContentSizeCategory) -> Double {
        Self.metricsFactors[self]?[category.rawValue] ?? 1
    }
}

/// Vertical metrics of a font at a size, in points.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    /// Positive distance below the baseline.
    public var descender: Double
    public var lineGap: Double
    public var lineHeight: Double { ascender + descender + lineGap }
}
