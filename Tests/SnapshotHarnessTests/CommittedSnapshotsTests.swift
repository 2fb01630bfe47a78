import Foundation
import Testing

@testable import SnapshotHarness

/// The committed references (`Snapshots/`) against what the code renders now.
@Suite struct CommittedSnapshotsTests {
    /// The package root, from this file's place in it (SwiftPM may run tests from elsewhere).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func committedMatrixVerifies() throws {
        let runner = SnapshotRunner(
            variants: SnapshotMatrix.variants(),
            snapshotsDirectory: Self.packageRoot + "/Snapshots",
            artifactsDirectory: Self.packageRoot + "/" + SnapshotRunner.defaultArtifactsDirectory)
        let summary = try runner.verify()
        #expect(summary.entries.count == 336) // 28 recipes and states × 12 variants
        #expect(summary.passed, "\(summary)")
    }

    /// The traits suite: every recipe on iphone-15 at AX5 in dark mode (issue 20).
    @Test func committedTraitsSuiteVerifies() throws {
        let runner = SnapshotRunner(
            variants: SnapshotMatrix.traitVariants(),
            snapshotsDirectory: Self.packageRoot + "/Snapshots",
            artifactsDirectory: Self.packageRoot + "/" + SnapshotRunner.defaultArtifactsDirectory + "/traits")
        let summary = try runner.verify()
        #expect(summary.entries.count == 28)
        #expect(summary.entries.allSatisfy { $0.variant.stem.hasSuffix("/iphone-15-portrait-ltr-ax5-dark") })
        #expect(summary.passed, "\(summary)")
    }
}
