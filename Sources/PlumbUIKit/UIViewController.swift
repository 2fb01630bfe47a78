internal import AutoLayout

/// UIKit's `UIViewController`: it makes its view lazily (`loadView()`, then `viewDidLoad()`),
/// hears of its view's layout passes (`viewWillLayoutSubviews`/`viewDidLayoutSubviews`,
/// called by the layout cycle around the view's `layoutSubviews()`) and of its appearance
/// in a window, holds child controllers, and gives its view the safe area of the window and
/// the bars above it (UIViewController+Hosting.swift).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The margins this controller gave its view when it loaded it (the device's side
    /// margins, zero above and below); replaced by the hosting device's while the team's
    /// code has not changed them.
    var systemMargins: NSDirectionalEdgeInsets?
    /// Whether `viewWillAppear` was the last appearance call (so calls are not repeated).
    var appearanceState = AppearanceState.disappeared
    /// The traits last reported to `traitCollectionDidChange(_:)`.
    var reportedTraits: UITraitCollection?

    public let nibName: String?
    public let nibBundle: Bundle?

    /// The nib `loadView()` loads the view from (docs/uikit.md, "Nibs"): `nibName`'s, else one
    /// named after the class, else none and a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// There is no archive to decode on Linux: the controller starts as
    /// `init(nibName: nil, bundle: nil)` does.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The view

    /// Loaded on first use: `loadView()`, then `viewDidLoad()`, as in UIKit.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.extrasStorage?.controller = nil
            loadedView = newValue
            newValue?.extras.controller = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }
        let root = loadedView
        // A controller's view has the device's side margins and none above or below
        // (`systemMinimumLayoutMargins`); set now for the main screen, and again for the
        // hosting device if the team's code leaves them.
        let margins = Self.systemMargins(side: CGFloat(UIScreen.main.device.rootSideMargin))
        root?.directionalLayoutMargins = margins
        systemMargins = margins
        viewDidLoad()
    }

    /// Makes the view, as UIKit's does: from the nib named `nibName` (in `nibBundle`), or with
    /// none named, from one named after the class — without its "Controller" first
    /// (`ProfileView.xib` for `ProfileViewController`), then whole — loaded with the
    /// controller as its owner, whose `view` outlet gives the view; else a plain `UIView` the
    /// size of the main screen, resizing with its window. Overrides set `view` without calling
    /// `super`, as on iOS.
    open func loadView() {
        if let nib = nibToLoad() {
            _ = nib.instantiate(withOwner: self, options: nil)
            if loadedView == nil, case .data = nib.source {
                // UIKit's exception; the view is then a plain one (loadViewIfNeeded).
                PlumbLayoutIssues.report(
                    .exception(
                        .init(
                            name: "NSInternalInconsistencyException",
                            reason: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the "
                                + "\"\(nib.nibName ?? "")\" nib but the view outlet was not set.",
                            constraint: nil)))
            }
            return
        }
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// `nibName`'s nib (reported by `instantiate` when it is not found, as UIKit raises), else
    /// the first nib found named after the class.
    private func nibToLoad() -> UINib? {
        if let nibName { return UINib(nibName: nibName, bundle: nibBundle) }
        let name = String(describing: type(of: self))
        var names = [name]
        if name.hasSuffix("Controller"), name.count > "Controller".count {
            names.insert(String(name.dropLast("Controller".count)), at: 0)
        }
        for candidate in names {
            if case .data = NibLocator.find(candidate, in: nibBundle) {
                return UINib(nibName: candidate, bundle: nibBundle)
            }
        }
        return nil
    }

    /// The nib's `view` outlet of its File's Owner, which UIKit's controller takes by key.
    open override func connectNibOutlet(_ name: String, to object: Any) -> Bool {
        if name == "view", let root = object as? UIView {
            view = root
            return true
        }
        return super.connectNibOutlet(name, to: object)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in each layout pass that lays the view out, before its `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called in each layout pass that lays the view out, after its `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Called when the window or a container changes the view's safe area.
    open func viewSafeAreaInsetsDidChange() {}

    /// Declared for code written against UIKit; constraints reach the engine as they change.
    open func updateViewConstraints() {}

    // MARK: - Items and stored values

    /// Setting it sets the navigation item's title, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = title
        return item
    }()

    open var tabBarItem: UITabBarItem! {
        get {
            if storedTabBarItem == nil { storedTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return storedTabBarItem
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    open var preferredContentSize = CGSize.zero
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var definesPresentationContext = false
    open var hidesBottomBarWhenPushed = false
    open var edgesForExtendedLayout = UIRectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false

    /// Insets added to the safe area the controller's view gets from its window and bars.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { hostingWindow?.hostingChanged() } }
    }

    /// Light or dark for this controller's view and everything below it.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { hostingWindow?.updateTraits() } }
    }

    /// Its view's traits once loaded; before, those of the window of its parent, or a bare
    /// root's.
    open var traitCollection: UITraitCollection {
        if let view = loadedView { return view.traitCollection }
        if let parent { return parent.traitCollection }
        return UITraitCollection.bareRoot
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Status bar and toolbar (stored: Plumb draws no status bar content)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Shown by a navigation controller's toolbar while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    // MARK: - Presentation (UIViewController+Presentation.swift does the work)

    /// The controller this one presents, and the one presenting this one.
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open var isModalInPresentation = false

    // MARK: - Containment (UIViewController+Containment.swift does the work)

    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []

    /// Adds a child; calls its `willMove(toParent:)`. The caller adds its view and then calls
    /// `didMove(toParent:)`, as in UIKit.
    open func addChild(_ childController: UIViewController) { addChildController(childController) }

    /// Removes the controller from its parent; calls its `didMove(toParent: nil)`. The caller
    /// calls `willMove(toParent: nil)` first and removes the view, as in UIKit.
    open func removeFromParent() { removeFromParentController() }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    /// Called as each child is placed: containers (navigation, tab bar controllers) place
    /// their bars and visible child here (UIViewController+Hosting.swift).
    func hostChildren(safeArea: UIEdgeInsets) {}

    /// Whether `hostChildren(safeArea:)` places the children (navigation and tab bar
    /// controllers); a custom container's children get their safe area from their frames.
    var placesChildren: Bool { false }

    /// The children on screen: those whose views are in this controller's view.
    var visibleChildren: [UIViewController] {
        guard let view = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: view) ?? false }
    }

    static func systemMargins(side: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
}
