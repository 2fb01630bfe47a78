import Foundation
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// Where references go: `__Snapshots__-linux/<TestFile>/<testName>.<n>.<ext>` beside the test
/// file by default, or under a root the environment or the task names.
@MainActor
@Suite struct ReferencePathTests {
    @Test func defaultIsASiblingOfUpstreamsFolder() {
        #expect(
            PlumbSnapshots.directory(forTestFile: "/repo/Tests/AppTests/ProfileTests.swift", environment: [:])
                == "/repo/Tests/AppTests/__Snapshots__-linux/ProfileTests")
    }

    @Test func theEnvironmentNamesAFolderOrAnAbsoluteRoot() {
        let file = "/repo/Tests/AppTests/ProfileTests.swift"
        #expect(
            PlumbSnapshots.directory(forTestFile: file, environment: ["PLUMB_SNAPSHOTS": "__Snapshots__"])
                == "/repo/Tests/AppTests/__Snapshots__/ProfileTests")
        #expect(
            PlumbSnapshots.directory(forTestFile: file, environment: ["PLUMB_SNAPSHOTS": "/ci/references"])
                == "/ci/references/ProfileTests")
        #expect(
            PlumbSnapshots.directory(forTestFile: file, environment: ["PLUMB_SNAPSHOTS": ""])
                == "/repo/Tests/AppTests/__Snapshots__-linux/ProfileTests")
        // The task's root wins over the environment.
        PlumbSnapshots.$root.withValue("/task") {
            #expect(
                PlumbSnapshots.directory(forTestFile: file, environment: ["PLUMB_SNAPSHOTS": "/ci/references"])
                    == "/task/ProfileTests")
        }
    }

    /// `assertSnapshot` as written on iOS records in the Linux folder: numbered per test,
    /// `.png` for images and `.txt` for text, or named.
    @Test func assertSnapshotRecordsThere() throws {
        let root = temporaryReferences("paths")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try PlumbSnapshots.$root.withValue(root) {
            withKnownIssue {
                assertSnapshot(of: view, as: .image)
                assertSnapshot(of: view, as: .recursiveDescription)
                assertSnapshot(of: view, as: .image, named: "small")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: root + "/ReferencePathTests").sorted()
            #expect(
                files == [
                    "assertSnapshotRecordsThere.1.png", "assertSnapshotRecordsThere.2.txt",
                    "assertSnapshotRecordsThere.small.png",
                ])
            // Recorded, they now pass (the counter starts again in a new test; here the names
            // and explicit directories say which file).
            #expect(verifySnapshot(of: view, as: .image, named: "small", record: .never) == nil)
        }
    }
}
