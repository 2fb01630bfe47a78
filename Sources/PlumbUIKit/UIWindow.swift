internal import AutoLayout

/// UIKit's `UIWindow`: the root of a tree laid out on a device. A window is laid out in its
/// device's environment (its size, scale, orientation and safe area: status bar or sensor
/// housing, home indicator), and hosts a view controller's view full screen, inset by that
/// safe area and by the bars of the controllers above it (UIViewController+Hosting.swift).
///
/// `UIWindow(frame:)` is on `UIScreen.main`'s device when it is the screen's size (the usual
/// `UIWindow(frame: UIScreen.main.bounds)`), in portrait, or landscape when its width and
/// height are the screen's swapped; a window of any other size is laid out as a bare root
/// (no safe area). Tests and the snapshot layer name a device: `UIWindow(device:)`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The device, orientation and environment a window made for a device is on (nil: a
    /// window made with a frame, on the main screen when it is the screen's size).
    var hostEnvironment: Environment?
    private var isShown = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A full-screen window on the named Plumb device (`plumb devices`: `iphone-17`,
    /// `ipad-air-11`, `390x844@3`…), in the orientation, with the metrics of the iOS version
    /// (nil: `PLUMB_IOS`, else the newest Plumb models, SPEC §10) and the text size its
    /// traits give (views that adjust for it follow it), in the layout direction (right to
    /// left, as an app in Hebrew or Arabic runs: leading and trailing are the right and left
    /// sides, stacks and text run from the right). Nil for a device name Plumb does not know.
    @_spi(Plumb)
    public convenience init?(
        device id: String, orientation: UIInterfaceOrientation = .portrait, iosVersion: Int? = nil,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) {
        guard let device = Device.named(id) ?? Device.custom(id) else { return nil }
        self.init(frame: .zero)
        hostEnvironment = Environment(
            device: device, orientation: orientation.isLandscape ? .landscape : .portrait,
            direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            appearance: userInterfaceStyle == .dark ? .dark : .light, iosVersion: iosVersion ?? LayoutCycle.iosVersion)
        hostEnvironment?.contentSize = preferredContentSizeCategory.model ?? .large
        frame = CGRect(origin: .zero, size: hostEnvironment?.size.cgSize ?? .zero)
    }

    /// A window of `size` whose safe area is `safeAreaInsets`, laid out with `traits`: the
    /// snapshot layer's host for swift-snapshot-testing's `ViewImageConfig`, which names a
    /// size, a safe area and traits rather than a device. Size classes, Dynamic Type, layout
    /// direction, appearance and scale come from the traits; an unspecified one is what
    /// `UIScreen.main`'s device has in the orientation the size implies (landscape when wider
    /// than high), and an unspecified content size is UIKit's default, Large. The size classes
    /// choose what the engine is told the device is: regular in both, an iPad; compact width
    /// and regular height, a phone in portrait; compact height, a phone in landscape (regular
    /// width there, a Plus or Max phone). Root margins are 20 from 414 points of width or at
    /// regular width, else 16. `iosVersion` nil takes `PLUMB_IOS`, else the newest.
    @_spi(Plumb)
    public convenience init(
        size: CGSize, safeAreaInsets insets: UIEdgeInsets, traits: UITraitCollection, iosVersion: Int? = nil
    ) {
        self.init(frame: .zero)
        let main = UIScreen.main.device
        var base = Environment(device: main)
        base.orientation = size.width > size.height ? .landscape : .portrait
        let horizontal =
            traits.horizontalSizeClass != .unspecified
            ? traits.horizontalSizeClass : base.horizontalSizeClass == .regular ? .regular : .compact
        let vertical =
            traits.verticalSizeClass != .unspecified
            ? traits.verticalSizeClass : base.verticalSizeClass == .regular ? .regular : .compact
        let isPad = horizontal == .regular && vertical == .regular
        let landscape = isPad ? size.width > size.height : vertical == .compact
        let portraitSize = landscape ? CGSize(width: size.height, height: size.width) : size
        let hardware = EdgeInsets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
        let device = Device(
            id:
                "snapshot-\(UIKitConsoleText.number(Double(size.width)))x\(UIKitConsoleText.number(Double(size.height)))",
            portraitSize: portraitSize.model,
            scale: traits.displayScale > 0 ? Double(traits.displayScale) : main.scale,
            rootSideMargin: horizontal == .regular || size.width >= 414 ? 20 : 16, isPad: isPad,
            portraitSafeArea: landscape ? .zero : hardware, landscapeSafeArea: landscape ? hardware : .zero,
            regularWidthInLandscape: horizontal == .regular, hasStatusBar: insets.top > 0)
        let contentSize =
            traits.preferredContentSizeCategory == .unspecified ? nil : traits.preferredContentSizeCategory.model
        hostEnvironment = Environment(
            device: device, orientation: landscape ? .landscape : .portrait,
            direction: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            contentSize: contentSize ?? .large, appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
            iosVersion: iosVersion ?? LayoutCycle.iosVersion)
        frame = CGRect(origin: .zero, size: hostEnvironment?.size.cgSize ?? size)
    }

    /// The window's environment on its screen, or `nil` when its size is not the screen's.
    static func screenEnvironment(for size: CGSize) -> Environment? {
        let device = UIScreen.main.device
        let environment = Environment(device: device, iosVersion: LayoutCycle.iosVersion)
        if environment.size.cgSize == size { return environment }
        var landscape = environment
        landscape.orientation = .landscape
        return landscape.size.cgSize == size ? landscape : nil
    }

    /// The environment the engine lays the window out in (LayoutCycle), while the window is
    /// its device's size; nil for a bare root.
    var layoutEnvironment: Environment? {
        guard let environment = hostEnvironment else { return Self.screenEnvironment(for: storedFrame.size) }
        return environment.size.cgSize == storedFrame.size ? environment : nil
    }

    /// A window resized (or given its frame after `init()`) places its controllers again.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            hostingChanged()
        }
    }

    /// The device's safe area without bars: the status bar (or sensor housing) and the home
    /// indicator, as UIKit's window reports it.
    var deviceSafeAreaInsets: UIEdgeInsets {
        guard let environment = layoutEnvironment else { return .zero }
        let insets = environment.safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The screen the window is on: its device's.
    open var screen: UIScreen {
        guard let device = layoutEnvironment?.device, device != UIScreen.main.device else { return UIScreen.main }
        return UIScreen(device: device)
    }

    /// Turns the window to the orientation (its frame becomes the device's in it) and lays
    /// its controllers out again; a window not on a device stays as it is.
    @_spi(Plumb)
    public func rotate(to orientation: UIInterfaceOrientation) {
        guard var environment = hostEnvironment ?? layoutEnvironment else { return }
        environment.orientation = orientation.isLandscape ? .landscape : .portrait
        hostEnvironment = environment
        frame = CGRect(origin: .zero, size: environment.size.cgSize)
        hostingChanged()
    }

    /// The controller whose view fills the window. Setting it puts its view in the window
    /// (loading it) and, once the window is visible, tells it it appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                if isShown { old.forwardAppearance(.willDisappear) }
                old.view.removeFromSuperview()
                if isShown { old.forwardAppearance(.didDisappear) }
            }
            guard let controller = rootViewController else { return }
            // The view loads first (`viewDidLoad` before `viewWillAppear`, as in UIKit).
            let view: UIView = controller.view
            if isShown { controller.forwardAppearance(.willAppear) }
            addSubview(view)
            hostingChanged()
            if isShown {
                layoutIfNeeded()
                controller.forwardAppearance(.didAppear)
            }
        }
    }

    public private(set) var isKeyWindow = false

    /// Shows the window: its controller hears `viewWillAppear`, the window is laid out (the
    /// controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`), then `viewDidAppear`.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
        UIApplication.shared.windowBecameKey(self)
        guard !isShown else { return }
        isShown = true
        hostingChanged()
        rootViewController?.forwardAppearance(.willAppear)
        layoutIfNeeded()
        rootViewController?.forwardAppearance(.didAppear)
    }

    open func makeKey() {
        isKeyWindow = true
        UIApplication.shared.windowBecameKey(self)
    }

    open func resignKey() { isKeyWindow = false }

    /// Whether the window has been shown, so its controllers' appearance calls are due.
    var isVisible: Bool { isShown }

    /// Puts the controllers' views where UIKit puts them: the root controller's view fills
    /// the window, inset by the device's safe area; containers place their bars and their
    /// visible child, whose safe area their bars inset. Then traits are reported.
    func hostingChanged() {
        // UIKit's window safe area is the device's; the window's own guide says so.
        setHostedSafeAreaInsets(deviceSafeAreaInsets)
        if let controller = rootViewController, controller.isViewLoaded, controller.view.superview === self {
            controller.host(frame: bounds, safeArea: deviceSafeAreaInsets)
        }
        updateTraits()
    }

    /// Gives the views of child controllers that a custom container placed (with frames or
    /// constraints) the part of their parent's safe area they overlap, as UIKit does, once
    /// a pass has written their frames.
    func updateEmbeddedSafeAreas() {
        rootViewController?.updateEmbeddedChildSafeAreas()
    }

    /// Reports changed traits to every view and controller in the window.
    func updateTraits() {
        reportTraitChanges()
    }
}
