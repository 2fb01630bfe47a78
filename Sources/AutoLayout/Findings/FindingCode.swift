/// A finding's stable code: printed by lint (`[conflict, Scene]`), written to JSON, and what a
/// tool filters on. The raw values are the contract; a constant's name may change, its raw
/// value may not. Open, not an enum: a team's own lint rule brings its own code
/// (`FindingCode(rawValue: "todo-label")`).
public struct FindingCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    // Written as its raw value: `"conflict"`, not `{"rawValue": "conflict"}`.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    // The engine's (`Layout.findings`).
    /// A required constraint that could not hold with others and was broken.
    public static let conflict = FindingCode(rawValue: "conflict")
    /// A view some of whose frame values differ between optimal layouts.
    public static let ambiguous = FindingCode(rawValue: "ambiguous")
    /// A model constraint that could not be turned into a solver constraint (left out).
    public static let untranslatable = FindingCode(rawValue: "untranslatable")
    /// A solver constraint refused for a reason other than a conflict.
    public static let rejected = FindingCode(rawValue: "rejected")
    /// A view that cannot measure its content (laid out without an intrinsic size).
    public static let unmeasured = FindingCode(rawValue: "unmeasured")

    // The readers' and lint's.
    /// A view whose frame Xcode stored differs from the one solved at the design size.
    public static let misplaced = FindingCode(rawValue: "misplaced")
    /// A scene whose views at the root were all laid out for another canvas (Xcode re-saved
    /// it without moving them): reported once, not as one misplaced view each.
    public static let stale = FindingCode(rawValue: "stale")
    /// Something a reader could not reproduce exactly and approximated.
    public static let unsupported = FindingCode(rawValue: "unsupported")

    // The console-log analysis's hints (SPEC §9).
    /// A view in the list translates its autoresizing mask into constraints.
    public static let autoresizingMask = FindingCode(rawValue: "autoresizing-mask")
    /// A host's `UIView-Encapsulated-Layout-*` size (a cell's, an input view's).
    public static let encapsulatedLayout = FindingCode(rawValue: "encapsulated-layout")
    /// A stack view's `UISV-hiding` or `UISV-spacing` constraint.
    public static let stackViewHiding = FindingCode(rawValue: "stack-view-hiding")
    /// UIKit's own action-sheet `width == - 16` (harmless).
    public static let actionSheetWidth = FindingCode(rawValue: "action-sheet-width")
    /// A view required to be 0 wide or tall.
    public static let zeroSize = FindingCode(rawValue: "zero-size")
    /// The printed list can all hold: the conflict needs something the log leaves out.
    public static let satisfiableAsPrinted = FindingCode(rawValue: "satisfiable-as-printed")

    // The accessibility audit's (`plumb audit`, docs/accessibility.md).
    /// A label whose text is cut with an ellipsis, or needs more lines than it allows.
    public static let textTruncated = FindingCode(rawValue: "text-truncated")
    /// An interactive view (button, text field, switch, text view) laid out 0 wide or high.
    public static let controlCollapsed = FindingCode(rawValue: "control-collapsed")
    /// An interactive view smaller than the target-size profile's minimum.
    public static let targetSize = FindingCode(rawValue: "target-size")
    /// Text whose contrast with what is under it is below WCAG's minimum.
    public static let contrastText = FindingCode(rawValue: "contrast-text")
}
