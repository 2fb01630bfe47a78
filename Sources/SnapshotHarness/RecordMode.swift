import Foundation

/// When references are (re)written.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every reference, whatever is there.
    case all
    /// Write references that do not exist yet; verify the others.
    case missing
    /// Verify, and rewrite the references that fail.
    case failed
    /// Only verify; never write a reference.
    case never

    /// The environment variable that chooses the mode for `assertSnapshot` and `plumb snapshot record`.
    public static let environmentVariable = "PLUMB_RECORD"

    /// The mode `PLUMB_RECORD` asks for, or `missing` when it is unset or empty. An unknown
    /// value means `never`: a typo must not silently overwrite references.
    public static var fromEnvironment: RecordMode {
        do {
            return try environment() ?? .missing
        } catch {
            return .never
        }
    }

    /// The mode `PLUMB_RECORD` names; nil when it is unset or empty.
    public static func environment(_ variables: [String: String] = ProcessInfo.processInfo.environment)
        throws(SnapshotError) -> RecordMode?
    {
        guard let value = variables[environmentVariable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        return try RecordMode(parsing: value)
    }

    /// A mode by name, case-insensitively; "1"/"true"/"yes" mean all, "0"/"false"/"no" never.
    public init(parsing text: String) throws(SnapshotError) {
        switch text.lowercased() {
        case "1", "true", "yes": self = .all
        case "0", "false", "no": self = .never
        default:
            guard let mode = RecordMode(rawValue: text.lowercased()) else { throw .invalidRecordMode(text) }
            self = mode
        }
    }
}
