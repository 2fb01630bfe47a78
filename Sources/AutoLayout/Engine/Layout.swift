import Cassowary

/// The result of a layout: every view's frame in root coordinates, the conflicts met while
/// activating constraints, and the views whose frames are not unique.
public struct Layout: Sendable {
    public struct Entry: Sendable {
        public let view: View
        public let name: String
        /// The frame in the root's coordinates.
        public let frame: Rect
        /// Depth below the root (the root is 0).
        public let depth: Int
        /// The view's `itemID`, and its superview's (nil for the root).
        public let id: Int
        public let parentID: Int?
        /// The view's type (`View`, `Label`, `StackView`…), for tools that show the tree.
        public let kind: String
        /// The frame in the superview's coordinates, as UIKit's `frame`: from the superview's
        /// bounds origin, which a scroll view moves with its content (UIKit's `contentOffset`).
        public let frameInSuperview: Rect
        /// The rectangle constraints act on, in the root's coordinates (the frame less the
        /// view's `alignmentRectInsets`).
        public let alignmentRect: Rect
    }

    /// A required constraint that could not hold, and a minimal set it conflicts with (itself
    /// included), each shown as written.
    public struct Conflict: Sendable, Equatable {
        public let broken: String
        public let constraints: [String]
        /// The model constraint broken (nil once it is gone, or for the engine's own).
        public internal(set) weak var brokenConstraint: LayoutConstraint?
        /// The solver's constraints behind `broken` and `constraints` (same order), kept for
        /// what-if questions: what breaking another member instead would have given.
        let brokenSolverConstraint: Constraint?
        let members: [Constraint]

        init(broken: String, constraints: [String], brokenConstraint: LayoutConstraint?,
             brokenSolverConstraint: Constraint? = nil, members: [Constraint] = [])
        {
            self.broken = broken
            self.constraints = constraints
            self.brokenConstraint = brokenConstraint
            self.brokenSolverConstraint = brokenSolverConstraint
            self.members = members
        }

        public static func == (a: Conflict, b: Conflict) -> Bool {
            a.broken == b.broken && a.constraints == b.constraints
        }
    }

    /// Something in the model the engine could not lay out as given: shown with the frames,
    /// never dropped in silence.
    public enum Diagnostic: Sendable, Equatable, CustomStringConvertible {
        /// A model constraint that could not be turned into a solver constraint (left out).
        case untranslatable(constraint: String, reason: LayoutError)
        /// A solver constraint the solver refused for a reason other than a conflict.
        case rejected(constraint: String, reason: SolverError)
        /// A view that cannot measure its content (laid out without an intrinsic size there).
        case unmeasured(view: String, reason: String)

        public var description: String {
            switch self {
            case let .untranslatable(constraint, reason): "left out \(constraint): \(reason)"
            case let .rejected(constraint, reason): "rejected \(constraint): \(reason)"
            case let .unmeasured(view, reason): "cannot measure \(view): \(reason)"
            }
        }
    }

    /// A view some of whose frame values differ between optimal layouts.
    public struct Ambiguity: Sendable, Equatable {
        public let view: String
        /// Among "x", "y", "width", "height".
        public let attributes: [String]
        /// The view's `itemID` (nil for one made by hand): what findings name it by.
        public let itemID: Int?

        init(view: String, attributes: [String], itemID: Int? = nil) {
            self.view = view
            self.attributes = attributes
            self.itemID = itemID
        }

        /// What is reported, as `Conflict`'s: two layouts of models built alike (a fresh
        /// engine and a live one, the same file read twice) agree though their ids differ.
        public static func == (a: Ambiguity, b: Ambiguity) -> Bool {
            a.view == b.view && a.attributes == b.attributes
        }
    }

    public let environment: Environment
    /// The root first, then every view depth first in subview order.
    public let entries: [Entry]
    public let conflicts: [Conflict]
    public let ambiguous: [Ambiguity]
    public let diagnostics: [Diagnostic]

    init(environment: Environment, entries: [Entry], conflicts: [Conflict], ambiguous: [Ambiguity],
         diagnostics: [Diagnostic] = [])
    {
        self.environment = environment
        self.entries = entries
        self.conflicts = conflicts
        self.ambiguous = ambiguous
        self.diagnostics = diagnostics
    }

    public func frame(of name: String) -> Rect? {
        entries.first { $0.name.lowercased() == name.lowercased() }?.frame
    }

    /// The entry of the view with this `itemID`.
    public func entry(id: Int) -> Entry? {
        entries.first { $0.id == id }
    }

    /// The tree with frames, conflicts and ambiguity as stable text.
    public var dump: String {
        var lines = ["\(environment) \(formatPoints(environment.size.width))x\(formatPoints(environment.size.height)) @\(formatPoints(environment.scale))x"]
        for entry in entries {
            lines.append(String(repeating: "|   ", count: entry.depth) + "\(entry.name) \(entry.frame)")
        }
        for conflict in conflicts {
            lines.append("conflict: broke \(conflict.broken)")
            for constraint in conflict.constraints { lines.append("    \(constraint)") }
        }
        for ambiguity in ambiguous {
            lines.append("ambiguous: \(ambiguity.view) (\(ambiguity.attributes.joined(separator: ", ")))")
        }
        for diagnostic in diagnostics { lines.append("diagnostic: \(diagnostic)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
