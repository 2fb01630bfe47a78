internal import AutoLayout

/// UIKit's `UILayoutPriority`: a `Float` from 1 to 1000, with UIKit's named levels and the
/// arithmetic code uses (`.required - 1`, `.defaultHigh + 1`). As in UIKit it is not a
/// literal: `UILayoutPriority(999)` is how code spells one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs + rhs }
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs - rhs }
}

extension UILayoutPriority {
    var model: Priority { Priority(Double(rawValue)) }
    init(model priority: Priority) { self.init(Float(priority.value)) }
}
