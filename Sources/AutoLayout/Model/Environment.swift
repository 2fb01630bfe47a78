/// Everything outside the view tree that the layout depends on: device, orientation,
/// direction and bars. Its numbers follow SPEC §2 and `reference/uikit-facts.md` §1–5.
public struct Environment: Hashable, Sendable, CustomStringConvertible {
    public var device: Device
    public var orientation: Orientation
    public var direction: LayoutDirection
    public var hasNavigationBar: Bool
    public var hasTabBar: Bool
    /// The Dynamic Type category text styles are measured at (`large` by default).
    public var contentSize: ContentSizeCategory
    /// Light or dark: which value of a system colour is drawn.
    public var appearance: Appearance
    /// The iOS version whose metrics apply (`IOSMetrics`); nil when none is stated, which
    /// takes the newest Plumb models (SPEC §10).
    public var iosVersion: Int?

    public init(
        device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, navigationBar: Bool = false, tabBar: Bool = false,
        contentSize: ContentSizeCategory = .large, appearance: Appearance = .light, iosVersion: Int? = nil
    ) {
        self.iosVersion = iosVersion
        self.contentSize = contentSize
        self.appearance = appearance
        self.device = device
        self.orientation = orientation
        self.direction = direction
        hasNavigationBar = navigationBar
        hasTabBar = tabBar
    }

    public var isLandscape: Bool { orientation == .landscape }
    public var scale: Double { device.scale }

    public var size: Size {
        let p = device.portraitSize
        return isLandscape ? Size(width: p.height, height: p.width) : p
    }

    public var horizontalSizeClass: SizeClass {
        device.isPad || (isLandscape && device.regularWidthInLandscape) ? .regular : .compact
    }

    public var verticalSizeClass: SizeClass {
        device.isPad || !isLandscape ? .regular : .compact
    }

    /// The hardware safe area (notch, home indicator), before bars.
    public var hardwareSafeArea: EdgeInsets {
        isLandscape ? device.landscapeSafeArea : device.portraitSafeArea
    }

    /// The status bar: 20 pt, hidden in iPhone landscape; on the notched phone the safe-area
    /// top stands in for it.
    public var statusBarHeight: Double {
        guard device.hasStatusBar else { return 0 }
        if hardwareSafeArea.top > 0 || device.id == Device.iPhoneX.id { return hardwareSafeArea.top }
        return !device.isPad && isLandscape ? 0 : 20
    }

    /// 44 pt (54 from iOS 26, `IOSMetrics.navigationBarHeight`); 32 in iPhone landscape
    /// (compact height).
    public var navigationBarHeight: Double {
        guard hasNavigationBar else { return 0 }
        return verticalSizeClass == .compact ? 32 : IOSMetrics.navigationBarHeight.value(for: iosVersion)
    }

    public var tabBarHeight: Double { hasTabBar ? IOSMetrics.tabBarHeight.value(for: iosVersion) : 0 }

    /// The top layout guide's length: status bar plus navigation bar.
    public var topGuideLength: Double { statusBarHeight + navigationBarHeight }

    /// The bottom layout guide's length: tab bar plus the home-indicator inset.
    public var bottomGuideLength: Double { tabBarHeight + hardwareSafeArea.bottom }

    /// The safe area's insets from the root's edges.
    public var safeAreaInsets: EdgeInsets {
        EdgeInsets(
            top: topGuideLength, left: hardwareSafeArea.left, bottom: bottomGuideLength,
            right: hardwareSafeArea.right)
    }

    /// The root view's margins: the device's side margins (measured inside the safe area, as
    /// iOS 11 does on the notched phone in landscape), zero top and bottom.
    public var rootLayoutMargins: EdgeInsets {
        let side = device.rootSideMargin
        return EdgeInsets(top: 0, left: hardwareSafeArea.left + side, bottom: 0, right: hardwareSafeArea.right + side)
    }

    /// UIKit's readable line length at the default text size.
    public static let readableWidth = 672.0

    /// The root's readable content width: its margins' width, capped at the readable width.
    public var rootReadableWidth: Double {
        let margins = rootLayoutMargins
        return min(size.width - margins.left - margins.right, Self.readableWidth)
    }

    /// `iphone-8 portrait ltr`, with the content size category and appearance when they are
    /// not the defaults (`… ltr ax5 dark`).
    public var description: String {
        var text = "\(device.id) \(orientation.rawValue) \(direction.rawValue)"
        if contentSize != .large { text += " \(contentSize.shortName)" }
        if appearance != .light { text += " \(appearance.rawValue)" }
        return text
    }
}
