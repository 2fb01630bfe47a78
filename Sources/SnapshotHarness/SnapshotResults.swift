import Foundation

/// A run's results as data: what `results.json` in the artifacts directory holds, so that
/// the HTML report and the JUnit file can be made again from shards' artifacts
/// (`plumb snapshot merge`) exactly as one run makes them.
public struct SnapshotResults: Codable, Equatable, Sendable {
    public struct Record: Codable, Equatable, Sendable {
        /// The variant's place in the whole suite, so merged shards come back in suite order.
        public var position: Int
        /// The scene's title and slug, and the variant's name (`iphone-8-portrait-ltr`).
        public var scene: String
        public var slug: String
        public var variant: String
        public var outcome: SnapshotOutcome.Kind
        public var reasons: [String] = []
        public var frameDiff: [String] = []
        /// Artifact files relative to the artifacts directory, by key (`SnapshotArtifact.key`).
        public var files: [String: String]?
        public var explanation: String?
        /// The failure's reference path without extension, or the error's message.
        public var reference: String?
        public var error: String?
        /// How long the variant took (absent in results written before it was kept).
        public var seconds: Double?
        /// The variant's value on each axis, for the report's filters (absent in results
        /// written before they were kept).
        public var axes: ReportAxes?

        public var isFailure: Bool { outcome.isFailure }
    }

    public static let fileName = "results.json"

    public var mode: String
    /// The run's (or the slowest shard's) time.
    public var seconds: Double
    public var tolerance: String
    public var records: [Record]

    public init(mode: String, seconds: Double, tolerance: String, records: [Record]) {
        self.mode = mode
        self.seconds = seconds
        self.tolerance = tolerance
        self.records = records
    }

    /// A summary's results; `positions` gives each entry's place in the whole suite.
    public init(_ summary: SnapshotSummary, tolerance: Tolerance, positions: [Int]? = nil) {
        mode = summary.mode.rawValue
        seconds = summary.seconds
        self.tolerance = tolerance.description
        records = summary.entries.enumerated().map { offset, entry in
            var record = Record(
                position: positions?[offset] ?? offset, scene: entry.variant.scene.title,
                slug: entry.variant.scene.slug, variant: entry.variant.name, outcome: entry.outcome.kind)
            record.seconds = entry.seconds
            record.axes = ReportAxes(entry.variant)
            switch entry.outcome {
            case .matched, .recorded: break
            case let .failed(failure):
                record.reasons = failure.reasons
                record.frameDiff = failure.frameDiff.lines
                record.explanation = failure.explanation
                record.reference = failure.reference
                record.files = failure.artifacts?.paths
            case let .error(error):
                record.error = error.description
            }
            return record
        }
    }

    public var matched: Int { count(.matched) }
    public var recorded: Int { count(.recorded) }
    public var failed: Int { count(.failed) }
    public var errors: Int { count(.error) }

    func count(_ outcome: SnapshotOutcome.Kind) -> Int { records.filter { $0.outcome == outcome }.count }

    /// The failures and errors as the HTML report shows them, in order, their files under
    /// `directory`.
    func problems(in directory: String) -> [SnapshotReport.Listed] {
        records.compactMap { record in
            let name = "\(record.scene) [\(record.variant)]"
            let problem: SnapshotReport.Problem
            switch record.outcome {
            case .matched, .recorded: return nil
            case .error: problem = .error(name: name, message: record.error ?? "could not run")
            case .failed:
                problem = .failed(
                    SnapshotFailure(
                        name: name, reference: record.reference ?? "", reasons: record.reasons,
                        frameDiff: FrameDiff(lines: record.frameDiff),
                        artifacts: record.files.map { SnapshotArtifacts.Files(directory: directory, paths: $0) },
                        explanation: record.explanation))
            }
            return SnapshotReport.Listed(
                problem: problem, scene: record.scene, variant: record.variant, axes: record.axes)
        }
    }

    /// Writes the HTML report again with the audit's findings (`snapshot verify --audit`, whose
    /// audit ends after the run wrote its report): written when a variant failed or a finding
    /// is new, removed otherwise. The report's path, or nil.
    public func writeReport(in directory: String, audit: ReportAudit?) throws(SnapshotError) -> String? {
        try SnapshotReport.write(self, audit: audit, in: directory)
    }

    /// Refuses results whose artifact paths leave their directory (absolute, or through
    /// `..`): merging copies those files, and a crafted results.json must not make it read or
    /// write outside the shards' and the output's directories.
    public func checkFiles(file: String) throws(SnapshotError) {
        for record in records {
            for path in record.files?.values.sorted() ?? [] {
                let components = path.split(separator: "/", omittingEmptySubsequences: false)
                guard !path.isEmpty, !path.hasPrefix("/"), !components.contains("..") else {
                    throw .invalidResults(path: file, reason: "artifact path '\(path)' leaves the artifacts directory")
                }
            }
        }
    }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain values cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func read(_ path: String) throws(SnapshotError) -> SnapshotResults {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path) }
        do {
            return try JSONDecoder().decode(SnapshotResults.self, from: data)
        } catch {
            throw .invalidResults(path: path, reason: "\(error)")
        }
    }
}
