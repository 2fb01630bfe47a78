/// UIKit's storyboard object. PlumbUIKit does not build controllers from storyboards (the
/// `plumb` tool lays storyboards out itself), so every storyboard is one UIKit could not
/// find: instantiating from it reports the exception UIKit raises then and returns a plain
/// controller, so the code around it goes on. A controller made in code has no storyboard,
/// as on iOS.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        reportMissing()
        return nil
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        reportMissing()
        return UIViewController()
    }

    private func reportMissing() {
        PlumbLayoutIssues.report(
            .exception(
                .init(
                    name: "NSInvalidArgumentException",
                    reason:
                        "Could not find a storyboard named '\(name)' in bundle: PlumbUIKit does not read storyboards",
                    constraint: nil)))
    }
}

extension UIViewController {
    /// Nil: the controller was not made from a storyboard.
    public var storyboard: UIStoryboard? { nil }
}
