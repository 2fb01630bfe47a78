internal import AutoLayout

/// UIKit's `UITabBarController`: the selected controller's view full screen above the tab
/// bar (49 points, plus the home indicator's inset that the bar extends over, as on iOS),
/// its safe area inset by the bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar(frame: .zero)
    private var tabs: [UIViewController]?
    private var selection = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        super.loadView()
        view.addSubview(tabBar)
        if let selected = selectedViewController { view.insertSubview(selected.view, belowSubview: tabBar) }
    }

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        for controller in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller !== oldSelected { controller.removeFromParent() }
        }
        let added = (viewControllers ?? []).filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        tabs = viewControllers
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        selection = min(selection, max(0, (viewControllers?.count ?? 1) - 1))
        showSelected(replacing: oldSelected)
        if let oldSelected, oldSelected.parent === self,
            !(viewControllers ?? []).contains(where: { $0 === oldSelected })
        {
            oldSelected.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// An index outside the tabs leaves the selection as it is, as UIKit does.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard let tabs, tabs.indices.contains(newValue), newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            showSelected(replacing: old)
        }
    }

    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selection) else { return nil }
            return tabs[selection]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    private func showSelected(replacing old: UIViewController?) {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded else { return }
        showChild(selectedViewController, replacing: old, in: view, below: tabBar)
    }

    override var placesChildren: Bool { true }

    override var visibleChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The bar along the bottom, over the home indicator; the selected controller full
    /// screen, its safe area inset by the bar.
    override func hostChildren(safeArea: UIEdgeInsets) {
        let height = Self.barHeight(view.window?.layoutEnvironment)
        let bounds = view.bounds
        tabBar.frame = CGRect(
            x: 0, y: bounds.height - safeArea.bottom - height, width: bounds.width, height: height + safeArea.bottom)
        guard let selected = selectedViewController, selected.isViewLoaded, selected.view.superview === view else {
            return
        }
        var insets = safeArea
        insets.bottom += height
        selected.host(frame: bounds, safeArea: insets)
    }

    static func barHeight(_ environment: Environment?) -> CGFloat {
        var environment = environment ?? Environment(device: .default, iosVersion: LayoutCycle.iosVersion)
        environment.hasTabBar = true
        return CGFloat(environment.tabBarHeight)
    }
}
