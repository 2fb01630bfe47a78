import Foundation
@_spi(Plumb) @_spi(Testing) import PlumbUIKit
internal import Raster
import SnapshotTesting

/// How a view or view controller is put on screen and drawn for the image and text strategies,
/// following swift-snapshot-testing's own steps (its `prepareView` and `snapshotView`) with
/// Plumb's window in place of the simulator's:
///
/// 1. The size is the configuration's, else the controller's view's (a view's strategies pass
///    the view's own size, or `size:`); a view is put, at that size and at the origin, in the
///    view of a new controller.
/// 2. The traits are the configuration's, overridden by the assertion's `traits:`.
/// 3. A clear window of that size with the configuration's safe area and those traits
///    (`UIWindow(size:safeAreaInsets:traits:iosVersion:)`) hosts the controller as its root,
///    is shown (`viewWillAppear`, a layout pass, `viewDidAppear`), and laid out again.
///    As upstream does, a navigation controller's window loses the safe area's top (the
///    window is that much shorter) and a tab bar controller's its bottom (and its top too
///    when the selected tab is a navigation controller).
/// 4. A view still of zero width or height gets `sizeToFit()` and a layout pass.
/// 5. The view is drawn (`drawHierarchy`) at the traits' display scale, else the main
///    screen's; then the controller leaves the window (`viewWillDisappear`,
///    `viewDidDisappear`), and a view goes back to its frame and its place among its
///    superview's subviews (upstream leaves it in the controller's view).
///
/// Everything runs on the main actor; an assertion made off it hops there and waits.
@MainActor
enum SnapshotHost {
    /// What `prepare` set up, for drawing and for putting things back.
    struct Prepared {
        let window: UIWindow
        let view: UIView
        let viewController: UIViewController
        let initialFrame: CGRect
        let initialSuperview: UIView?
        let initialIndex: Int?

        @MainActor func dispose() {
            window.rootViewController = nil
            if view !== viewController.view {
                view.removeFromSuperview()
                if let initialSuperview, let initialIndex { initialSuperview.insertSubview(view, at: initialIndex) }
            }
            view.frame = initialFrame
        }
    }

    static func prepare(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, viewController: UIViewController,
        iosVersion: Int?
    ) -> Prepared {
        // Screen-sized bitmaps from the heap, not fresh mappings (Raster's `LargeBufferReuse`).
        LargeBufferReuse.enable()
        let initialFrame = view.frame
        let initialSuperview = view.superview
        let initialIndex = initialSuperview?.subviews.firstIndex { $0 === view }
        let size = config.size ?? viewController.view.frame.size
        view.frame = CGRect(origin: .zero, size: size)
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
        }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        var windowSize = size
        var safeArea = config.safeArea
        if viewController is UINavigationController {
            windowSize.height -= safeArea.top
            safeArea.top = 0
        } else if let tabs = viewController as? UITabBarController {
            windowSize.height -= safeArea.bottom
            safeArea.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                windowSize.height -= safeArea.top
                safeArea.top = 0
            }
        }
        let window = UIWindow(size: windowSize, safeAreaInsets: safeArea, traits: merged, iosVersion: iosVersion)
        // Upstream renders the view's layer alone, so what no view paints stays transparent;
        // Plumb's renderer would fill a window without a colour with `systemBackground`.
        window.backgroundColor = .clear
        SnapshotLayoutProblems.record(for: view) {
            window.rootViewController = viewController
            window.makeKeyAndVisible()
            viewController.view.setNeedsLayout()
            viewController.view.layoutIfNeeded()
            if view.frame.width == 0 || view.frame.height == 0 {
                view.sizeToFit()
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
        }
        return Prepared(
            window: window, view: view, viewController: viewController, initialFrame: initialFrame,
            initialSuperview: initialSuperview,
            initialIndex: initialIndex)
    }

    /// The view drawn as the configuration lays it out; an image of no pixels when its size is
    /// zero (the image diffing then says so, as upstream's does).
    static func image(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, viewController: UIViewController,
        iosVersion: Int?
    ) -> UIImage {
        withVersion(iosVersion) {
            let prepared = prepare(
                config: config, traits: traits, view: view, viewController: viewController, iosVersion: iosVersion)
            defer { prepared.dispose() }
            let size = view.bounds.size
            guard size.width > 0, size.height > 0 else { return UIImage.emptySnapshot }
            let renderer = UIGraphicsImageRenderer(size: size, format: UIGraphicsImageRendererFormat(for: traits))
            return renderer.image { _ in
                view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
            }
        }
    }

    /// Text made of the prepared tree (a recursive description, a controller hierarchy).
    static func text(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, viewController: UIViewController,
        iosVersion: Int?, describe: (Prepared) -> String
    ) -> String {
        withVersion(iosVersion) {
            let prepared = prepare(
                config: config, traits: traits, view: view, viewController: viewController, iosVersion: iosVersion)
            defer { prepared.dispose() }
            return describe(prepared)
        }
    }

    static func withVersion<T>(_ version: Int?, _ body: () -> T) -> T {
        guard let version else { return body() }
        return PlumbIOSVersion.withVersion(version, body)
    }

    /// Whether the caller runs on the main queue, which is the main actor's executor. Not
    /// `Thread.isMainThread`: once `dispatchMain()` has run (Swift Testing's entry point on
    /// Linux), another thread drains the main queue, and `@MainActor` tests run there.
    nonisolated static var isOnMainQueue: Bool {
        _ = markMainQueue
        return DispatchQueue.getSpecific(key: mainQueueKey) == 1
    }

    private nonisolated static let mainQueueKey = DispatchSpecificKey<UInt8>()
    private nonisolated static let markMainQueue: Void = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1)
    }()

    /// Runs `body` on the main actor: at once when already there, else queued there, the
    /// assertion waiting for the result (swift-snapshot-testing waits on an `Async`).
    nonisolated static func onMainActor<T: Sendable>(_ body: @escaping @MainActor () -> T) -> Async<T> {
        Async { callback in
            if isOnMainQueue {
                callback(MainActor.assumeIsolated { body() })
            } else {
                nonisolated(unsafe) let callback = callback
                DispatchQueue.main.async { callback(MainActor.assumeIsolated { body() }) }
            }
        }
    }

    /// Runs `body` on the main actor and returns its result, from any thread.
    nonisolated static func syncOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if isOnMainQueue { return MainActor.assumeIsolated { body() } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
    }
}

extension UIImage {
    /// An image with no pixels: what a view of zero size draws.
    static var emptySnapshot: UIImage { UIImage(imageLiteralResourceName: "") }
}
