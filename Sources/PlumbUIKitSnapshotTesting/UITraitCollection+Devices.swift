// swift-snapshot-testing's trait collections for its devices (`UITraitCollection.iPhone13(.portrait)`,
// `.iPadPro11_Compact_SplitView`), built as upstream builds them: a phone's from 3D Touch,
// left to right, Dynamic Type `.medium` and the phone idiom, plus its size classes (compact
// width and regular height in portrait; compact height in landscape, with regular width on
// the Plus and Max phones); an iPad's from regular size classes and the pad idiom only.

extension UITraitCollection {
    static func phone(
        _ orientation: ViewImageConfig.Orientation, regularWidthInLandscape: Bool,
        forceTouch: UIForceTouchCapability = .available
    ) -> UITraitCollection {
        let base: [UITraitCollection] = [
            UITraitCollection(forceTouchCapability: forceTouch), UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium), UITraitCollection(userInterfaceIdiom: .phone),
        ]
        let sizeClasses: [UITraitCollection] =
            switch orientation {
            case .portrait:
                [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular)]
            case .landscape:
                [
                    UITraitCollection(horizontalSizeClass: regularWidthInLandscape ? .regular : .compact),
                    UITraitCollection(verticalSizeClass: .compact),
                ]
            }
        return UITraitCollection(traitsFrom: base + sizeClasses)
    }

    /// Today's phones: as upstream's, without 3D Touch.
    static func todaysPhone(_ orientation: ViewImageConfig.Orientation, regularWidthInLandscape: Bool)
        -> UITraitCollection
    {
        phone(orientation, regularWidthInLandscape: regularWidthInLandscape, forceTouch: .unavailable)
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }

    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }

    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }

    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }

    /// The one upstream device without 3D Touch.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true, forceTouch: .unavailable)
    }

    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }

    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }

    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }

    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }

    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])
}
