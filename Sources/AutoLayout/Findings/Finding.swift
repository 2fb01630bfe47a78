/// One thing Plumb reports about a scene, a layout or a log: what the engine met (conflicts,
/// ambiguity, constraints it could not take), what a reader approximated, what lint flags and
/// what the console-log analysis hints at. One value for all of them, so each output (UIKit's
/// console text, `file:line:` lines, JSON) is one renderer, and views and constraints are
/// named by id, never by a display name two views may share.
public struct Finding: Sendable, Equatable, Codable {
    /// How much a finding matters: lint and the console print it as Xcode does.
    public enum Severity: String, Sendable, Equatable, Codable {
        case error, warning, note
    }

    /// What kind of finding this is; stable across releases (tools filter on it).
    public var code: FindingCode
    public var severity: Severity
    /// The `itemID`s of the views (or guides) it is about, most relevant first.
    public var items: [Int]
    /// The `constraintID`s of the model constraints it is about, most relevant first.
    public var constraints: [Int]
    /// Where in a file it comes from, when it comes from a file.
    public var location: FileLocation?
    /// The finding's own values, as written (names and constraints as the user wrote them).
    public var payload: FindingPayload

    public init(
        code: FindingCode, severity: Severity = .warning, items: [Int] = [], constraints: [Int] = [],
        location: FileLocation? = nil, payload: FindingPayload
    ) {
        self.code = code
        self.severity = severity
        self.items = items
        self.constraints = constraints
        self.location = location
        self.payload = payload
    }

    /// The same finding at `location` (a reader or lint knows the file the engine does not).
    public func located(_ location: FileLocation?) -> Finding {
        var copy = self
        copy.location = location
        return copy
    }
}
