/// What UIKit's layout engine tells a developer while the app runs, as a value a test can
/// check: a conflict it settled by breaking a constraint, or a constraint it refused with an
/// exception. `PlumbLayoutIssues` prints each to standard error, or hands them to a test.
public enum PlumbLayoutIssue: Sendable, CustomStringConvertible {
    /// Required constraints that cannot all hold ("Unable to simultaneously satisfy
    /// constraints"): one was broken, and layout went on without it.
    case conflict(Conflict)
    /// What UIKit raises an exception for (a constraint between views in different trees, a
    /// leading edge against a left one…): the constraint is left inactive.
    case exception(Exception)
    /// A drawing call Plumb does not draw (a dash pattern, a shadow, a clip that is not a
    /// rectangle): the rest of the drawing is drawn without it.
    case drawing(Drawing)
    /// Attributed text Plumb sets otherwise than UIKit would (runs of several fonts,
    /// underlines, attachments…): the text is set as the issue says.
    case text(Text)
    /// A render that failed (an image view whose PNG cannot be decoded): `drawHierarchy`
    /// returns false and the picture is left as it was.
    case render(Render)
    /// A nib read otherwise than UIKit would load it (malformed XML, a class or attribute
    /// PlumbUIKit does not make, an outlet it cannot connect): the rest is loaded without it.
    case nib(Nib)

    public struct Conflict: Sendable {
        /// The team's constraint that was broken (nil when the engine's own was, such as the
        /// root's size).
        public let brokenConstraint: NSLayoutConstraint?
        /// The broken constraint, as reports write it.
        public let broken: String
        /// A minimal set of required constraints that cannot all hold, the broken one included.
        public let constraints: [String]
        /// The block UIKit's console prints for it.
        public let consoleText: String
        /// For each of `constraints`, where the team's code made it (`Module/File.swift:42`,
        /// with its `'identifier'` when it has one); nil for the engine's own constraints.
        public let sources: [String?]
    }

    /// An exception UIKit would raise: its class and reason, as UIKit's, and the constraint
    /// it is about (nil when it is about no constraint, such as a view added to itself).
    public struct Exception: Sendable {
        /// `NSInvalidArgumentException`, `NSGenericException` or
        /// `NSInternalInconsistencyException`, as UIKit raises for the same mistake.
        public let name: String
        public let reason: String
        public let constraint: NSLayoutConstraint?
    }

    public struct Drawing: Sendable {
        /// The view class whose `draw(_:)` made the call, or `UIGraphicsImageRenderer`.
        public let drawer: String
        /// The call, as written in Swift (`setLineDash(phase:lengths:)`).
        public let call: String
    }

    public struct Text: Sendable {
        /// The view class and property (`UILabel.attributedText`).
        public let view: String
        /// What is set otherwise, and how (`underlineStyle (not drawn)`).
        public let problem: String
    }

    public struct Render: Sendable {
        /// The renderer's error, naming the view and the file (`view 'UIImageView': …`).
        public let message: String
    }

    public struct Nib: Sendable {
        /// The nib's name, or `<data>` for one made from data.
        public let nib: String
        /// The xib's path (`<data>` for one made from data).
        public let file: String
        /// The line of the xib the problem is on, when it is on one.
        public let line: Int?
        /// What was not loaded, and what was done instead.
        public let message: String
    }

    public var description: String {
        switch self {
        case let .conflict(conflict): conflict.consoleText
        case let .exception(exception):
            "PlumbUIKit: UIKit raises \(exception.name) here (Plumb goes on without it): \(exception.reason)\n"
        case let .drawing(drawing):
            "PlumbUIKit: \(drawing.drawer) calls \(drawing.call), which Plumb does not draw (left out of the picture)\n"
        case let .text(text):
            "PlumbUIKit: \(text.view) has \(text.problem)\n"
        case let .render(render):
            "PlumbUIKit: the view cannot be drawn: \(render.message)\n"
        case let .nib(nib):
            "PlumbUIKit: nib '\(nib.nib)' (\(nib.file)\(nib.line.map { ":\($0)" } ?? "")): \(nib.message)\n"
        }
    }
}

/// Where layout issues go: to standard error, as UIKit's console, unless a test collects them.
@preconcurrency @MainActor
public enum PlumbLayoutIssues {
    private static var collectors: [[PlumbLayoutIssue]] = []

    /// Runs `body` and returns the issues it raised, in order, instead of printing them.
    public static func collect(_ body: () throws -> Void) rethrows -> [PlumbLayoutIssue] {
        collectors.append([])
        defer { collectors.removeLast() }
        try body()
        return collectors[collectors.count - 1]
    }

    static func report(_ issue: PlumbLayoutIssue) {
        if collectors.isEmpty {
            FileHandle.standardError.write(Data(issue.description.utf8))
        } else {
            collectors[collectors.count - 1].append(issue)
        }
    }
}
