/// One file a failing snapshot leaves under the artifacts directory, as
/// `<stem>-<suffix>`: the reference, the rendering, a diff.
public struct SnapshotArtifact: Equatable, Sendable {
    /// Its name in `results.json` and the report: `expected`, `actual`, `diff`, `composite`,
    /// `frames`, `debug`, `explanation`, or a strategy's own (`debug-image-actual`).
    public var key: String
    /// The end of the file's name, after `<stem>-`: `actual.png`, `frames.txt`.
    public var suffix: String
    public var contents: [UInt8]

    public init(key: String, suffix: String, contents: [UInt8]) {
        self.key = key
        self.suffix = suffix
        self.contents = contents
    }
}
