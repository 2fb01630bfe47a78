import Foundation
import Testing

@testable import AutoLayout
@testable import Cookbook
@testable import SnapshotHarness

/// Strategies as values: the check runs any list of them, each with its own files, reasons
/// and artifacts, and nothing in the harness names a format.
@Suite struct SnapshotStrategyTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "plumb-strategies-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    var variants: [SnapshotVariant] {
        Array(SnapshotMatrix.variants(of: [Cookbook.recipe(named: "Simple Single View")].compactMap { $0 }).prefix(2))
    }

    /// A strategy made in a test, to show a new kind of snapshot needs no new code path: the
    /// views' names, one a line, as `<variant>.names.txt`.
    static let names = SnapshotStrategy<String>(
        name: "names", pathExtension: "txt", referenceSuffix: ".names",
        render: { subject in subject.layout.entries.map(\.name).joined(separator: "\n") + "\n" },
        encode: { Array($0.utf8) },
        decode: { bytes, _ in String(decoding: bytes, as: UTF8.self) },
        diff: { reference, actual, _ in reference == actual ? nil : SnapshotDifference(summary: "names changed") },
        artifacts: { _, actual, _ in [SnapshotArtifact(key: "names", suffix: "names.txt", contents: Array(actual.utf8))]
        },
        artifactSuffixes: ["names.txt"])

    @Test func aStrategyMadeElsewhereRunsLikeTheStandardOnes() throws {
        let snapshots = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: snapshots);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        let runner = SnapshotRunner(
            variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts,
            strategies: SnapshotStrategies.standard + [AnySnapshotStrategy(Self.names)])
        #expect(try runner.record(mode: .all).recorded == 2)
        let stem = "\(snapshots)/\(variants[0].stem)"
        for ending in [".png", ".txt", ".names.txt"] { #expect(FileManager.default.fileExists(atPath: stem + ending)) }
        #expect(try String(contentsOfFile: stem + ".names.txt", encoding: .utf8).hasPrefix("Root\n"))
        #expect(try runner.verify().matched == 2)

        try "Someone Else\n".write(toFile: stem + ".names.txt", atomically: true, encoding: .utf8)
        let summary = try runner.verify()
        let failure = try #require(summary.failures.first)
        #expect(failure.causes == [.differs(strategy: "names", SnapshotDifference(summary: "names changed"))])
        #expect(failure.reasons == ["names changed"])
        #expect(failure.artifacts?.paths["names"] == "\(variants[0].stem)-names.txt")
        // The report and the JUnit file show a strategy's own files by their key.
        let html = try String(contentsOfFile: try #require(summary.report), encoding: .utf8)
        #expect(html.contains("<a href=\"\(variants[0].stem)-names.txt\">names</a>"))
        let junit = JUnitReport(results: try #require(summary.results), artifactsDirectory: artifacts).xml
        #expect(junit.contains("names: \(artifacts)/\(variants[0].stem)-names.txt"))
    }

    /// Reasons are values: which strategy found what, a missing reference, the layout's problems.
    @Test func reasonsAndOutcomesAreValues() throws {
        let snapshots = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: snapshots);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        let runner = SnapshotRunner(variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts)
        let missing = try runner.verify()
        #expect(missing.entries.map(\.outcome.kind) == [.failed, .failed])
        #expect(missing.failures.first?.causes == [.noReference(path: "\(snapshots)/\(variants[0].stem).png")])
        #expect(missing.results?.records.map(\.outcome) == [.failed, .failed])

        _ = try runner.record(mode: .all)
        try "tampered\n".write(toFile: "\(snapshots)/\(variants[1].stem).txt", atomically: true, encoding: .utf8)
        let summary = try runner.verify()
        #expect(summary.entries.map(\.outcome.kind) == [.matched, .failed])
        let causes = try #require(summary.failures.first?.causes)
        guard case let .differs(strategy, difference)? = causes.first else {
            Issue.record("expected a difference, got \(causes)")
            return
        }
        #expect(strategy == "frames" && difference.summary == "frames changed" && !difference.whatMoved.isEmpty)
        #expect(SnapshotOutcome.Kind.allCases.filter(\.isFailure) == [.failed, .error])
    }

    /// `missing` writes only the references that are not there and verifies the others, so
    /// adding a strategy to a suite records its files without rewriting the ones it has.
    @Test func missingModeWritesOnlyWhatIsMissing() throws {
        let snapshots = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: snapshots);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        _ = try SnapshotRunner(variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts)
            .record(mode: .all)
        let text = "\(snapshots)/\(variants[0].stem).txt"
        try "kept\n".write(toFile: text, atomically: true, encoding: .utf8)
        let runner = SnapshotRunner(
            variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts,
            strategies: SnapshotStrategies.standard + [AnySnapshotStrategy(Self.names)])
        let summary = try runner.record(mode: .missing)
        // The names are recorded for both; the first variant's tampered frames still fail, untouched.
        #expect(summary.recorded == 1 && summary.failures.map(\.reasons) == [["frames changed"]])
        #expect(try String(contentsOfFile: text, encoding: .utf8) == "kept\n")
        #expect(FileManager.default.fileExists(atPath: "\(snapshots)/\(variants[0].stem).names.txt"))
    }
}
