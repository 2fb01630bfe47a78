import SceneModel

/// One constraint of UIKit's list, as printed:
/// `<Class:0xADDR [h=ABC v=ABC ]['identifier' ]BODY[   (INFO)]>`.
public struct LogEntry: Sendable {
    /// The 1-based line of the paste it was read from.
    public var line: Int
    /// The entry between `<` and `>`, unescaped.
    public var text: String
    public var className: String = ""
    public var address: String = ""
    /// SnapKit's `@File.swift#55`.
    public var source: String?
    /// An autoresizing constraint's flags, `h=--&` and `v=--&`.
    public var horizontalFlags: String?
    public var verticalFlags: String?
    /// `UISV-hiding`, `UIView-Encapsulated-Layout-Height`, IB's and users' identifiers.
    public var identifier: String?
    public var body: LogBody?
    /// What `names:` (or `Names:`) resolves: `|` and accessibility identifiers.
    public var names: [String: LogItem] = [:]
    /// iOS 10+ prints `(active)`.
    public var isActive = false
    /// Why the body could not be read; the entry is kept, marked unparsed.
    public var problem: String?

    public var isAutoresizing: Bool { horizontalFlags != nil || verticalFlags != nil }
}

/// A constraint's body: an equation or UIKit's visual-format shorthand.
public enum LogBody: Sendable, Equatable {
    /// `first REL multiplier × second + constant`; no second item for a constant size.
    case equation(first: LogAnchor, relation: LogRelation, multiplier: Double, second: LogAnchor?, constant: Double)
    /// `H:|-(16)-[A]`, `V:[A(56)]`, `V:[A]-(8)-[B]`.
    case visualFormat(LogVisualFormat)
}

public enum LogRelation: String, Sendable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="
}

/// `Item.attribute`; the attribute as printed (`leading`, `height`, `midX`, `centerYWithinMargins`).
public struct LogAnchor: Sendable, Equatable {
    public var item: LogItem
    public var attribute: String
}

/// UIKit's visual-format body: an axis, the elements in order, and `(LTR)`/`(RTL)` when printed.
public struct LogVisualFormat: Sendable, Equatable {
    public enum Element: Sendable, Equatable {
        /// `|`: the superview's edge.
        case superview
        /// `[Item]` or `[Item(304)]`.
        case item(LogItem, size: Double?)
        /// `-(8)-` (a number), `-(NSSpace(8))-` (system spacing, its value), `-` (standard).
        case gap(Double?, isSystemSpacing: Bool)
    }

    public var isVertical: Bool
    public var elements: [Element]
    public var direction: String?
}
