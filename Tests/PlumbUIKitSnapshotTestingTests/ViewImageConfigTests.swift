import PlumbUIKitSnapshotTesting
import Testing

/// Every `ViewImageConfig` against the numbers swift-snapshot-testing publishes (version
/// 1.19.7, `Sources/SnapshotTesting/Common/View.swift`), written out here by hand: size, safe
/// area (top, left, bottom, right), size classes and Dynamic Type.
@Suite struct ViewImageConfigTests {
    struct Row {
        let config: ViewImageConfig
        let name: String
        let size: (CGFloat, CGFloat)
        let safeArea: (CGFloat, CGFloat, CGFloat, CGFloat)
        /// "cr": compact width, regular height; "rr", "cc", "rc".
        let sizeClasses: String
    }

    static let phoneRows: [Row] = [
        Row(
            config: .iPhoneSe, name: "iphone-se-portrait", size: (320, 568), safeArea: (20, 0, 0, 0), sizeClasses: "cr"),
        Row(
            config: .iPhoneSe(.landscape), name: "iphone-se-landscape", size: (568, 320), safeArea: (0, 0, 0, 0),
            sizeClasses: "cc"),
        Row(config: .iPhone8, name: "iphone-8-portrait", size: (375, 667), safeArea: (20, 0, 0, 0), sizeClasses: "cr"),
        Row(
            config: .iPhone8(.landscape), name: "iphone-8-landscape", size: (667, 375), safeArea: (0, 0, 0, 0),
            sizeClasses: "cc"),
        Row(
            config: .iPhone8Plus, name: "iphone-8-plus-portrait", size: (414, 736), safeArea: (20, 0, 0, 0),
            sizeClasses: "cr"),
        Row(
            config: .iPhone8Plus(.landscape), name: "iphone-8-plus-landscape", size: (736, 414), safeArea: (0, 0, 0, 0),
            sizeClasses: "rc"),
        Row(config: .iPhoneX, name: "iphone-x-portrait", size: (375, 812), safeArea: (44, 0, 34, 0), sizeClasses: "cr"),
        Row(
            config: .iPhoneX(.landscape), name: "iphone-x-landscape", size: (812, 375), safeArea: (0, 44, 24, 44),
            sizeClasses: "cc"),
        Row(
            config: .iPhoneXsMax, name: "iphone-xs-max-portrait", size: (414, 896), safeArea: (44, 0, 34, 0),
            sizeClasses: "cr"),
        Row(
            config: .iPhoneXsMax(.landscape), name: "iphone-xs-max-landscape", size: (896, 414),
            safeArea: (0, 44, 24, 44), sizeClasses: "rc"),
        Row(
            config: .iPhoneXr, name: "iphone-xr-portrait", size: (414, 896), safeArea: (44, 0, 34, 0), sizeClasses: "cr"
        ),
        Row(
            config: .iPhoneXr(.landscape), name: "iphone-xr-landscape", size: (896, 414), safeArea: (0, 44, 24, 44),
            sizeClasses: "rc"),
        Row(
            config: .iPhone12, name: "iphone-12-portrait", size: (390, 844), safeArea: (47, 0, 34, 0), sizeClasses: "cr"
        ),
        Row(
            config: .iPhone12(.landscape), name: "iphone-12-landscape", size: (844, 390), safeArea: (0, 47, 21, 47),
            sizeClasses: "cc"),
        Row(
            config: .iPhone12Pro, name: "iphone-12-pro-portrait", size: (390, 844), safeArea: (47, 0, 34, 0),
            sizeClasses: "cr"),
        Row(
            config: .iPhone12Pro(.landscape), name: "iphone-12-pro-landscape", size: (844, 390),
            safeArea: (0, 47, 21, 47), sizeClasses: "cc"),
        Row(
            config: .iPhone12ProMax, name: "iphone-12-pro-max-portrait", size: (428, 926), safeArea: (47, 0, 34, 0),
            sizeClasses: "cr"),
        Row(
            config: .iPhone12ProMax(.landscape), name: "iphone-12-pro-max-landscape", size: (926, 428),
            safeArea: (0, 47, 21, 47), sizeClasses: "rc"),
        Row(
            config: .iPhone13, name: "iphone-13-portrait", size: (390, 844), safeArea: (47, 0, 34, 0), sizeClasses: "cr"
        ),
        Row(
            config: .iPhone13(.landscape), name: "iphone-13-landscape", size: (844, 390), safeArea: (0, 47, 21, 47),
            sizeClasses: "cc"),
        Row(
            config: .iPhone13Mini, name: "iphone-13-mini-portrait", size: (375, 812), safeArea: (50, 0, 34, 0),
            sizeClasses: "cr"),
        Row(
            config: .iPhone13Mini(.landscape), name: "iphone-13-mini-landscape", size: (812, 375),
            safeArea: (0, 50, 21, 50), sizeClasses: "cc"),
        Row(
            config: .iPhone13Pro, name: "iphone-13-pro-portrait", size: (390, 844), safeArea: (47, 0, 34, 0),
            sizeClasses: "cr"),
        Row(
            config: .iPhone13Pro(.landscape), name: "iphone-13-pro-landscape", size: (844, 390),
            safeArea: (0, 47, 21, 47), sizeClasses: "cc"),
        Row(
            config: .iPhone13ProMax, name: "iphone-13-pro-max-portrait", size: (428, 926), safeArea: (47, 0, 34, 0),
            sizeClasses: "cr"),
        Row(
            config: .iPhone13ProMax(.landscape), name: "iphone-13-pro-max-landscape", size: (926, 428),
            safeArea: (0, 47, 21, 47), sizeClasses: "rc"),
    ]

    /// iPads: the status bar's 20 above (the 11-inch Pro: 24 above, 20 below) in every split.
    static let padRows: [Row] = {
        let s: (CGFloat, CGFloat, CGFloat, CGFloat) = (20, 0, 0, 0)
        let pro11: (CGFloat, CGFloat, CGFloat, CGFloat) = (24, 0, 20, 0)
        return [
            Row(config: .iPadMini, name: "ipad-mini-landscape", size: (1024, 768), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPadMini(.portrait), name: "ipad-mini-portrait", size: (768, 1024), safeArea: s,
                sizeClasses: "rr"),
            Row(
                config: .iPadMini(.landscape(splitView: .oneThird)), name: "ipad-mini-landscape-one-third",
                size: (320, 768), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadMini(.landscape(splitView: .oneHalf)), name: "ipad-mini-landscape-one-half",
                size: (507, 768), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadMini(.landscape(splitView: .twoThirds)), name: "ipad-mini-landscape-two-thirds",
                size: (694, 768), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPadMini(.portrait(splitView: .oneThird)), name: "ipad-mini-portrait-one-third",
                size: (320, 1024), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadMini(.portrait(splitView: .twoThirds)), name: "ipad-mini-portrait-two-thirds",
                size: (438, 1024), safeArea: s, sizeClasses: "cr"),
            Row(config: .iPad9_7, name: "ipad-9-7-landscape", size: (1024, 768), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPad9_7(.portrait(splitView: .twoThirds)), name: "ipad-9-7-portrait-two-thirds",
                size: (438, 1024), safeArea: s, sizeClasses: "cr"),
            Row(config: .iPad10_2, name: "ipad-10-2-landscape", size: (1080, 810), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPad10_2(.portrait), name: "ipad-10-2-portrait", size: (810, 1080), safeArea: s,
                sizeClasses: "rr"),
            Row(
                config: .iPad10_2(.landscape(splitView: .oneThird)), name: "ipad-10-2-landscape-one-third",
                size: (320, 810), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPad10_2(.landscape(splitView: .oneHalf)), name: "ipad-10-2-landscape-one-half",
                size: (535, 810), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPad10_2(.landscape(splitView: .twoThirds)), name: "ipad-10-2-landscape-two-thirds",
                size: (750, 810), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPad10_2(.portrait(splitView: .oneThird)), name: "ipad-10-2-portrait-one-third",
                size: (320, 1080), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPad10_2(.portrait(splitView: .twoThirds)), name: "ipad-10-2-portrait-two-thirds",
                size: (480, 1080), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadPro10_5, name: "ipad-pro-10-5-landscape", size: (1112, 834), safeArea: s, sizeClasses: "rr"
            ),
            Row(
                config: .iPadPro10_5(.portrait), name: "ipad-pro-10-5-portrait", size: (834, 1112), safeArea: s,
                sizeClasses: "rr"),
            Row(
                config: .iPadPro10_5(.landscape(splitView: .oneThird)), name: "ipad-pro-10-5-landscape-one-third",
                size: (320, 834), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadPro10_5(.landscape(splitView: .oneHalf)), name: "ipad-pro-10-5-landscape-one-half",
                size: (551, 834), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadPro10_5(.landscape(splitView: .twoThirds)), name: "ipad-pro-10-5-landscape-two-thirds",
                size: (782, 834), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPadPro10_5(.portrait(splitView: .oneThird)), name: "ipad-pro-10-5-portrait-one-third",
                size: (320, 1112), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadPro10_5(.portrait(splitView: .twoThirds)), name: "ipad-pro-10-5-portrait-two-thirds",
                size: (504, 1112), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadPro11, name: "ipad-pro-11-landscape", size: (1194, 834), safeArea: pro11, sizeClasses: "rr"
            ),
            Row(
                config: .iPadPro11(.portrait), name: "ipad-pro-11-portrait", size: (834, 1194), safeArea: pro11,
                sizeClasses: "rr"),
            Row(
                config: .iPadPro11(.landscape(splitView: .oneThird)), name: "ipad-pro-11-landscape-one-third",
                size: (375, 834), safeArea: pro11, sizeClasses: "cr"),
            Row(
                config: .iPadPro11(.landscape(splitView: .oneHalf)), name: "ipad-pro-11-landscape-one-half",
                size: (592, 834), safeArea: pro11, sizeClasses: "cr"),
            Row(
                config: .iPadPro11(.landscape(splitView: .twoThirds)), name: "ipad-pro-11-landscape-two-thirds",
                size: (809, 834), safeArea: pro11, sizeClasses: "rr"),
            Row(
                config: .iPadPro11(.portrait(splitView: .oneThird)), name: "ipad-pro-11-portrait-one-third",
                size: (320, 1194), safeArea: pro11, sizeClasses: "cr"),
            Row(
                config: .iPadPro11(.portrait(splitView: .twoThirds)), name: "ipad-pro-11-portrait-two-thirds",
                size: (504, 1194), safeArea: pro11, sizeClasses: "cr"),
            Row(
                config: .iPadPro12_9, name: "ipad-pro-12-9-landscape", size: (1366, 1024), safeArea: s,
                sizeClasses: "rr"),
            Row(
                config: .iPadPro12_9(.portrait), name: "ipad-pro-12-9-portrait", size: (1024, 1366), safeArea: s,
                sizeClasses: "rr"),
            Row(
                config: .iPadPro12_9(.landscape(splitView: .oneThird)), name: "ipad-pro-12-9-landscape-one-third",
                size: (375, 1024), safeArea: s, sizeClasses: "cr"),
            // The 12.9-inch iPad's half split is regular width upstream.
            Row(
                config: .iPadPro12_9(.landscape(splitView: .oneHalf)), name: "ipad-pro-12-9-landscape-one-half",
                size: (678, 1024), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPadPro12_9(.landscape(splitView: .twoThirds)), name: "ipad-pro-12-9-landscape-two-thirds",
                size: (981, 1024), safeArea: s, sizeClasses: "rr"),
            Row(
                config: .iPadPro12_9(.portrait(splitView: .oneThird)), name: "ipad-pro-12-9-portrait-one-third",
                size: (375, 1366), safeArea: s, sizeClasses: "cr"),
            Row(
                config: .iPadPro12_9(.portrait(splitView: .twoThirds)), name: "ipad-pro-12-9-portrait-two-thirds",
                size: (639, 1366), safeArea: s, sizeClasses: "cr"),
        ]
    }()

    static func check(_ row: Row) {
        #expect(row.config.name == row.name)
        #expect(row.config.size == CGSize(width: row.size.0, height: row.size.1), "\(row.name)")
        let insets = UIEdgeInsets(
            top: row.safeArea.0, left: row.safeArea.1, bottom: row.safeArea.2, right: row.safeArea.3)
        #expect(row.config.safeArea == insets, "\(row.name)")
        let traits = row.config.traits
        let classes =
            (traits.horizontalSizeClass == .regular ? "r" : "c") + (traits.verticalSizeClass == .regular ? "r" : "c")
        #expect(classes == row.sizeClasses, "\(row.name)")
    }

    @Test func phones() {
        for row in Self.phoneRows {
            Self.check(row)
            // Upstream's phones: Dynamic Type `.medium` (not UIKit's `.large`), left to right,
            // the phone idiom, 3D Touch but on the XR.
            let traits = row.config.traits
            #expect(traits.preferredContentSizeCategory == .medium, "\(row.name)")
            #expect(traits.layoutDirection == .leftToRight)
            #expect(traits.userInterfaceIdiom == .phone)
            #expect(traits.forceTouchCapability == (row.name.hasPrefix("iphone-xr") ? .unavailable : .available))
            #expect(traits.displayScale == 0)
        }
    }

    @Test func pads() {
        for row in Self.padRows {
            Self.check(row)
            // Upstream's iPad traits name neither Dynamic Type nor direction.
            #expect(row.config.traits.preferredContentSizeCategory == .unspecified, "\(row.name)")
            #expect(row.config.traits.userInterfaceIdiom == .pad)
        }
    }

    /// Today's phones come from Plumb's device table (docs/traits.md): the iPhone 17's 402 × 874
    /// with 62 above and 34 below, 62 to the sides and 21 below in landscape; the Air's 68.
    @Test func todaysPhones() {
        Self.check(
            Row(
                config: .iPhone17, name: "iphone-17-portrait", size: (402, 874), safeArea: (62, 0, 34, 0),
                sizeClasses: "cr"))
        Self.check(
            Row(
                config: .iPhone17(.landscape), name: "iphone-17-landscape", size: (874, 402), safeArea: (0, 62, 21, 62),
                sizeClasses: "cc"))
        Self.check(
            Row(
                config: .iPhone17ProMax(.landscape), name: "iphone-17-pro-max-landscape", size: (956, 440),
                safeArea: (0, 62, 21, 62), sizeClasses: "rc"))
        Self.check(
            Row(
                config: .iPhoneAir, name: "iphone-air-portrait", size: (420, 912), safeArea: (68, 0, 34, 0),
                sizeClasses: "cr"))
        Self.check(
            Row(
                config: .iPhone16, name: "iphone-16-portrait", size: (393, 852), safeArea: (59, 0, 34, 0),
                sizeClasses: "cr"))
        Self.check(
            Row(
                config: .iPhone16Plus, name: "iphone-16-plus-portrait", size: (430, 932), safeArea: (59, 0, 34, 0),
                sizeClasses: "cr"))
        Self.check(
            Row(
                config: .iPhone16Pro, name: "iphone-16-pro-portrait", size: (402, 874), safeArea: (62, 0, 34, 0),
                sizeClasses: "cr"))
        Self.check(
            Row(
                config: .iPhone16ProMax, name: "iphone-16-pro-max-portrait", size: (440, 956), safeArea: (62, 0, 34, 0),
                sizeClasses: "cr"))
        Self.check(
            Row(
                config: .iPhone16e, name: "iphone-16e-portrait", size: (390, 844), safeArea: (47, 0, 34, 0),
                sizeClasses: "cr"))
        Self.check(
            Row(
                config: .iPhone17Pro, name: "iphone-17-pro-portrait", size: (402, 874), safeArea: (62, 0, 34, 0),
                sizeClasses: "cr"))
        #expect(ViewImageConfig.iPhone17.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPhone17.traits.forceTouchCapability == .unavailable)
    }

    /// The trait builders under upstream's names, and UIKit's own initialisers they use.
    @Test func traitBuilders() {
        let portrait = UITraitCollection.iPhone13(.portrait)
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(UITraitCollection.iPhone13ProMax(.landscape).horizontalSizeClass == .regular)
        #expect(UITraitCollection.iPadPro11_Compact_SplitView.horizontalSizeClass == .compact)
        #expect(UITraitCollection.iPadPro11.isEqual(UITraitCollection.iPadMini))
        let merged = UITraitCollection(traitsFrom: [
            .iPhone8(.portrait), UITraitCollection(preferredContentSizeCategory: .extraLarge),
        ])
        #expect(merged.preferredContentSizeCategory == .extraLarge)
        #expect(merged.userInterfaceIdiom == .phone)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
        #expect(!merged.containsTraits(in: UITraitCollection(forceTouchCapability: .unavailable)))
    }
}
