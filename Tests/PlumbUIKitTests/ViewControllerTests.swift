@_spi(Plumb) @_spi(Testing) import PlumbUIKit
import Testing

// View controllers hosted in a window on a Plumb device: the view full screen, its safe
// area the device's (the iPhone 17: 402 × 874, 62 above for the Dynamic Island and status
// bar, 34 below for the home indicator), and UIKit's order of lifecycle calls.

@Suite @MainActor
struct ViewControllerTests {
    /// Records every lifecycle call, and pins a content view to the safe area in
    /// `viewDidLoad`, as a screen's code does.
    final class RecordingController: UIViewController {
        var log: [String] = []
        let content = UIView()
        let marginContent = UIView()

        override func loadView() {
            log.append("loadView")
            super.loadView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
            for subview in [content, marginContent] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                marginContent.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                marginContent.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                marginContent.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 10),
                marginContent.heightAnchor.constraint(equalToConstant: 44),
            ])
        }

        var safeAreaChanges = 0
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() {
            log.append("viewDidLayoutSubviews \(view.bounds.width)x\(view.bounds.height)")
        }
        override func willMove(toParent parent: UIViewController?) { log.append("willMove \(parent != nil)") }
        override func didMove(toParent parent: UIViewController?) { log.append("didMove \(parent != nil)") }
    }

    @Test func viewIsLoadedLazilyOnce() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.log == ["loadView", "viewDidLoad"])
        // A plain controller's view is the main screen's size, the default device's.
        expectRect(UIViewController().view.frame, CGRect(x: 0, y: 0, width: 402, height: 874))
    }

    @Test func hostedOnIPhone17TheViewIsFullScreenWithTheDeviceSafeArea() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()

        expectFrame(window, 0, 0, 402, 874)
        expectFrame(controller.view, 0, 0, 402, 874)
        #expect(controller.view.window === window)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        expectRect(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 62, width: 402, height: 778))
        // Pinned to the safe area: 62 below the top, 874 − 62 − 34 = 778 high.
        expectFrame(controller.content, 0, 62, 402, 778)
        // A controller's view has the device's side margins (16 below 414 points of width)
        // and none above or below, measured from the safe area: 62 + 10.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        expectFrame(controller.marginContent, 16, 72, 370, 44)
        #expect(controller.safeAreaChanges == 1)
        #expect(UIApplication.shared.keyWindow === window)
    }

    /// Margins are measured from the safe area from iOS 11, when both came; a window laid out
    /// at iOS 9 gives a controller's view margins from its bounds, so its top margin is the
    /// screen's top, under the 20-point status bar of the iPhone SE, while its safe area (the
    /// top layout guide of the time) still ends below the bar.
    @Test(arguments: [(9, 0.0), (18, 20.0)])
    func marginsFollowTheSafeAreaFromIOS11(version: Int, marginTop: Double) throws {
        try PlumbIOSVersion.withVersion(version) {
            let window = try #require(UIWindow(device: "iphone-se", iosVersion: version))
            let controller = UIViewController()
            let box = SizedView(width: 10, height: 10)
            controller.view.addSubview(box)
            let guideBox = SizedView(width: 10, height: 10)
            controller.view.addSubview(guideBox)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
                box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                guideBox.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                guideBox.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            ])
            window.rootViewController = controller
            window.makeKeyAndVisible()
            expectFrame(box, 16, CGFloat(marginTop), 10, 10)
            expectFrame(guideBox, 0, 20, 10, 10)
        }
    }

    @Test func lifecycleRunsInUIKitsOrder() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(
            controller.log == [
                "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews 402.0x874.0", "viewDidAppear",
            ])

        // A later pass that lays the view out calls the layout pair again; one that does
        // not (nothing changed) does not.
        controller.log = []
        window.layoutIfNeeded()
        #expect(controller.log == [])
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews 402.0x874.0"])

        // Replacing the root controller: the old one disappears, the new one appears.
        controller.log = []
        let next = RecordingController()
        window.rootViewController = next
        #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(next.log.first == "loadView")
        #expect(next.log.contains("viewWillAppear") && next.log.last == "viewDidAppear")
        #expect(controller.view.superview == nil)
    }

    @Test func additionalSafeAreaInsetsAddToTheWindows() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let controller = RecordingController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 6, right: 7)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // 62 + 10 above, 34 + 6 below: 874 − 72 − 40 = 762 high; 402 − 5 − 7 = 390 wide.
        expectFrame(controller.content, 5, 72, 390, 762)
        controller.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        expectFrame(controller.content, 0, 62, 402, 778)
    }

    @Test func aWindowOfTheScreensSizeIsOnTheMainScreensDevice() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(UIScreen.main.scale == 3)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        expectFrame(controller.content, 0, 62, 402, 778)

        // A window given the screen's frame after it was made is on the screen too.
        let later = UIWindow()
        let third = RecordingController()
        later.rootViewController = third
        later.frame = UIScreen.main.bounds
        later.makeKeyAndVisible()
        expectFrame(third.content, 0, 62, 402, 778)

        // Any other size is a bare root: no safe area.
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let inner = RecordingController()
        small.rootViewController = inner
        small.makeKeyAndVisible()
        expectFrame(inner.view, 0, 0, 300, 400)
        expectFrame(inner.content, 0, 0, 300, 400)
    }

    @Test func anUnknownDeviceMakesNoWindow() {
        #expect(UIWindow(device: "iphone-1") == nil)
    }

    @Test func aCustomLoadViewIsTheView() throws {
        final class Custom: UIViewController {
            let root = UIView()
            override func loadView() { view = root }
        }
        let window = try #require(UIWindow(device: "iphone-8"))
        let controller = Custom()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view === controller.root)
        // The iPhone 8: 375 × 667, a 20-point status bar, no home indicator.
        expectFrame(controller.root, 0, 0, 375, 667)
        #expect(controller.root.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func childControllersFollowUIKitsContainmentCalls() {
        let parent = UIViewController()
        let child = RecordingController()
        parent.addChild(child)
        #expect(child.log == ["willMove true"])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.log = []

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["willMove false", "didMove false"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func storedValuesAreKept() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(controller.preferredContentSize == CGSize(width: 320, height: 200))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: Selector("done"))
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: controller, action: Selector("edit"))
        controller.navigationItem.rightBarButtonItem = done
        controller.navigationItem.leftBarButtonItems = [edit]
        controller.navigationItem.largeTitleDisplayMode = .never
        #expect(controller.navigationItem.rightBarButtonItems?.first === done)
        #expect(done.style == .done && done.action == Selector("done"))
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Edit")
        #expect(edit.target === controller)
        controller.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 3)
        #expect(controller.tabBarItem.tag == 3)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.overrideUserInterfaceStyle == .dark)
    }

    @Test func aConflictWithTheSafeAreaIsReportedInUIKitsWords() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let controller = UIViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let tall = content.heightAnchor.constraint(equalToConstant: 900)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor), tall,
        ])
        window.rootViewController = controller
        let issues = PlumbLayoutIssues.collect { window.makeKeyAndVisible() }
        guard case let .conflict(conflict) = issues.first else {
            Issue.record("expected a conflict, got \(issues)")
            return
        }
        #expect(conflict.brokenConstraint === tall)
        #expect(conflict.consoleText.contains("'UIViewSafeAreaLayoutGuide-top' UILayoutGuide:"))
        #expect(conflict.consoleText.contains(".top + 62   (active)>"))
        #expect(conflict.consoleText.contains("'UIView-Encapsulated-Layout-Height' UIWindow:"))
    }

    @Test func aCustomContainersChildGetsTheSafeAreaItOverlaps() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let container = UIViewController()
        let header = RecordingController()
        let footer = RecordingController()
        for child in [header, footer] {
            container.addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        // The header from the top to 300 (under the status bar), the footer from 300 down.
        NSLayoutConstraint.activate([
            header.view.leadingAnchor.constraint(equalTo: container.view.leadingAnchor),
            header.view.trailingAnchor.constraint(equalTo: container.view.trailingAnchor),
            header.view.topAnchor.constraint(equalTo: container.view.topAnchor),
            header.view.heightAnchor.constraint(equalToConstant: 300),
            footer.view.leadingAnchor.constraint(equalTo: container.view.leadingAnchor),
            footer.view.trailingAnchor.constraint(equalTo: container.view.trailingAnchor),
            footer.view.topAnchor.constraint(equalTo: header.view.bottomAnchor),
            footer.view.bottomAnchor.constraint(equalTo: container.view.bottomAnchor),
        ])
        window.rootViewController = container
        window.makeKeyAndVisible()
        #expect(header.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 0, right: 0))
        #expect(footer.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // Each child's content fills its safe area: 300 − 62 = 238; 874 − 300 − 34 = 540.
        expectFrame(header.content, 0, 62, 402, 238)
        expectFrame(footer.content, 0, 0, 402, 540)
        // The responder chain: a controller's view, its controller, the view it is in.
        #expect(header.view.next === header)
        #expect(header.next === container.view)
        #expect(header.log.contains("viewWillAppear"))
    }

    /// Tests run on the main actor one at a time, so switching the main screen and back
    /// inside one test is seen by no other.
    @Test func theMainScreenCanBeAnotherDevice() {
        #expect(!UIScreen.useMainDevice("iphone-1"))
        #expect(UIScreen.main.deviceID == "iphone-17")
        #expect(UIScreen.useMainDevice("ipad-air-11"))
        defer { UIScreen.useMainDevice("iphone-17") }
        #expect(UIScreen.main.bounds.size == CGSize(width: 820, height: 1180))
        #expect(UIScreen.main.scale == 2)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // An iPad without a home button: 24 above, 20 below; side margins 20.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        expectFrame(controller.marginContent, 20, 34, 780, 44)
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
    }
}
