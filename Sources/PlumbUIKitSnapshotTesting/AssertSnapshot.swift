import Foundation
import PlumbUIKit
@_spi(Internals) import SnapshotTesting

// `assertSnapshot`, `assertSnapshots` and `verifySnapshot` for UIKit values, with
// swift-snapshot-testing's signatures but the value's type fixed (`UIView`,
// `UIViewController`, `UIImage`): Swift prefers them to upstream's generic ones wherever both
// are visible, so a test file's unchanged `assertSnapshot(of: vc, as: .image(on: .iPhone13))`
// comes here, finds its references in the Linux folder (`PlumbSnapshots`) and otherwise
// behaves as upstream's (record modes, `SNAPSHOT_TESTING_RECORD`, counters, messages: the
// assertion is upstream's `verifySnapshot` with a `snapshotDirectory`). Snapshots of any
// other value (a model's `.dump`) are upstream's, in `__Snapshots__`, shared by both platforms.

/// Upstream's `verifySnapshot` in the Linux folder (or `snapshotDirectory`); for a view or
/// a view controller, then the layout problems found while it was hosted (`SnapshotLayoutProblems`),
/// unless the test allows them.
func plumbVerifySnapshot<Value, Format>(
    of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
    record: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?, timeout: TimeInterval,
    fileID: StaticString, file filePath: StaticString, testName: String, line: UInt, column: UInt
) -> String? {
    // Made once, so that what hosting it found can be asked of the same object.
    let made = Result { try value() }
    let message = SnapshotTesting.verifySnapshot(
        of: try made.get(), as: snapshotting, named: name, record: record,
        snapshotDirectory: snapshotDirectory ?? PlumbSnapshots.directory(forTestFile: "\(filePath)"),
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    guard let object = (try? made.get()).flatMap({ $0 as AnyObject? }), object is UIView || object is UIViewController
    else { return message }
    let problems = SnapshotLayoutProblems.take(for: object)
    guard !problems.isEmpty, !PlumbSnapshots.allowsLayoutProblems else { return message }
    let report = SnapshotLayoutProblems.message(problems, of: object)
    return message.map { $0 + "\n\n" + report } ?? report
}

func plumbAssertSnapshot<Value, Format>(
    of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
    record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval, fileID: StaticString,
    file filePath: StaticString, testName: String, line: UInt, column: UInt
) {
    guard
        let message = plumbVerifySnapshot(
            of: value, as: snapshotting, named: name, record: record, snapshotDirectory: nil, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Named strategies in the order of their names (upstream walks a dictionary's order).
func plumbAssertSnapshots<Value, Format>(
    of value: () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval, fileID: StaticString,
    file filePath: StaticString, testName: String, line: UInt, column: UInt
) {
    for name in strategies.keys.sorted() {
        guard let strategy = strategies[name] else { continue }
        plumbAssertSnapshot(
            of: value, as: strategy, named: name, record: record, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

func plumbAssertSnapshots<Value, Format>(
    of value: () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval, fileID: StaticString,
    file filePath: StaticString, testName: String, line: UInt, column: UInt
) {
    for strategy in strategies {
        plumbAssertSnapshot(
            of: value, as: strategy, named: nil, record: record, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}
