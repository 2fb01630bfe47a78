/// An object whose outlets a nib connects: the nib's owner (`instantiate(withOwner:)`), or a
/// view of the nib with outlets of its own. On iOS the nib sets each `@IBOutlet` by name through
/// the Objective-C runtime; Swift on Linux cannot set a stored property by name (the standard
/// library's field walk gives offsets but cannot tell a weak reference from a strong one), so
/// the class says how, in a `switch` over the names.
///
/// Every `UIResponder` conforms, answering false; Plumb's rewrite (`plumb uikit rewrite` and its
/// build plugin) overrides the two methods in each class with `@IBOutlet`s, inside the class so
/// that private and weak outlets are reached, and makes a class right under `NSObject` conform.
/// Written by hand, the override reads:
///
/// ```swift
/// override func connectNibOutlet(_ name: String, to object: Any) -> Bool {
///     switch (name, object) {
///     case ("containerView", let value as UIView): containerView = value
///     default: return super.connectNibOutlet(name, to: object)
///     }
///     return true
/// }
/// ```
@preconcurrency @MainActor
public protocol UINibOutletConnecting: AnyObject {
    /// Sets the outlet `name` to `object`; false when there is no such outlet (or `object` is
    /// not of its type), which the nib reports as UIKit's `NSUnknownKeyException`.
    func connectNibOutlet(_ name: String, to object: Any) -> Bool
    /// Appends `object` to the outlet collection `name`; false when there is none. By
    /// default there is none.
    func appendNibOutlet(_ name: String, object: Any) -> Bool
}

extension UINibOutletConnecting {
    public func appendNibOutlet(_ name: String, object: Any) -> Bool { false }
}
