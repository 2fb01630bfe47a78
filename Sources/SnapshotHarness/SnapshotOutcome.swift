/// What happened to one variant in a run.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The rendering matched its reference.
    case matched
    /// The reference was written (mode all, a missing one, or a failed one in mode failed).
    case recorded
    /// It differs from its reference, or has none and the mode did not allow writing one.
    case failed(SnapshotFailure)
    /// It could not be rendered or its files could not be read or written.
    case error(SnapshotError)

    /// An outcome without its details, as `results.json` keeps it (by its raw value).
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case matched, recorded, failed, error

        /// Whether it counts against the run.
        public var isFailure: Bool { self == .failed || self == .error }
    }

    public var kind: Kind {
        switch self {
        case .matched: .matched
        case .recorded: .recorded
        case .failed: .failed
        case .error: .error
        }
    }
}
