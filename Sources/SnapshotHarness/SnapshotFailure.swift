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
    /// `plumb explain`'s report, when the layout has conflicts or ambiguity.
    public let explanation: String?

    public init(name: String, reference: String, reasons: [String], frameDiff: FrameDiff,
                artifacts: SnapshotArtifacts.Files?, explanation: String? = nil)
    {
        self.name = name
        self.reference = reference
        self.reasons = reasons
        self.frameDiff = frameDiff
        self.artifacts = artifacts
        self.explanation = explanation
    }

    public var description: String {
        var lines = ["\(name): " + reasons.joined(separator: "; ")]
        lines += frameDiff.lines.map { "    " + $0 }
        if let artifacts { lines.append("    see \(artifacts.primary)") }
        if let debug = artifacts?.debug {
            lines.append("    conflicts or ambiguity: \(SnapshotFiles.join(artifacts?.directory ?? "", debug))")
        }
        return lines.joined(separator: "\n")
    }
}
