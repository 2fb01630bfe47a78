/// One `@IBOutlet` property the rewrite connects: what a nib sets by name on iOS through the
/// Objective-C runtime, and what the generated `connectNibOutlet`/`appendNibOutlet` override
/// sets on Linux.
struct NibOutlet: Equatable {
    /// The property as the code names it (backquotes kept: `` `default` ``).
    var property: String
    /// The name the nib's `<outlet property="…">` uses (backquotes dropped).
    var key: String
    /// The type a connected object must have: the declared type without its one `!` or `?`
    /// (`UIView` for `UIView!`), or a collection's element type (`UIButton` for `[UIButton]!`).
    var type: String
    /// An outlet collection (`[UIButton]!`): the nib appends to it, one object at a time.
    var isCollection: Bool
    /// Whether the declared type is optional (`!` or `?`): a collection that is appends to
    /// `(property ?? [])`, one that is not calls `append`.
    var isOptional: Bool

    /// The overrides (or, for a class right under `NSObject`, the methods) that set `outlets`,
    /// on one line. An object of another type, or a name the class does not have, goes to the
    /// superclass's method (UIResponder's answers false, which the nib reports as UIKit's
    /// `NSUnknownKeyException`). A class right under `NSObject` gets both methods, even one
    /// that sets nothing, so that its subclasses have a method to override.
    static func connectingMethods(_ outlets: [NibOutlet], access: String, overriding: Bool) -> String {
        let prefix = access + (overriding ? "override " : "")
        var methods: [String] = []
        for collection in [false, true] {
            let cases = outlets.filter { $0.isCollection == collection }.map { outlet in
                let assignment =
                    !collection
                    ? "\(outlet.property) = value"
                    : outlet.isOptional
                        ? "\(outlet.property) = (\(outlet.property) ?? []) + [value]"
                        : "\(outlet.property).append(value)"
                // A name's bytes need no escaping in a string; escaped all the same, so that the
                // literal can only end where it is meant to.
                let key = String(decoding: EditFinder.escaped(Array(outlet.key.utf8)), as: UTF8.self)
                return "case (\"\(key)\", let value as \(outlet.type)): " + assignment
            }
            if cases.isEmpty && overriding { continue }
            let signature =
                collection
                ? "func appendNibOutlet(_ name: String, object: Any) -> Bool"
                : "func connectNibOutlet(_ name: String, to object: Any) -> Bool"
            let fallback =
                !overriding
                ? "return false"
                : collection
                    ? "return super.appendNibOutlet(name, object: object)"
                    : "return super.connectNibOutlet(name, to: object)"
            methods.append(
                cases.isEmpty
                    ? prefix + signature + " { false }"
                    : prefix + signature + " { switch (name, object) { " + cases.joined(separator: " ")
                        + " default: " + fallback + " }; return true }")
        }
        return methods.joined(separator: "; ")
    }
}
