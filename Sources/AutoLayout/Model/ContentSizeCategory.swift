/// UIKit's preferred content size categories (Dynamic Type), smallest first; `large` is the
/// default. Command lines spell them `xs` … `xxxl`, `ax1` … `ax5`, or by UIKit's names
/// (`accessibilityExtraExtraExtraLarge`).
public enum ContentSizeCategory: Int, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The short name: `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5`.
    public var shortName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][rawValue]
    }

    /// UIKit's name (`UIContentSizeCategory`'s case): `extraSmall` … `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String { "\(self)" }

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// A short name or UIKit's name, case-insensitively; nil for anything else.
    public init?(name: String) {
        let key = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.shortName == key || $0.uikitName.lowercased() == key }) else {
            return nil
        }
        self = match
    }
}
