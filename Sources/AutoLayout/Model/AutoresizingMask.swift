/// UIKit's `UIView.AutoresizingMask`: which margins and sizes stretch with the superview.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's log notation, e.g. `h=--& v=--&`: per axis the leading margin, the size and the
    /// trailing margin, `-` fixed and `&` flexible. With nothing flexible the far margin
    /// absorbs changes, so it prints as `&`.
    public var notation: String {
        func axis(_ low: AutoresizingMask, _ size: AutoresizingMask, _ high: AutoresizingMask) -> String {
            let none = !contains(low) && !contains(size) && !contains(high)
            return (contains(low) ? "&" : "-") + (contains(size) ? "&" : "-") + (contains(high) || none ? "&" : "-")
        }
        return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            + " v=" + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    }
}
