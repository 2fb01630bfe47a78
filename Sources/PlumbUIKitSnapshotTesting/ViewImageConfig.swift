/// swift-snapshot-testing's `ViewImageConfig`: the size, safe area and traits a view
/// controller is laid out in for `.image(on:)`. The devices carry upstream's published
/// numbers (its `Common/View.swift`, version 1.19.7) and its traits, Dynamic Type `.medium`
/// included (UIKit's default is `.large`); today's phones (`ViewImageConfig+Today.swift`)
/// take theirs from Plumb's device table.
///
/// `name` is Plumb's addition, for the references of a matrix (`UIKitSnapshotMatrix`):
/// `iphone-13-portrait`, `ipad-pro-11-landscape-one-third`; nil for a configuration made by
/// hand, which a matrix names by its size.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection
    /// The configuration's name in a matrix's file names (Plumb's; nil when made by hand).
    public var name: String?

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    init(name: String, safeArea: UIEdgeInsets, size: CGSize, traits: UITraitCollection) {
        self.init(safeArea: safeArea, size: size, traits: traits)
        self.name = name
    }

    /// A phone in an orientation: its portrait size turned for landscape, the safe area of
    /// that orientation.
    static func phone(
        _ name: String, _ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets,
        landscape: UIEdgeInsets, traits: UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                name: name + "-portrait", safeArea: portrait, size: CGSize(width: width, height: height),
                traits: traits)
        case .landscape:
            return ViewImageConfig(
                name: name + "-landscape", safeArea: landscape, size: CGSize(width: height, height: width),
                traits: traits)
        }
    }

    /// Upstream's insets: the status bar alone (20), the notched phones' (44, 47, 50 above and
    /// 34 below in portrait; the same to the sides and 24 or 21 below in landscape).
    static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    static func notch(_ top: CGFloat, landscapeBottom: CGFloat) -> (portrait: UIEdgeInsets, landscape: UIEdgeInsets) {
        (
            UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top)
        )
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-se", orientation, width: 320, height: 568, portrait: statusBar, landscape: .zero,
            traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-8", orientation, width: 375, height: 667, portrait: statusBar, landscape: .zero,
            traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)

    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-8-plus", orientation, width: 414, height: 736, portrait: statusBar, landscape: .zero,
            traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(44, landscapeBottom: 24)
        return phone(
            "iphone-x", orientation, width: 375, height: 812, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)

    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(44, landscapeBottom: 24)
        return phone(
            "iphone-xs-max", orientation, width: 414, height: 896, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)

    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(44, landscapeBottom: 24)
        return phone(
            "iphone-xr", orientation, width: 414, height: 896, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)

    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(
            "iphone-12", orientation, width: 390, height: 844, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)

    /// The iPhone 12's screen and traits, as upstream's.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        renamed(.iPhone12(orientation), "iphone-12-pro", orientation)
    }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)

    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(
            "iphone-12-pro-max", orientation, width: 428, height: 926, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(
            "iphone-13", orientation, width: 390, height: 844, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)

    /// The iPhone 13's traits, as upstream's.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(50, landscapeBottom: 21)
        return phone(
            "iphone-13-mini", orientation, width: 375, height: 812, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

    /// The iPhone 13's screen and traits, as upstream's.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        renamed(.iPhone13(orientation), "iphone-13-pro", orientation)
    }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(
            "iphone-13-pro-max", orientation, width: 428, height: 926, portrait: insets.portrait,
            landscape: insets.landscape, traits: .iPhone13ProMax(orientation))
    }

    static func renamed(_ config: ViewImageConfig, _ name: String, _ orientation: Orientation) -> ViewImageConfig {
        var config = config
        config.name = name + (orientation == .portrait ? "-portrait" : "-landscape")
        return config
    }
}
