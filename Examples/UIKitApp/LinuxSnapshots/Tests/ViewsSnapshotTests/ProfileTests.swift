import SnapshotTesting
import Testing
import UIKit

@testable import Views

// Written as for swift-snapshot-testing on iOS: the same file compiles there against UIKit,
// and here, with no #if, against Plumb.
@MainActor @Suite struct ProfileTests {
    /// The app's asset catalog (AssetCatalogs.swift, written by plumb uikit init; on iOS the
    /// catalog is in the app's bundle and this does nothing).
    init() { AppAssetCatalogs.register() }

    @Test func settings() {
        let vc = SettingsViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
        assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhone13))
    }

    @Test func header() {
        let header = ProfileHeaderView()
        assertSnapshot(of: header, as: .image(size: CGSize(width: 375, height: 96)))
        assertSnapshot(of: header, as: .recursiveDescription(size: CGSize(width: 375, height: 96)))
    }
}
