import Cassowary

/// The result of a layout, as plain data keyed by view id: every view's frame in root and in
/// superview coordinates, the conflicts met while activating constraints, and the views whose
/// frames are not unique. What the views draw is a separate value (`LayoutEngine.drawing(of:)`).
public struct Layout: Sendable {
    public struct Entry: Sendable, Equatable {
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
        /// The view's own `isHidden` (a hidden view is laid out; it and its subviews are not drawn).
        public let isHidden: Bool
        /// Whether the view's frame comes from its autoresizing mask
        /// (`translatesAutoresizingMaskIntoConstraints`).
        public let translatesAutoresizingMask: Bool

        public init(
            name: String, frame: Rect, depth: Int, id: Int, parentID: Int?, kind: String, frameInSuperview: Rect,
            alignmentRect: Rect, isHidden: Bool = false, translatesAutoresizingMask: Bool = false
        ) {
            self.name = name
            self.frame = frame
            self.depth = depth
            self.id = id
            self.parentID = parentID
            self.kind = kind
            self.frameInSuperview = frameInSuperview
            self.alignmentRect = alignmentRect
            self.isHidden = isHidden
            self.translatesAutoresizingMask = translatesAutoresizingMask
        }
    }

    /// A required constraint that could not hold, and a minimal set it conflicts with (itself
    /// included), each shown as written.
    public struct Conflict: Sendable, Equatable {
        public let broken: String
        public let constraints: [String]
        /// The model constraint broken, by `constraintID` (nil for the engine's own, such as
        /// the device's size).
        public let brokenConstraintID: Int?
        /// The items the broken constraint relates, by `itemID` (first, then second).
        public let brokenItemIDs: [Int]
        /// Each of `constraints` as the model's `constraintID`, in the same order; nil for the
        /// engine's own (margins, guides, the device's size, intrinsic sizes). A layer that
        /// prints the set in its own words (UIKit's console, with the team's classes) finds
        /// its constraints by these.
        public let constraintIDs: [Int?]

        public init(
            broken: String, constraints: [String], brokenConstraintID: Int? = nil, brokenItemIDs: [Int] = [],
            constraintIDs: [Int?]? = nil
        ) {
            self.broken = broken
            self.constraints = constraints
            self.brokenConstraintID = brokenConstraintID
            self.brokenItemIDs = brokenItemIDs
            self.constraintIDs = constraintIDs ?? Array(repeating: nil, count: constraints.count)
        }

        /// What is reported: two layouts of models built alike (a fresh engine and a live one,
        /// the same file read twice) agree though their ids differ.
        public static func == (a: Conflict, b: Conflict) -> Bool {
            a.broken == b.broken && a.constraints == b.constraints
        }
    }

    /// Something in the model the engine could not lay out as given: shown with the frames,
    /// never dropped in silence. Each names what it is about as written and by id; the reason
    /// is the engine's or solver's error in words (the errors themselves hold live objects).
    public enum Diagnostic: Sendable, Equatable, CustomStringConvertible {
        /// A model constraint that could not be turned into a solver constraint (left out).
        case untranslatable(constraint: String, constraintID: Int, reason: String)
        /// A solver constraint the solver refused for a reason other than a conflict (the
        /// model constraint's id when it has one).
        case rejected(constraint: String, constraintID: Int?, reason: String)
        /// A view that cannot measure its content (laid out without an intrinsic size there).
        case unmeasured(view: String, viewID: Int, reason: String)

        public var description: String {
            switch self {
            case let .untranslatable(constraint, _, reason): "left out \(constraint): \(reason)"
            case let .rejected(constraint, _, reason): "rejected \(constraint): \(reason)"
            case let .unmeasured(view, _, reason): "cannot measure \(view): \(reason)"
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

    /// A layout as data (tools and tests make one without an engine; the renderer draws it).
    public init(
        environment: Environment, entries: [Entry], conflicts: [Conflict] = [], ambiguous: [Ambiguity] = [],
        diagnostics: [Diagnostic] = []
    ) {
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
        var lines = [
            "\(environment) \(formatPoints(environment.size.width))x\(formatPoints(environment.size.height)) @\(formatPoints(environment.scale))x"
        ]
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
