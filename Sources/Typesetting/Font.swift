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

    public init(size: Double, weight: Weight = .regular, file: String? = nil) {
        self.size = size
        self.weight = weight
        self.file = file
    }

    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(size: style.pointSize, weight: style.weight)
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
}

/// Vertical metrics of a font at a size, in points.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    /// Positive distance below the baseline.
    public var descender: Double
    public var lineGap: Double
    public var lineHeight: Double { ascender + descender + lineGap }
}
