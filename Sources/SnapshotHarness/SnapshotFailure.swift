/// A variant or scene that did not match its reference, with everything needed to see why.
public struct SnapshotFailure: Equatable, Sendable, CustomStringConvertible {
    /// Why a snapshot failed, one per reason line.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// A reference file is not there (the first one missing is named).
        case noReference(path: String)
        /// A reference file could not be read or decoded.
        case unreadableReference(SnapshotError)
        /// A strategy found a difference.
        case differs(strategy: String, SnapshotDifference)
        /// The layout has conflicts or ambiguity and the run fails on them (`LayoutProblems`).
        case layoutProblems(String)
        /// A reason read back from a run's `results.json`, where reasons are kept as text.
        case reported(String)

        public var description: String {
            switch self {
            case let .noReference(path): return "no reference (\(path))"
            case let .unreadableReference(error): return error.description
            case let .differs(_, difference): return difference.summary
            case let .layoutProblems(summary): return summary
            case let .reported(text): return text
            }
        }
    }

    /// What failed: `Recipe [device-orientation-direction]`, or the name given to `assertSnapshot`.
    public let name: String
    /// The reference's path without extension (`…/<slug>/<variant>`).
    public let reference: String
    /// Why, in the strategies' order, then the layout's problems.
    public let causes: [Reason]
    /// What moved, from the text snapshots (empty when the frames are unchanged).
    public let frameDiff: FrameDiff
    /// The artifact files written for it (expected, actual, diff, composite PNGs, frames text).
    public let artifacts: SnapshotArtifacts.Files?
    /// `plumb explain`'s report, when the layout has conflicts or ambiguity.
    public let explanation: String?

    public init(
        name: String, reference: String, causes: [Reason], frameDiff: FrameDiff,
        artifacts: SnapshotArtifacts.Files?, explanation: String? = nil
    ) {
        self.name = name
        self.reference = reference
        self.causes = causes
        self.frameDiff = frameDiff
        self.artifacts = artifacts
        self.explanation = explanation
    }

    /// A failure whose reasons are text (read back from a run's results).
    public init(
        name: String, reference: String, reasons: [String], frameDiff: FrameDiff,
        artifacts: SnapshotArtifacts.Files?, explanation: String? = nil
    ) {
        self.init(
            name: name, reference: reference, causes: reasons.map(Reason.reported), frameDiff: frameDiff,
            artifacts: artifacts, explanation: explanation)
    }

    /// Why, one reason a line: missing reference, pixels, text.
    public var reasons: [String] { causes.map(\.description) }

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
