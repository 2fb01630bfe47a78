/// What a failing variant's inspector page is made from: the variant (to lay it out again
/// and diagnose it), why it failed, its committed frames reference, and the reference and
/// actual images. The harness knows no page format; `plumb snapshot verify --inspect` gives
/// the runner a function (`SnapshotRunner.inspector`) that turns this into HTML.
public struct SnapshotInspection: Sendable {
    public let variant: SnapshotVariant
    /// `Recipe [variant]`, as the report names it.
    public let name: String
    public let reasons: [String]
    /// The reference's path without extension.
    public let reference: String
    /// The committed frames text (`<reference>.txt`), nil when there is none.
    public let referenceFrames: String?
    /// The committed constraints text (`<reference>.constraints.txt`), when the suite records
    /// the `constraints` strategy and the file is there; nil otherwise.
    public let referenceConstraints: String?
    /// The PNG files' bytes: the reference's and the new rendering's (nil when the image
    /// strategy has no reference, or is not in the suite).
    public let expectedImage: [UInt8]?
    public let actualImage: [UInt8]?
}

/// Makes a failing variant's inspector page (an HTML file's bytes).
public typealias SnapshotInspector = @Sendable (SnapshotInspection) throws(SnapshotError) -> [UInt8]
