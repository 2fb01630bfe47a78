// Upstream's iPads: every orientation and Split View width, with the iPad traits (regular in
// both) or, for the narrow splits, compact width (`UITraitCollection+Devices.swift`). Their
// traits name no Dynamic Type size, so they lay out at UIKit's default, Large.

extension ViewImageConfig {
    /// One iPad's widths: a third, half, two thirds and all of the landscape screen, a third,
    /// two thirds and all of the portrait one; which of them are compact width.
    struct Tablet {
        let name: String
        let landscapeHeight: CGFloat
        let landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat)
        let portrait: (oneThird: CGFloat, twoThirds: CGFloat, full: CGFloat)
        let safeArea: UIEdgeInsets
        /// The 12.9-inch iPad's half-screen split is regular width; the others' is compact.
        var halfIsCompact = true

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let width: CGFloat, height: CGFloat, compact: Bool, suffix: String
            switch orientation {
            case .landscape(let split):
                height = landscapeHeight
                switch split {
                case .oneThird: (width, compact, suffix) = (landscape.oneThird, true, "landscape-one-third")
                case .oneHalf: (width, compact, suffix) = (landscape.oneHalf, halfIsCompact, "landscape-one-half")
                case .twoThirds: (width, compact, suffix) = (landscape.twoThirds, false, "landscape-two-thirds")
                case .full: (width, compact, suffix) = (landscape.full, false, "landscape")
                }
            case .portrait(let split):
                height = landscape.full
                switch split {
                case .oneThird: (width, compact, suffix) = (portrait.oneThird, true, "portrait-one-third")
                case .twoThirds: (width, compact, suffix) = (portrait.twoThirds, true, "portrait-two-thirds")
                case .full: (width, compact, suffix) = (portrait.full, false, "portrait")
                }
            }
            return ViewImageConfig(
                name: "\(name)-\(suffix)", safeArea: safeArea, size: CGSize(width: width, height: height),
                traits: compact ? .iPadCompactSplitView : .iPad)
        }
    }

    static let miniTablet = Tablet(
        name: "ipad-mini", landscapeHeight: 768, landscape: (320, 507, 694, 1024), portrait: (320, 438, 768),
        safeArea: statusBar)
    static let tablet10_2 = Tablet(
        name: "ipad-10-2", landscapeHeight: 810, landscape: (320, 535, 750, 1080), portrait: (320, 480, 810),
        safeArea: statusBar)
    static let tabletPro10_5 = Tablet(
        name: "ipad-pro-10-5", landscapeHeight: 834, landscape: (320, 551, 782, 1112), portrait: (320, 504, 834),
        safeArea: statusBar)
    static let tabletPro11 = Tablet(
        name: "ipad-pro-11", landscapeHeight: 834, landscape: (375, 592, 809, 1194), portrait: (320, 504, 834),
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let tabletPro12_9 = Tablet(
        name: "ipad-pro-12-9", landscapeHeight: 1024, landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024),
        safeArea: statusBar, halfIsCompact: false)

    static func split(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(split(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        miniTablet.config(orientation)
    }

    /// The iPad mini's screen, as upstream's (named `ipad-9-7` in a matrix).
    public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPad9_7(split(orientation)) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        var config = miniTablet.config(orientation)
        config.name = config.name.map { "ipad-9-7" + $0.dropFirst("ipad-mini".count) }
        return config
    }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(split(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet10_2.config(orientation)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(split(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tabletPro10_5.config(orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(split(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tabletPro11.config(orientation)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(split(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tabletPro12_9.config(orientation)
    }
}
