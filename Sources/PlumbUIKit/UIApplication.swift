/// UIKit's `UIApplication`, minimal and inert: there is no app or run loop on Linux. It
/// keeps the windows made key (`keyWindow`, `windows`) and the idle-timer flag; scenes,
/// URLs and background tasks are not declared.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// UIKit's `UIApplication.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        case active = 0, inactive, background
    }

    public static let shared = UIApplication()

    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    /// Always `.active`: a layout on Linux runs as if in the foreground.
    open var applicationState: State { .active }
    /// The windows made key or visible, oldest first; held weakly.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    /// The window last made key.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
    private var windowRefs: [WeakWindow] = []

    func windowBecameKey(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        for other in windows where other !== window { other.resignKey() }
        windowRefs.append(WeakWindow(window: window))
    }

    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}
