/// What `assertSnapshot` did when it did not fail.
public enum SnapshotResult: Equatable, Sendable {
    /// The rendering matched the reference.
    case matched
    /// A reference was written at this path (without extension); nothing was verified, so a
    /// CI job should run with `PLUMB_RECORD=never` to make a missing reference fail instead.
    case recorded(String)
}
