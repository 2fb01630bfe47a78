import AutoLayout

/// The debug drawing palette of SPEC §8, and the sizes overlays use (in points; every line
/// at least one point wide).
public enum DebugPalette {
    /// Satisfied constraints.
    public static let satisfied = Color(red: 0x00, green: 0x7A, blue: 0xFF)
    /// Optional constraints the solution does not meet (drawn dashed).
    public static let unsatisfied = Color(red: 0xFF, green: 0x95, blue: 0x00)
    /// The minimal conflicting set; the broken constraint is crossed out.
    public static let conflicting = Color(red: 0xFF, green: 0x3B, blue: 0x30)
    /// Ambiguous views and the ghosts of their alternative layouts.
    public static let ambiguous = Color(red: 0xAF, green: 0x52, blue: 0xDE)
    /// Every view's outline, so a view with no background of its own is seen (UIKit's
    /// `systemGray`).
    static let viewOutline = Color(red: 0x8E, green: 0x8E, blue: 0x93)
    /// View names and the legend's text.
    static let ink = Color(red: 0x3C, green: 0x3C, blue: 0x43)
    static let paper = Color(red: 255, green: 255, blue: 255, alpha: 217)
    /// Washes the screen so the overlay reads above the views' colours.
    static let veil = Color(red: 255, green: 255, blue: 255, alpha: 110)

    static let lineWidth = 1.5
    static let outlineWidth = 2.0
    static let viewOutlineWidth = 1.0
    static let ghostWidth = 1.0
    static let capLength = 8.0
    static let crossSize = 10.0
    static let dash = 4.0
    static let gap = 3.0
    static let captionSize = 10.0
}
