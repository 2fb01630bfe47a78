// The one wording of every finding: lint's lines, the console's "Plumb:" lines and the
// console-log hints all print this (the renderers add only their framing).

extension Finding {
    /// The finding in a sentence, without its location, severity or code.
    public var message: String {
        switch payload {
        case let .conflict(broken, members):
            "unsatisfiable: broke '\(broken)', which conflicts with "
                + members.filter { $0 != broken }.map { "'\($0)'" }.joined(separator: ", ")
        case let .ambiguous(view, attributes):
            "ambiguous layout: '\(view)' " + attributes.joined(separator: ", ")
        case let .untranslatable(constraint, reason):
            "left out \(constraint): \(reason)"
        case let .rejected(constraint, reason):
            "rejected \(constraint): \(reason)"
        case let .unmeasured(view, reason):
            "cannot measure \(view): \(reason)"
        case let .misplaced(view, stored, solved, notes):
            "misplaced view '\(view)': stored \(stored), solved \(solved) at the design size"
                + (notes.isEmpty ? "" : " (\(notes.map(\.text).joined(separator: "; ")))")
        case let .stale(views, stored, solved):
            "stale frames: \(views.count) views at the root (\(views.map { "'\($0)'" }.joined(separator: ", "))) are "
                + "where a \(formatPoints(stored.width))x\(formatPoints(stored.height)) canvas would put them, not this "
                + "\(formatPoints(solved.width))x\(formatPoints(solved.height)) one, and what is inside them agrees: "
                + "Xcode kept them when it re-saved the scene"
        case let .unsupported(message, text):
            text.isEmpty ? message : "\(message): '\(text)'"
        case let .logHint(_, hint):
            hint.text
        case let .custom(message):
            message
        case let .audit(measurement):
            measurement.text
        }
    }
}

extension MisplacedNote {
    var text: String {
        switch self {
        case .xcodeMarksMisplaced:
            "Xcode marks it misplaced too"
        case .xcodeMarksAmbiguous:
            "Xcode marks it ambiguous"
        case let .collapsesAcrossStack(horizontal):
            "zero \(horizontal ? "high" : "wide") at run time: only the stack's ambiguity suppression sizes it "
                + "across the stack; Xcode's canvas keeps it as stored"
        case let .placedByInset(top, rule):
            "placed by the canvas's \(top ? "top" : "bottom") inset: \(rule)"
        }
    }
}

extension LogHint {
    /// What to do about it, as `plumb explain --log` prints it after "Hint".
    public var text: String {
        switch self {
        case let .autoresizingMask(view, horizontal, vertical):
            "\(view) translates its autoresizing mask into constraints (h=\(horizontal) v=\(vertical)): if Auto Layout "
                + "should place it, set translatesAutoresizingMaskIntoConstraints = false"
        case let .encapsulatedLayout(_, identifier, axis, true):
            "the table or collection view sets the cell's \(axis) (\(identifier)); lower the priority of one "
                + "constraint of the cell's content on that axis to 999"
        case let .encapsulatedLayout(view, identifier, axis, false):
            "\(view)'s host sets its \(axis) (\(identifier)); lower the priority of one constraint inside it on that "
                + "axis to 999"
        case let .stackViewHiding(identifier):
            "a stack view is hiding an arranged subview (\(identifier)): lower the priority of a required size or "
                + "spacing inside it to 999"
        case .actionSheetWidth:
            "width == - 16 is UIKit's own action-sheet constraint (a known issue since iOS 12.2, openradar 49289931); "
                + "it is harmless"
        case let .zeroSize(view):
            "\(view) is required to be 0 wide or tall (a collapsed container?): what it holds cannot keep its own "
                + "sizes and margins"
        case .satisfiableAsPrinted:
            "the constraints as printed can all hold: the conflict needs something the log leaves out, usually an "
                + "intrinsic content size or a constraint UIKit did not print"
        }
    }
}
