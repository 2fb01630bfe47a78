/// A constraint's priority, 1…1000 as in UIKit. 1000 is required; every other value is one
/// level of a strictly ordered hierarchy: no amount of error at a level outweighs any error at
/// a higher one.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public var value: Double

    public init(_ value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    public var isRequired: Bool { value >= 1000 }
    /// Whether this is a priority the solver accepts: finite and within 1…1000.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        formatNumber(value)
    }
}
