/// A device of the cookbook's era, with the numbers SPEC §2 fixes.
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
    public init(id: String, portraitSize: Size, scale: Double, rootSideMargin: Double, isPad: Bool,
                portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, regularWidthInLandscape: Bool,
                hasStatusBar: Bool = true)
    {
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

    public static let all: [Device] = [iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPad]
    public static let `default` = iPhone8

    public static func named(_ id: String) -> Device? {
        all.first { $0.id == id.lowercased() }
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
