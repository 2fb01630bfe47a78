/// Objective-C's `Selector`, which Swift on Linux lacks: a method's name as a string. Code
/// that said `#selector(didTap)` on iOS says `Selector("didTap")` here (`plumb uikit rewrite`
/// and its build-tool plugin make that change; docs/uikit-rewrite.md); nothing ever sends it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { name }
}
