/// A kind of snapshot, as a value (swift-snapshot-testing's `Snapshotting` and `Diffing` in
/// one): what a variant is rendered to, how that is stored as a reference file, how a
/// rendering is compared with its reference, and what a failure leaves to look at. The
/// harness knows nothing of PNG or text beyond these values: a suite is scenes × matrix ×
/// strategies, and a new kind of snapshot is a new value (see `SnapshotStrategies`).
public struct SnapshotStrategy<Format>: Sendable {
    /// The name a suite's `strategies:` gives (`image`, `frames`, `debug-image`).
    public var name: String
    /// The reference file's extension, without the dot.
    public var pathExtension: String
    /// Put between the variant's name and the extension, for strategies that share an
    /// extension with another (`.debug`: `iphone-se-portrait-ltr.debug.png`); empty for the
    /// image and the frames, whose files are named as they always were.
    public var referenceSuffix: String
    /// The variant, laid out, to this strategy's format.
    public var render: @Sendable (SnapshotSubject) throws(SnapshotError) -> Format
    /// The format to the reference file's bytes, and back (the path is for messages).
    public var encode: @Sendable (Format) throws(SnapshotError) -> [UInt8]
    public var decode: @Sendable (_ bytes: [UInt8], _ path: String) throws(SnapshotError) -> Format
    /// Nil when `actual` matches `reference` (under the tolerance, for those that use one);
    /// else what differs.
    public var diff: @Sendable (_ reference: Format, _ actual: Format, _ tolerance: Tolerance) -> SnapshotDifference?
    /// The files a failure leaves, given the reference when there is a readable one.
    public var artifacts:
        @Sendable (_ reference: Format?, _ actual: Format, _ tolerance: Tolerance)
            throws(SnapshotError) -> [SnapshotArtifact]
    /// Every file suffix `artifacts` may write, so a variant that passes removes them all.
    public var artifactSuffixes: [String]

    public init(
        name: String, pathExtension: String, referenceSuffix: String = "",
        render: @escaping @Sendable (SnapshotSubject) throws(SnapshotError) -> Format,
        encode: @escaping @Sendable (Format) throws(SnapshotError) -> [UInt8],
        decode: @escaping @Sendable (_ bytes: [UInt8], _ path: String) throws(SnapshotError) -> Format,
        diff:
            @escaping @Sendable (_ reference: Format, _ actual: Format, _ tolerance: Tolerance) -> SnapshotDifference?,
        artifacts:
            @escaping @Sendable (_ reference: Format?, _ actual: Format, _ tolerance: Tolerance)
            throws(SnapshotError) -> [SnapshotArtifact],
        artifactSuffixes: [String]
    ) {
        self.name = name
        self.pathExtension = pathExtension
        self.referenceSuffix = referenceSuffix
        self.render = render
        self.encode = encode
        self.decode = decode
        self.diff = diff
        self.artifacts = artifacts
        self.artifactSuffixes = artifactSuffixes
    }

    /// The reference file for a reference path without extension.
    public func referencePath(_ reference: String) -> String {
        reference + referenceSuffix + "." + pathExtension
    }
}
