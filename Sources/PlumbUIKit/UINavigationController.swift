internal import AutoLayout

/// UIKit's `UINavigationController`: a stack of controllers, the top one's view full screen
/// under the navigation bar, its safe area inset by the bar (44 points, 54 from iOS 26, as
/// `IOSMetrics` has it; 32 in compact-height landscape). Pushes and pops apply at once;
/// a large title does not change the bar's height yet (`prefersLargeTitles` is stored).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar(frame: .zero)
    /// At the bottom, above the home indicator, while `isToolbarHidden` is false (hidden by
    /// default, as in UIKit); it insets the top controller's safe area like a tab bar.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    private var stack: [UIViewController] = []
    /// Told nothing: pushes and pops are immediate.
    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        super.loadView()
        view.addSubview(navigationBar)
        navigationBar.isHidden = isNavigationBarHidden
        view.addSubview(toolbar)
        toolbar.isHidden = isToolbarHidden
        if let top = stack.last { view.insertSubview(top.view, belowSubview: navigationBar) }
    }

    // MARK: - The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }
    open var visibleViewController: UIViewController? { stack.last }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller !== oldTop { controller.removeFromParent() }
        }
        let added = viewControllers.filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        stack = viewControllers
        showTop(replacing: oldTop)
        if let oldTop, oldTop.parent === self, !stack.contains(where: { $0 === oldTop }) {
            oldTop.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Pushes the controller and shows it at once (no animation).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    private func showTop(replacing oldTop: UIViewController?) {
        guard isViewLoaded else { return }
        showChild(stack.last, replacing: oldTop, in: view, below: navigationBar)
    }

    // MARK: - The bar

    /// Hiding the bar gives its height back to the top controller's safe area.
    open var isNavigationBarHidden = false {
        didSet {
            guard isNavigationBarHidden != oldValue else { return }
            navigationBar.isHidden = isNavigationBarHidden
            hostingWindow?.hostingChanged()
        }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Showing the toolbar takes its height from the bottom of the top controller's safe area.
    open var isToolbarHidden = true {
        didSet {
            guard isToolbarHidden != oldValue else { return }
            toolbar.isHidden = isToolbarHidden
            hostingWindow?.hostingChanged()
        }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    override var placesChildren: Bool { true }

    override var visibleChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    /// The bar below the status bar at the bar's height; the top controller full screen, its
    /// safe area inset by the bar unless it is hidden.
    override func hostChildren(safeArea: UIEdgeInsets) {
        let height = Self.barHeight(view.window?.layoutEnvironment)
        navigationBar.frame = CGRect(x: 0, y: safeArea.top, width: view.bounds.width, height: height)
        let toolbarHeight = Self.toolbarHeight(view.window?.layoutEnvironment)
        toolbar.frame = CGRect(
            x: 0, y: view.bounds.height - safeArea.bottom - toolbarHeight, width: view.bounds.width,
            height: toolbarHeight)
        toolbar.items = stack.last?.toolbarItems
        guard let top = stack.last, top.isViewLoaded, top.view.superview === view else { return }
        var insets = safeArea
        if !isNavigationBarHidden { insets.top += height }
        if !isToolbarHidden { insets.bottom += toolbarHeight }
        top.host(frame: view.bounds, safeArea: insets)
    }

    /// The toolbar's height at the environment's iOS version (the newest when there is none).
    static func toolbarHeight(_ environment: Environment?) -> CGFloat {
        CGFloat(IOSMetrics.toolbarHeight.value(for: environment?.iosVersion ?? LayoutCycle.iosVersion))
    }

    /// The bar's height in the environment (iOS 26's when there is none).
    static func barHeight(_ environment: Environment?) -> CGFloat {
        var environment = environment ?? Environment(device: .default, iosVersion: LayoutCycle.iosVersion)
        environment.hasNavigationBar = true
        return CGFloat(environment.navigationBarHeight)
    }
}
