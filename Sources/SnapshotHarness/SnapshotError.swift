import Raster

/// Why the harness could not do what it was asked, or why a snapshot assertion failed.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// `--shard` is not `i/n` with 1 ≤ i ≤ n.
    case invalidShard(String)
    /// A tolerance that does not parse (see `Tolerance.init(parsing:)`).
    case invalidTolerance(String)
    /// A record mode other than all, missing, failed or never (from `--mode` or `PLUMB_RECORD`).
    case invalidRecordMode(String)
    case unknownRecipe(String)
    /// `--scene` names no scene of the suite (its config file).
    case unknownScene(String, suite: String)
    case unreadableFile(String)
    /// A `results.json` that is not one (merging shards' artifacts).
    case invalidResults(path: String, reason: String)
    case unwritableFile(String)
    /// A file could not be written: the path and why.
    case output(OutputError)
    /// The scene could not be loaded or the image not encoded: the underlying message.
    case renderingFailed(String)
    /// A reference file that does not decode: the decoder's message.
    case invalidReference(String)
    /// A suite names a strategy the harness does not have.
    case unknownStrategy(String)
    /// `assertSnapshot` found a difference: the failure says what and where the artifacts are.
    case mismatch(SnapshotFailure)

    public var description: String {
        switch self {
        case let .invalidShard(text): return "invalid shard '\(text)' (use i/n with 1 ≤ i ≤ n, e.g. 2/4)"
        case let .invalidTolerance(text):
            return "invalid tolerance '\(text)' (use e.g. delta=2,pixels=10 or delta=2,ratio=0.1%)"
        case let .invalidRecordMode(text): return "invalid record mode '\(text)' (use all, missing, failed or never)"
        case let .unknownRecipe(name): return "unknown recipe '\(name)' (see plumb recipes)"
        case let .unknownScene(name, suite):
            return "no scene of \(suite) is named '\(name)' (give a title, slug, path or glob)"
        case let .unreadableFile(path): return "\(path): cannot read the file"
        case let .invalidResults(path, reason):
            return "\(path): not the results of a plumb snapshot run (\(reason))"
        case let .unwritableFile(path): return "\(path): cannot write the file"
        case let .output(error): return error.description
        case let .renderingFailed(message): return message
        case let .invalidReference(message): return message
        case let .unknownStrategy(name):
            return "unknown snapshot strategy '\(name)' (use "
                + SnapshotStrategies.all.map(\.name).joined(separator: ", ") + ")"
        case let .mismatch(failure): return failure.description
        }
    }
}
