import AutoLayout
import Foundation

/// Where the system font's glyphs come from: DejaVu Sans (Debian's, always there), or Apple's
/// San Francisco when the user points Plumb at their own copy (`PLUMB_FONT_DIR` or
/// `--font-dir`; the fonts are never shipped or downloaded). The vertical metrics are SF's
/// either way (SPEC §7).
public enum SystemFonts: Hashable, Sendable {
    case dejaVu
    /// The static files: SF Pro Text below 20 points, SF Pro Display from 20 (iOS 13's switch).
    case sanFranciscoStatic(directory: String)
    /// The variable `SF-Pro.ttf`, at the optical size (17…28 points, its axis's range) and
    /// weight asked for.
    case sanFranciscoVariable(path: String)

    /// SF Pro in `directory` when its files are there, else DejaVu Sans.
    public static func find(in directory: String?) -> SystemFonts {
        guard let directory, !directory.isEmpty else { return .dejaVu }
        let manager = FileManager.default
        if manager.fileExists(atPath: "\(directory)/SF-Pro-Text-Regular.otf")
            && manager.fileExists(atPath: "\(directory)/SF-Pro-Display-Regular.otf")
        {
            return .sanFranciscoStatic(directory: directory)
        }
        if manager.fileExists(atPath: "\(directory)/SF-Pro.ttf") {
            return .sanFranciscoVariable(path: "\(directory)/SF-Pro.ttf")
        }
        return .dejaVu
    }

    /// The family a snapshot's text was set in, for its `.txt` and `plumb frames`.
    public var family: String {
        switch self {
        case .dejaVu: "DejaVu Sans"
        case .sanFranciscoStatic, .sanFranciscoVariable: "SF Pro"
        }
    }

    public var isSanFrancisco: Bool { self != .dejaVu }

    /// What a text snapshot and `plumb frames` add after the frames: `font: SF Pro` when the
    /// text was set in SF, nothing for the default DejaVu Sans (the committed references), so
    /// a reference recorded with one is never compared silently with text set in the other.
    public var snapshotLine: String { isSanFrancisco ? "font: \(family)\n" : "" }

    /// The file the system font at `size` and `weight` is drawn from. A static SF weight
    /// that is not there falls back to the regular file of the same optical size.
    func path(size: Double, weight: Font.Weight) -> String {
        switch self {
        case .dejaVu:
            return weight >= .semibold ? Font.systemBoldPath : Font.systemRegularPath
        case let .sanFranciscoVariable(path):
            // Optical size follows the point size between 17 and 28 (HIG: tracking and shapes
            // "vary smoothly" there); weights are the CSS-style 100…900 of the `wght` axis.
            let opticalSize = min(max(size, 17), 28)
            let weights: [Font.Weight: Int] = [
                .ultraLight: 100, .thin: 200, .light: 300, .regular: 400, .medium: 500, .semibold: 600, .bold: 700,
                .heavy: 800, .black: 900,
            ]
            return "\(path)#opsz=\(formatPoints(opticalSize)),wght=\(weights[weight] ?? 400)"
        case let .sanFranciscoStatic(directory):
            let optical = size < 20 ? "Text" : "Display"
            let names: [Font.Weight: String] = [
                .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
                .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
            ]
            let file = "\(directory)/SF-Pro-\(optical)-\(names[weight] ?? "Regular").otf"
            return FileManager.default.fileExists(atPath: file) ? file : "\(directory)/SF-Pro-\(optical)-Regular.otf"
        }
    }

    /// SF Pro's tracking at a size, in points (HIG, `reference/traits.md` §5: thousandths of
    /// an em from 6 to 96 points); none for DejaVu.
    func tracking(size: Double) -> Double {
        guard isSanFrancisco else { return 0 }
        return Self.trackingPerMille(size) * size / 1000
    }

    /// The HIG table; between listed sizes, the value of the largest listed size below.
    static func trackingPerMille(_ size: Double) -> Double {
        let table: [(Double, Double)] = [
            (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6),
            (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11),
            (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5), (60, 4),
            (66, 3), (68, 2), (76, 1), (80, 0),
        ]
        guard size >= 6 else { return 41 }
        return table.last { $0.0 <= size }?.1 ?? 0
    }
}
