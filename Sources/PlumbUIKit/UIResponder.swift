/// UIKit's `UIResponder`: the root of the view classes. Events never arrive on Linux, so it
/// holds nothing yet; it is here so that `UIView`'s superclass chain and `override`s match
/// UIKit's.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Called by a nib on each view it made, in document order, once all of them have their
    /// values, constraints and outlets. UIKit declares it on `NSObject`; here it is on the root
    /// of every class a nib makes, so a subclass's `override` compiles.
    open func awakeFromNib() {}

    /// Sets the outlet `name` to `object` when a nib connects it: false here, for a class with
    /// no outlets (the nib reports UIKit's `NSUnknownKeyException`). Plumb's rewrite overrides
    /// it in every class with `@IBOutlet`s (docs/uikit-rewrite.md, "Outlets"); it is a class
    /// member, not a protocol extension's, so that a subclass's outlets and its superclass's
    /// both connect.
    open func connectNibOutlet(_ name: String, to object: Any) -> Bool { false }

    /// Appends `object` to the outlet collection `name`: false here, as above.
    open func appendNibOutlet(_ name: String, object: Any) -> Bool { false }
}

extension UIResponder: UINibOutletConnecting {}
