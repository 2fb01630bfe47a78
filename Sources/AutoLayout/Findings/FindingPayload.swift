/// A finding's own values, one case per kind of finding, so a renderer words it and a tool
/// reads it without cutting text out of a message. Views and constraints appear as written
/// (the ids are on `Finding`).
public enum FindingPayload: Sendable, Equatable, Codable {
    /// `broken` could not hold with `members` (a minimal set, `broken` among them).
    case conflict(broken: String, members: [String])
    /// Among "x", "y", "width", "height".
    case ambiguous(view: String, attributes: [String])
    case untranslatable(constraint: String, reason: String)
    case rejected(constraint: String, reason: String)
    case unmeasured(view: String, reason: String)
    /// Xcode's stored frame against the one solved at the design size, both relative to the
    /// superview, and what else is known about the view.
    case misplaced(view: String, stored: Rect, solved: Rect, notes: [MisplacedNote])
    /// The views at the root whose frames fit a canvas `stored` rather than the `solved` one
    /// (sizes in points), while what is inside them agrees.
    case stale(views: [String], stored: Size, solved: Size)
    /// What the reader says it approximated, and the element's text as written.
    case unsupported(message: String, text: String)
    /// A console-log hint about entry `entry` of the list (nil: about the list as a whole).
    case logHint(entry: Int?, hint: LogHint)
    /// A rule outside Plumb's own (a team's lint rule): its message as the rule words it.
    case custom(message: String)
    /// An accessibility audit rule's measurement (`plumb audit`).
    case audit(AuditMeasurement)
}

/// Why a misplaced view is worth a second look.
public enum MisplacedNote: Sendable, Equatable, Codable {
    case xcodeMarksMisplaced
    case xcodeMarksAmbiguous
    /// An arranged view with no size across its stack: UIKit collapses it to zero (high in
    /// a horizontal stack, wide in a vertical one) where Xcode's canvas keeps it as stored.
    case collapsesAcrossStack(horizontal: Bool)
    /// The edge is where the canvas's top or bottom inset put it, and the rule that made that
    /// inset (the bar inferred from a segue, Xcode's status bar of the era…) as documented.
    case placedByInset(top: Bool, rule: String)
}

/// The well-known causes behind UIKit's "Unable to simultaneously satisfy constraints"
/// (issue 19, "Hints"), with the values each is worded from.
public enum LogHint: Sendable, Equatable, Codable {
    case autoresizingMask(view: String, horizontal: String, vertical: String)
    /// `inCell`: the view is a cell's, sized by its table or collection view.
    case encapsulatedLayout(view: String, identifier: String, axis: String, inCell: Bool)
    case stackViewHiding(identifier: String)
    case actionSheetWidth
    case zeroSize(view: String)
    case satisfiableAsPrinted

    public var code: FindingCode {
        switch self {
        case .autoresizingMask: .autoresizingMask
        case .encapsulatedLayout: .encapsulatedLayout
        case .stackViewHiding: .stackViewHiding
        case .actionSheetWidth: .actionSheetWidth
        case .zeroSize: .zeroSize
        case .satisfiableAsPrinted: .satisfiableAsPrinted
        }
    }
}
