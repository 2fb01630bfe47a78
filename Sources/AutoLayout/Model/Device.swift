/// A device with the numbers SPEC §2 fixes: the cookbook's era and today's phones and iPads
/// (`reference/traits.md` §3), or a custom one (`WxH@S`).
public struct Device: Hashable, Sendable {
    public let id: String
    /// Portrait size in points.
    public let portraitSize: Size
    public let scale: Double
    /// The root view's side margins.
    public let rootSideMargin: Double
    public let isPad: Bool
    /// Safe-area insets from the hardware (the notch and home indicator), per orientation.
    public let portraitSafeArea: EdgeInsets
    public let landscapeSafeArea: EdgeInsets
    /// Regular width in landscape (the Plus phones).
    public let regularWidthInLandscape: Bool
    /// Whether the status bar shows (where the orientation allows it). An Interface Builder
    /// design canvas smaller than the screen (a cell, a freeform view) has none.
    public let hasStatusBar: Bool

    /// A device with these metrics: the named ones below, or an Interface Builder document's
    /// design canvas.
    public init(
        id: String, portraitSize: Size, scale: Double, rootSideMargin: Double, isPad: Bool,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, regularWidthInLandscape: Bool,
        hasStatusBar: Bool = true
    ) {
        self.hasStatusBar = hasStatusBar
        self.id = id
        self.portraitSize = portraitSize
        self.scale = scale
        self.rootSideMargin = rootSideMargin
        self.isPad = isPad
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.regularWidthInLandscape = regularWidthInLandscape
    }

    public static let iPhoneSE = Device(
        id: "iphone-se", portraitSize: Size(width: 320, height: 568), scale: 2, rootSideMargin: 16, isPad: false,
        portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: false)
    public static let iPhone8 = Device(
        id: "iphone-8", portraitSize: Size(width: 375, height: 667), scale: 2, rootSideMargin: 16, isPad: false,
        portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: false)
    public static let iPhone8Plus = Device(
        id: "iphone-8-plus", portraitSize: Size(width: 414, height: 736), scale: 3, rootSideMargin: 20,
        isPad: false, portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: true)
    public static let iPhoneX = Device(
        id: "iphone-x", portraitSize: Size(width: 375, height: 812), scale: 3, rootSideMargin: 16, isPad: false,
        portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), regularWidthInLandscape: false)
    public static let iPad = Device(
        id: "ipad", portraitSize: Size(width: 768, height: 1024), scale: 2, rootSideMargin: 20, isPad: true,
        portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: true)

    /// A phone of today: its safe area includes the status bar (or the notch or Dynamic
    /// Island) in portrait and the sensor housing's sides in landscape; 34 below in portrait,
    /// 21 in landscape. Root margins are 20 from 414 points of width; wide phones are regular
    /// width in landscape.
    public static func phone(_ id: String, _ width: Double, _ height: Double, scale: Double, top: Double) -> Device {
        Device(
            id: id, portraitSize: Size(width: width, height: height), scale: scale,
            rootSideMargin: width >= 414 ? 20 : 16, isPad: false,
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            regularWidthInLandscape: width >= 414)
    }

    /// A device with a home button, phone or iPad: no hardware insets, the 20-point status
    /// bar (hidden on a phone in landscape). Margins and size classes as for the others.
    public static func homeButton(_ id: String, _ width: Double, _ height: Double, scale: Double, isPad: Bool)
        -> Device
    {
        Device(
            id: id, portraitSize: Size(width: width, height: height), scale: scale,
            rootSideMargin: isPad || width >= 414 ? 20 : 16, isPad: isPad, portraitSafeArea: .zero,
            landscapeSafeArea: .zero, regularWidthInLandscape: isPad || width >= 414)
    }

    /// An iPad without a home button: a 24-point status bar and the 20-point home indicator
    /// in both orientations.
    public static func pad(_ id: String, _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(
            id: id, portraitSize: Size(width: width, height: height), scale: 2, rootSideMargin: 20,
            isPad: true, portraitSafeArea: insets, landscapeSafeArea: insets, regularWidthInLandscape: true)
    }

    /// The devices of the cookbook's era, the snapshot matrix's.
    public static let classic: [Device] = [iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPad]

    // Today's devices (SPEC §2), by name as swift-snapshot-testing's configurations spell theirs.
    public static let iPhone11 = phone("iphone-11", 414, 896, scale: 2, top: 48)
    public static let iPhone12Mini = phone("iphone-12-mini", 375, 812, scale: 3, top: 50)
    public static let iPhone13 = phone("iphone-13", 390, 844, scale: 3, top: 47)
    public static let iPhone14Plus = phone("iphone-14-plus", 428, 926, scale: 3, top: 47)
    public static let iPhone15 = phone("iphone-15", 393, 852, scale: 3, top: 59)
    public static let iPhone15ProMax = phone("iphone-15-pro-max", 430, 932, scale: 3, top: 59)
    public static let iPhone16Pro = phone("iphone-16-pro", 402, 874, scale: 3, top: 62)
    public static let iPhone16ProMax = phone("iphone-16-pro-max", 440, 956, scale: 3, top: 62)
    public static let iPadMini = pad("ipad-mini", 744, 1133)
    public static let iPadAir11 = pad("ipad-air-11", 820, 1180)
    public static let iPadPro11 = pad("ipad-pro-11", 834, 1194)
    public static let iPadPro13 = pad("ipad-pro-13", 1032, 1376)

    // Wave 3 (SPEC §2, issue 32): the iPhones and iPads on sale from 2024 to 2026 whose
    // geometry the table above lacks under their own name; each number with its source in
    // docs/traits.md (some UNCONFIRMED, said so there). The iPhone 14, 14 Plus, 15, 15 Plus
    // and SE (3rd generation), the iPad mini (A17 Pro), iPad Air 11" and iPad Pro 13" (M4)
    // share a screen with `iphone-13`, `iphone-14-plus`, `iphone-15`, `iphone-15-pro-max`,
    // `iphone-8`, `ipad-mini`, `ipad-air-11` and `ipad-pro-13`.
    public static let iPhone16 = phone("iphone-16", 393, 852, scale: 3, top: 59)
    public static let iPhone16Plus = phone("iphone-16-plus", 430, 932, scale: 3, top: 59)
    public static let iPhone16e = phone("iphone-16e", 390, 844, scale: 3, top: 47)
    public static let iPhone17 = phone("iphone-17", 402, 874, scale: 3, top: 62)
    public static let iPhoneAir = phone("iphone-air", 420, 912, scale: 3, top: 68)
    public static let iPhone17Pro = phone("iphone-17-pro", 402, 874, scale: 3, top: 62)
    public static let iPhone17ProMax = phone("iphone-17-pro-max", 440, 956, scale: 3, top: 62)
    public static let iPadA16 = pad("ipad-a16", 820, 1180)
    public static let iPadAir13 = pad("ipad-air-13", 1024, 1366)
    public static let iPadPro11M4 = pad("ipad-pro-11-m4", 834, 1210)

    /// Today's devices (SPEC §2): the phones, then the iPads, each in the order they came.
    public static let today: [Device] = [
        iPhone11, iPhone12Mini, iPhone13, iPhone14Plus, iPhone15, iPhone15ProMax, iPhone16Pro, iPhone16ProMax,
        iPhone16, iPhone16Plus, iPhone16e, iPhone17, iPhoneAir, iPhone17Pro, iPhone17ProMax,
        iPadMini, iPadAir11, iPadPro11, iPadPro13, iPadA16, iPadAir13, iPadPro11M4,
    ]

    public static let all: [Device] = classic + today
    /// The current base iPhone (SPEC §2: the iPhone 17, on sale since September 2025 and
    /// still the newest base model in November 2026).
    public static let `default` = iPhone17

    public static func named(_ id: String) -> Device? {
        all.first { $0.id == id.lowercased() }
    }

    /// A custom device: `WxH@S` (portrait points and scale, e.g. `390x844@3`) with its
    /// portrait safe area (status bar included; none when its top is 0). An iPad when it is at
    /// least 600 points wide, keeping its insets in landscape. A phone with a home indicator
    /// (a bottom inset) is a notched one: in landscape its portrait top inset goes to both
    /// sides and 21 below, as on every notched iPhone; a phone without one has no landscape
    /// insets (its status bar hides).
    /// Nil when the text is not of that form or the numbers are out of range.
    public static func custom(_ text: String, safeArea: EdgeInsets = .zero) -> Device? {
        let parts = text.lowercased().split(separator: "@")
        guard parts.count == 2, let scale = Double(parts[1]), [1, 2, 3].contains(scale) else { return nil }
        let size = parts[0].split(separator: "x")
        guard size.count == 2, let width = Double(size[0]), let height = Double(size[1]),
            (100...4000).contains(width), (100...4000).contains(height)
        else { return nil }
        let insets = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right]
        guard insets.allSatisfy({ $0.isFinite && $0 >= 0 }), safeArea.top + safeArea.bottom < height,
            safeArea.left + safeArea.right < width
        else { return nil }
        let isPad = width >= 600
        let notched = safeArea.bottom > 0
        let landscape =
            isPad
            ? safeArea
            : notched ? EdgeInsets(top: 0, left: safeArea.top, bottom: 21, right: safeArea.top) : .zero
        return Device(
            id: text.lowercased(), portraitSize: Size(width: width, height: height), scale: scale,
            rootSideMargin: isPad || width >= 414 ? 20 : 16, isPad: isPad, portraitSafeArea: safeArea,
            landscapeSafeArea: landscape, regularWidthInLandscape: isPad || width >= 414,
            hasStatusBar: safeArea.top > 0)
    }
}

public enum Orientation: String, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// Compact or regular, per axis.
public enum SizeClass: String, Sendable {
    case compact
    case regular
}
