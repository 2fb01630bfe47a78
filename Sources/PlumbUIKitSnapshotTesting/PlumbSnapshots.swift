import Foundation
import Testing

/// Where Linux references go. swift-snapshot-testing keeps a test file's references in
/// `__Snapshots__/<TestFile>/` beside it; Linux renders (Plumb's fonts, Plumb's rasterizer) are
/// not Apple's, so the same test source keeps its Linux references in a sibling folder,
/// `__Snapshots__-linux/<TestFile>/<testName>.<n>.png`, and a Mac never reads them nor Linux
/// the Mac's. The root, first that is set:
///
/// 1. `snapshotDirectory:` of `verifySnapshot` (the whole directory, as upstream takes it);
/// 2. `PlumbSnapshots.$root` for the task (`.plumbSnapshots(root:)` on a suite or test);
/// 3. the `PLUMB_SNAPSHOTS` environment variable;
/// 4. `__Snapshots__-linux`.
///
/// A root that is an absolute path holds `<TestFile>/` itself; a relative one is a folder
/// name beside the test file (`PLUMB_SNAPSHOTS=__Snapshots__` shares Apple's folder).
public enum PlumbSnapshots {
    /// The folder beside a test file when nothing else is set.
    public static let defaultRoot = "__Snapshots__-linux"

    /// The root for the current task, over `PLUMB_SNAPSHOTS`.
    @TaskLocal public static var root: String?

    /// Whether a snapshot of a view or controller whose layout has a conflict or an
    /// ambiguity still passes (false: it fails with UIKit's log and Plumb's minimal set;
    /// `.plumbAllowsLayoutProblems` sets it for a suite or test).
    @TaskLocal public static var allowsLayoutProblems = false

    /// The directory a test file's references are in.
    public static func directory(
        forTestFile filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        let name = file.deletingPathExtension().lastPathComponent
        let chosen = root ?? environment["PLUMB_SNAPSHOTS"].flatMap { $0.isEmpty ? nil : $0 }
        let base: URL
        if let chosen, chosen.hasPrefix("/") {
            base = URL(fileURLWithPath: chosen, isDirectory: true)
        } else {
            base = file.deletingLastPathComponent().appendingPathComponent(chosen ?? defaultRoot, isDirectory: true)
        }
        return base.appendingPathComponent(name, isDirectory: true).path
    }
}

/// `.plumbSnapshots(root:)`: the suite's or test's references under `root` (Swift Testing).
public struct PlumbSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    public let root: String
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await PlumbSnapshots.$root.withValue(root) { try await function() }
    }
}

extension Trait where Self == PlumbSnapshotsTrait {
    /// References of the suite or test under `root` (see `PlumbSnapshots`).
    public static func plumbSnapshots(root: String) -> Self { PlumbSnapshotsTrait(root: root) }
}

/// `.plumbAllowsLayoutProblems`: snapshots of the suite or test pass whatever their layout's
/// conflicts or ambiguities (they are still printed to standard error).
public struct PlumbAllowsLayoutProblemsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await PlumbSnapshots.$allowsLayoutProblems.withValue(true) { try await function() }
    }
}

extension Trait where Self == PlumbAllowsLayoutProblemsTrait {
    /// Snapshots pass whatever their layouts' conflicts and ambiguities (see `PlumbSnapshots`).
    public static var plumbAllowsLayoutProblems: Self { PlumbAllowsLayoutProblemsTrait() }
}
