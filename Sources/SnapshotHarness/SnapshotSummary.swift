import AutoLayout

/// What a run did: every variant's outcome, how long it took, and where the report is.
public struct SnapshotSummary: Sendable, CustomStringConvertible {
    public struct Entry: Sendable {
        public let variant: SnapshotVariant
        public let outcome: SnapshotOutcome
        /// How long the variant took (rendering, comparing, writing), wall time on its thread.
        public var seconds: Double = 0
    }

    public let mode: RecordMode
    /// In matrix order.
    public let entries: [Entry]
    public let seconds: Double
    /// The HTML report, when something failed.
    public internal(set) var report: String?
    /// The same as data (what `results.json` holds).
    public internal(set) var results: SnapshotResults?

    init(mode: RecordMode, entries: [Entry], seconds: Double, report: String?) {
        self.mode = mode
        self.entries = entries
        self.seconds = seconds
        self.report = report
    }

    public var matched: Int { entries.filter { $0.outcome == .matched }.count }
    public var recorded: Int { entries.filter { $0.outcome == .recorded }.count }
    public var failures: [SnapshotFailure] {
        entries.compactMap { if case let .failed(failure) = $0.outcome { return failure } else { return nil } }
    }
    public var errors: [(SnapshotVariant, SnapshotError)] {
        entries.compactMap { if case let .error(error) = $0.outcome { return ($0.variant, error) } else { return nil } }
    }
    /// Whether every variant matched or was recorded.
    public var passed: Bool { failures.isEmpty && errors.isEmpty }

    /// The failing variants, grouped by scene slug in matrix order.
    public var failingVariants: [(scene: String, variants: [String])] {
        var groups: [(scene: String, variants: [String])] = []
        for entry in entries {
            switch entry.outcome {
            case .matched, .recorded: continue
            case .failed, .error:
                if groups.last?.scene == entry.variant.scene.slug {
                    groups[groups.count - 1].variants.append(entry.variant.name)
                } else {
                    groups.append((entry.variant.scene.slug, [entry.variant.name]))
                }
            }
        }
        return groups
    }

    public var description: String {
        var counts = ["\(matched) matched"]
        if recorded > 0 { counts.append("\(recorded) recorded") }
        if !failures.isEmpty { counts.append("\(failures.count) failed") }
        if !errors.isEmpty { counts.append("\(errors.count) could not run") }
        let verb = mode == .never ? "verified" : "recorded (\(mode.rawValue))"
        var lines = [
            "\(verb) \(entries.count) snapshots in \(formatPoints((seconds * 100).rounded() / 100)) s: "
                + counts.joined(separator: ", ")
        ]
        if !passed {
            lines.append("failing:")
            for group in failingVariants { lines.append("  \(group.scene): \(group.variants.joined(separator: ", "))") }
            lines.append("")
            for failure in failures { lines.append(failure.description) }
            for (variant, error) in errors { lines.append("\(variant): \(error)") }
        }
        if let report { lines.append("report: \(report)") }
        return lines.joined(separator: "\n")
    }
}
