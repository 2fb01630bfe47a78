import Foundation
import Testing

@testable import SnapshotHarness

/// `plumb snapshot merge`'s reader: shards' results.json (what `CommandLineTests
/// .mergedShardsAreOneRun` shows end to end), refused when they are not one run's or would
/// reach outside their directories.
@Suite struct SnapshotMergeTests {
    static func shard(_ json: String) throws -> String {
        let directory = NSTemporaryDirectory() + "plumb-merge-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try json.write(toFile: directory + "/results.json", atomically: true, encoding: .utf8)
        return directory
    }

    static func record(_ position: Int, files: String? = nil) -> String {
        let artifacts = files.map { #", "files": {"actual": "\#($0)", "frames": "login/a-frames.txt"}"# } ?? ""
        return
            #"{"position": \#(position), "scene": "Login", "slug": "login", "variant": "v\#(position)", "outcome": "\#(files == nil ? "matched" : "failed")", "reasons": [], "frameDiff": []\#(artifacts)}"#
    }

    static func results(_ records: [String]) -> String {
        #"{"mode": "never", "seconds": 1, "tolerance": "exact", "records": [\#(records.joined(separator: ", "))]}"#
    }

    @Test func shardsComeBackInSuiteOrder() throws {
        let first = try Self.shard(Self.results([Self.record(0), Self.record(2)]))
        let second = try Self.shard(Self.results([Self.record(1)]))
        let output = NSTemporaryDirectory() + "plumb-merged-" + UUID().uuidString
        defer { for path in [first, second, output] { try? FileManager.default.removeItem(atPath: path) } }
        let merged = try SnapshotMerge.merge([first, second], into: output)
        #expect(merged.records.map(\.position) == [0, 1, 2] && merged.matched == 3)
        #expect(try SnapshotResults.read(output + "/results.json") == merged)
    }

    /// A crafted results.json cannot make the merge copy from or write to outside the
    /// directories it was given.
    @Test(arguments: ["../../etc/passwd", "/etc/passwd", "login/../../x.png", ""])
    func artifactPathsStayInside(_ path: String) throws {
        let shard = try Self.shard(Self.results([Self.record(0, files: path)]))
        defer { try? FileManager.default.removeItem(atPath: shard) }
        #expect(
            throws: SnapshotError.invalidResults(
                path: shard + "/results.json",
                reason: "artifact path '\(path)' leaves the artifacts directory")
        ) {
            try SnapshotMerge.merge([shard], into: shard + "/out")
        }
    }

    @Test func notResultsAtAll() throws {
        let shard = try Self.shard("[1, 2, 3]")
        defer { try? FileManager.default.removeItem(atPath: shard) }
        #expect(throws: SnapshotError.self) { try SnapshotMerge.merge([shard], into: shard + "/out") }
        #expect(throws: SnapshotError.unreadableFile("/nonexistent/results.json")) {
            try SnapshotMerge.merge(["/nonexistent"], into: shard + "/out")
        }
    }
}
