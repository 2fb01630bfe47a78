/// UIKit's `UIGestureRecognizer`, inert: there are no touches on Linux, so its targets and
/// actions are stored and never sent, and its state stays `.possible`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The targets and actions, in the order they were added (Plumb's, for tests: UIKit
    /// does not list them).
    @_spi(Plumb) public private(set) var targetActions: [(target: AnyObject, action: Selector)] = []
    open var state = State.possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var name: String?
    public internal(set) weak var view: UIView?

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append((target as AnyObject, action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === target as AnyObject) && (action == nil || entry.action == action)
        }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Where the touch is: no touch ever arrives, so the view's origin.
    open func location(in view: UIView?) -> CGPoint { .zero }

    open var numberOfTouches: Int { 0 }
}

/// UIKit's `UIGestureRecognizerDelegate`, with its methods optional as in UIKit (default
/// answers are UIKit's).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
