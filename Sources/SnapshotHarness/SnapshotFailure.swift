/// A variant or scene that did not match its reference, with everything needed to see why.
public struct SnapshotFailure: Equatable, Sendable, CustomStringConvertible {
    /// What failed: `Recipe [device-orientation-direction]`, or the name given to `assertSnapshot`.
    public let name: String
    /// The reference's path without extension (`…/<slug>/<variant>`).
    public let reference: String
    /// Why, one reason a line: missing reference, pixels, text.
    public let reasons: [String]
    /// What moved, from the text snapshots (empty when the frames are unchanged).
    public let frameDiff: FrameDiff
    /// The artifact files written for it (expected, actual, diff, composite PNGs, frames text).
    public let artifacts: SnapshotArtifacts.Files?

    public var description: String {
        var lines = ["\(name): " + reasons.joined(separator: "; ")]
        lines += frameDiff.lines.map { "    " + $0 }
        if let artifacts { lines.append("    see \(artifacts.primary)") }
        return lines.joined(separator: "\n")
    }
}
