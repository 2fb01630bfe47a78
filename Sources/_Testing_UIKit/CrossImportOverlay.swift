// Swift Testing's cross-import overlay for UIKit, by name only. The toolchain's
// `Testing.swiftcrossimport/UIKit.swiftoverlay` says that a file importing both `Testing` and
// `UIKit` also imports `_Testing_UIKit`, and SwiftPM enables cross-import overlays; on Linux
// the toolchain ships no such module, so a test file with `import UIKit` (aliased to
// PlumbUIKitSnapshotTesting) and `import Testing` fails with "no such module
// '_Testing_UIKit'". PlumbUIKitSnapshotTesting depends on this empty module so that it exists
// in every build that can alias UIKit for tests. On Apple platforms the real overlay makes
// `UIImage` attachable; here there is nothing to add.
