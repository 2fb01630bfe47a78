/// Options for `LayoutConstraint.constraints(withVisualFormat:…)` (UIKit's
/// `NSLayoutConstraint.FormatOptions`): attributes to align every view by, and which way a
/// horizontal format runs.
///
/// The bits follow UIKit's layout — alignment bit n for the attribute whose UIKit raw value is
/// n, the direction in bits 16–17 — so raw values carried over from UIKit code mean the same.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The older name for last-baseline alignment.
    public static let alignAllBaseline = alignAllLastBaseline
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// The default (no bits, as in UIKit): leading to trailing, flipping with the direction.
    public static let directionLeadingToTrailing: FormatOptions = []
    /// Left and right attributes, in the order written.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Left and right attributes, the views running from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
}

extension FormatOptions {
    /// Each alignment option with the attribute it aligns, in bit order (which fixes the
    /// order of the alignment constraints).
    private static let alignments: [(option: FormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline),
    ]

    /// The attributes the options align every view by.
    var alignmentAttributes: [LayoutAttribute] {
        Self.alignments.filter { contains($0.option) }.map(\.attribute)
    }
}
