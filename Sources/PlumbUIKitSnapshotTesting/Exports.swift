// A test target that depends on this module sees UIKit's names and swift-snapshot-testing's as
// one import: compiled with `-module-alias UIKit=PlumbUIKitSnapshotTesting`, a test file's
// `import UIKit` brings PlumbUIKit, this module's strategies and `assertSnapshot` overloads,
// and `import SnapshotTesting` the real library (docs/uikit-snapshots.md).
@_exported import PlumbUIKit
@_exported import SnapshotTesting
