// The UIKit names the fixture's view uses, as plain Swift, so the check builds in seconds; a
// team's package gets them from PlumbUIKit (`-module-alias UIKit=PlumbUIKit`).
public struct Selector: ExpressibleByStringLiteral, Equatable, Sendable {
    public let name: String

    public init(stringLiteral name: String) {
        self.name = name
    }
}

open class UIView {
    public init() {}

    /// PlumbUIKit's UIResponder answers false; the rewrite overrides it in a class with outlets.
    open func connectNibOutlet(_ name: String, to object: Any) -> Bool { false }
    open func appendNibOutlet(_ name: String, object: Any) -> Bool { false }
}

public final class UILabel: UIView {
    public var text: String?
}

public final class UIButton: UIView {
    public private(set) var actions: [Selector] = []

    public func addTarget(_ target: Any?, action: Selector) {
        actions.append(action)
    }
}
