internal import AutoLayout

/// UIKit's `UITraitCollection`: size classes, interface style, Dynamic Type, layout
/// direction and scale. A view's and a view controller's come from the window hosting them
/// (its device, orientation and environment) and the interface style overrides above them;
/// a view in no window has those of a bare root (the default device in portrait). Immutable
/// and usable from any thread, as UIKit's is.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// 0 when unspecified, as in UIKit.
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let forceTouchCapability: UIForceTouchCapability

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        style: UIUserInterfaceStyle = .unspecified, contentSize: UIContentSizeCategory = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, scale: CGFloat = 0,
        idiom: UIUserInterfaceIdiom = .unspecified, forceTouch: UIForceTouchCapability = .unknown
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceStyle = style
        preferredContentSizeCategory = contentSize
        layoutDirection = direction
        displayScale = scale
        userInterfaceIdiom = idiom
        forceTouchCapability = forceTouch
        super.init()
    }

    /// Every trait unspecified.
    public override convenience init() { self.init(horizontal: .unspecified) }

    /// The traits of the collections, each taken from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified),
            style: last(\.userInterfaceStyle, unspecified: .unspecified),
            contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            direction: last(\.layoutDirection, unspecified: .unspecified), scale: last(\.displayScale, unspecified: 0),
            idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            forceTouch: last(\.forceTouchCapability, unspecified: .unknown))
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(idiom: idiom)
    }

    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(forceTouch: capability)
    }

    /// The traits of a layout environment, with an interface style override applied.
    convenience init(environment: Environment, style: UIUserInterfaceStyle = .unspecified) {
        self.init(
            horizontal: environment.horizontalSizeClass == .regular ? .regular : .compact,
            vertical: environment.verticalSizeClass == .regular ? .regular : .compact,
            style: style != .unspecified ? style : environment.appearance == .dark ? .dark : .light,
            contentSize: UIContentSizeCategory(model: environment.contentSize),
            direction: environment.direction == .rightToLeft ? .rightToLeft : .leftToRight,
            scale: CGFloat(environment.scale), idiom: environment.device.isPad ? .pad : .phone,
            forceTouch: .unavailable)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.forceTouchCapability == .unknown || trait.forceTouchCapability == forceTouchCapability)
    }

    /// Whether dynamic colours would resolve differently (the interface style differs).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != traitCollection?.userInterfaceStyle
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceStyle == other.userInterfaceStyle
            && preferredContentSizeCategory == other.preferredContentSizeCategory
            && layoutDirection == other.layoutDirection && displayScale == other.displayScale
            && userInterfaceIdiom == other.userInterfaceIdiom && forceTouchCapability == other.forceTouchCapability
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(forceTouchCapability)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), PreferredContentSizeCategory = "
            + "\(preferredContentSizeCategory.rawValue), LayoutDirection = \(layoutDirection), "
            + "DisplayScale = \(displayScale), UserInterfaceIdiom = \(userInterfaceIdiom), "
            + "ForceTouchCapability = \(forceTouchCapability)>"
    }
}
