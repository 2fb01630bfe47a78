@_spi(Plumb) import PlumbUIKit
import Testing

// Navigation and tab bar controllers on the iPhone 17 (402 × 874, safe area 62 above and
// 34 below): the visible child's view is full screen, under the bars, and its safe area is
// inset by them: the navigation bar is 54 high from iOS 26 and 44 before (IOSMetrics), the
// tab bar 49 above the home indicator.

@Suite @MainActor
struct NavigationTests {
    /// A screen with a strip pinned to the top of its safe area and one to the bottom.
    final class Screen: UIViewController {
        let top = UIView()
        let bottom = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for strip in [top, bottom] {
                strip.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(strip)
            }
            let safe = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                top.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                top.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                top.topAnchor.constraint(equalTo: safe.topAnchor),
                top.heightAnchor.constraint(equalToConstant: 10),
                bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bottom.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                bottom.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    /// The window showing the controller; the test keeps it (a window nobody holds goes away,
    /// as on iOS, where the scene delegate holds it).
    func host(_ controller: UIViewController, iosVersion: Int? = 26) throws -> UIWindow {
        let window = try #require(UIWindow(device: "iphone-17", iosVersion: iosVersion))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// The toolbar is hidden until asked for; shown, it stands above the home indicator (49
    /// from iOS 13, 44 before) and takes its height from the child's safe area, showing the
    /// top controller's items.
    @Test func aShownToolbarInsetsTheChildsSafeAreaFromBelow() throws {
        let screen = Screen()
        let save = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        screen.toolbarItems = [save]
        let navigation = UINavigationController(rootViewController: screen)
        let window = try host(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        expectFrame(screen.bottom, 0, 830, 402, 10)
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        // 874 - 34 - 49 = 791.
        expectFrame(navigation.toolbar, 0, 791, 402, 49)
        #expect(screen.view.safeAreaInsets.bottom == 83)
        expectFrame(screen.bottom, 0, 781, 402, 10)
        #expect(navigation.toolbar.items?.first === save)
        let old = try host(UINavigationController(rootViewController: Screen()), iosVersion: 12)
        defer { withExtendedLifetime(old) {} }
        let oldNavigation = try #require(old.rootViewController as? UINavigationController)
        oldNavigation.isToolbarHidden = false
        old.layoutIfNeeded()
        expectFrame(oldNavigation.toolbar, 0, 796, 402, 44)
    }

    @Test func aNavigationControllersChildStartsBelowTheBarOnIOS26() throws {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let window = try host(navigation)
        defer { withExtendedLifetime(window) {} }
        // 62 for the status bar, 54 for the bar.
        expectFrame(navigation.navigationBar, 0, 62, 402, 54)
        #expect(navigation.navigationBar.superview === navigation.view)
        expectFrame(screen.view, 0, 0, 402, 874)
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 116, left: 0, bottom: 34, right: 0))
        expectFrame(screen.top, 0, 116, 402, 10)
        expectFrame(screen.bottom, 0, 830, 402, 10)
        #expect(screen.navigationController === navigation)
        #expect(navigation.topViewController === screen)
    }

    @Test func beforeIOS26TheBarIs44High() throws {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let window = try host(navigation, iosVersion: 18)
        defer { withExtendedLifetime(window) {} }
        expectFrame(navigation.navigationBar, 0, 62, 402, 44)
        expectFrame(screen.top, 0, 106, 402, 10)
    }

    @Test func pushingShowsTheNewTopAtOnce() throws {
        let first = Screen()
        let navigation = UINavigationController(rootViewController: first)
        let window = try host(navigation)
        defer { withExtendedLifetime(window) {} }
        let second = Screen()
        navigation.pushViewController(second, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === second)
        #expect(second.parent === navigation)
        #expect(first.view.superview == nil)
        #expect(second.view.superview === navigation.view)
        window.layoutIfNeeded()
        expectFrame(second.top, 0, 116, 402, 10)

        #expect(navigation.popViewController(animated: true) === second)
        #expect(second.parent == nil)
        #expect(first.view.superview === navigation.view)
        navigation.navigationBar.prefersLargeTitles = true
        #expect(navigation.navigationBar.prefersLargeTitles)
    }

    @Test func aHiddenBarGivesItsHeightBack() throws {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let window = try host(navigation)
        defer { withExtendedLifetime(window) {} }
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        expectFrame(screen.top, 0, 62, 402, 10)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test func inLandscapeTheBarIs32HighAtTheTop() throws {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let window = try host(navigation)
        defer { withExtendedLifetime(window) {} }
        window.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        // No status bar in iPhone landscape; the compact-height bar is 32 high.
        expectFrame(navigation.navigationBar, 0, 0, 874, 32)
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 62, bottom: 21, right: 62))
        expectFrame(screen.top, 0, 32, 874, 10)
        // 402 high: the strip ends 21 above the bottom.
        expectFrame(screen.bottom, 0, 371, 874, 10)
    }

    @Test func aTabBarControllersChildEndsAboveTheBar() throws {
        let first = Screen()
        let second = Screen()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = try host(tabs)
        defer { withExtendedLifetime(window) {} }
        // The bar: 49 above the home indicator's 34, and over it: 874 − 83 = 791.
        expectFrame(tabs.tabBar, 0, 791, 402, 83)
        // The strip ends at 874 − 34 − 49 = 791.
        expectFrame(first.bottom, 0, 781, 402, 10)
        expectFrame(first.top, 0, 62, 402, 10)
        #expect(first.tabBarController === tabs)
        #expect(tabs.selectedViewController === first)

        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        #expect(first.view.superview == nil)
        expectFrame(second.bottom, 0, 781, 402, 10)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aNavigationControllerInATabHasBothBars() throws {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = try host(tabs)
        defer { withExtendedLifetime(window) {} }
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 116, left: 0, bottom: 83, right: 0))
        expectFrame(screen.top, 0, 116, 402, 10)
        expectFrame(screen.bottom, 0, 781, 402, 10)
    }

    @Test func appearanceIsForwardedToTheVisibleChild() throws {
        final class Appearing: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
            override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
        }
        let first = Appearing()
        let navigation = UINavigationController(rootViewController: first)
        let window = try host(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(first.calls == ["willAppear", "didAppear"])
        let second = Appearing()
        navigation.pushViewController(second, animated: false)
        #expect(first.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(second.calls == ["willAppear", "didAppear"])
    }
}
