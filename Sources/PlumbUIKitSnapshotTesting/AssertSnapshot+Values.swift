import Foundation
import PlumbUIKit
import SnapshotTesting

// The public overloads, one set per UIKit value (AssertSnapshot.swift says why they exist).

// MARK: - UIView

/// Upstream's `assertSnapshot` for a `UIView`, references in the Linux folder.
public func assertSnapshot<Format>(
    of value: @autoclosure () throws -> UIView, as snapshotting: Snapshotting<UIView, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshot(
        of: value, as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `assertSnapshots` with named strategies for a `UIView`, in the order of the names.
public func assertSnapshots<Format>(
    of value: @autoclosure () throws -> UIView, as strategies: [String: Snapshotting<UIView, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshots(
        of: value, as: strategies, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `assertSnapshots` with a list of strategies for a `UIView`.
public func assertSnapshots<Format>(
    of value: @autoclosure () throws -> UIView, as strategies: [Snapshotting<UIView, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshots(
        of: value, as: strategies, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `verifySnapshot` for a `UIView`: `snapshotDirectory` nil is the Linux folder.
public func verifySnapshot<Format>(
    of value: @autoclosure () throws -> UIView, as snapshotting: Snapshotting<UIView, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    plumbVerifySnapshot(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

// MARK: - UIViewController

/// Upstream's `assertSnapshot` for a `UIViewController`, references in the Linux folder.
public func assertSnapshot<Format>(
    of value: @autoclosure () throws -> UIViewController, as snapshotting: Snapshotting<UIViewController, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshot(
        of: value, as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `assertSnapshots` with named strategies for a `UIViewController`, in the order of the names.
public func assertSnapshots<Format>(
    of value: @autoclosure () throws -> UIViewController,
    as strategies: [String: Snapshotting<UIViewController, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshots(
        of: value, as: strategies, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `assertSnapshots` with a list of strategies for a `UIViewController`.
public func assertSnapshots<Format>(
    of value: @autoclosure () throws -> UIViewController, as strategies: [Snapshotting<UIViewController, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshots(
        of: value, as: strategies, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `verifySnapshot` for a `UIViewController`: `snapshotDirectory` nil is the Linux folder.
public func verifySnapshot<Format>(
    of value: @autoclosure () throws -> UIViewController, as snapshotting: Snapshotting<UIViewController, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    plumbVerifySnapshot(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

// MARK: - UIImage

/// Upstream's `assertSnapshot` for a `UIImage`, references in the Linux folder.
public func assertSnapshot<Format>(
    of value: @autoclosure () throws -> UIImage, as snapshotting: Snapshotting<UIImage, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshot(
        of: value, as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `assertSnapshots` with named strategies for a `UIImage`, in the order of the names.
public func assertSnapshots<Format>(
    of value: @autoclosure () throws -> UIImage, as strategies: [String: Snapshotting<UIImage, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshots(
        of: value, as: strategies, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `assertSnapshots` with a list of strategies for a `UIImage`.
public func assertSnapshots<Format>(
    of value: @autoclosure () throws -> UIImage, as strategies: [Snapshotting<UIImage, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    plumbAssertSnapshots(
        of: value, as: strategies, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// Upstream's `verifySnapshot` for a `UIImage`: `snapshotDirectory` nil is the Linux folder.
public func verifySnapshot<Format>(
    of value: @autoclosure () throws -> UIImage, as snapshotting: Snapshotting<UIImage, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    plumbVerifySnapshot(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
