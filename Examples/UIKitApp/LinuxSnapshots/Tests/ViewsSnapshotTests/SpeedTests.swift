import Foundation
import SnapshotTesting
import Testing
import UIKit

@testable import Views

/// 200 snapshots verified against the committed references of `ViewSnapshots` (40 rounds of
/// its five views), timed: issue 34 asks for under 2 s once built. The time is printed, not
/// asserted, since a loaded machine is slower; the process's CPU time beside it (C's
/// `clock()`) is what a machine shared with other builds does not inflate.
@MainActor @Suite struct SpeedTests {
    init() { AppAssetCatalogs.register() }

    @Test func twoHundredSnapshots() {
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = Foundation.clock()
        for _ in 0..<40 {
            assertSnapshot(of: phoneWidth(FeedCell()), as: .image, named: "1", testName: "feedCell")
            assertSnapshot(of: phoneWidth(ProfileHeaderView()), as: .image, named: "1", testName: "profileHeaderView")
            assertSnapshot(of: LoginViewController(), as: .image(on: .iPhone13), named: "1", testName: "loginViewController")
            assertSnapshot(
                of: LoginNavigationController(), as: .image(on: .iPhone13), named: "1",
                testName: "loginNavigationController")
            assertSnapshot(
                of: SettingsViewController(), as: .image(on: .iPhone13), named: "1", testName: "settingsViewController")
        }
        let cpu = Double(Foundation.clock() - cpuStart) / Double(CLOCKS_PER_SEC)
        print("SpeedTests: 200 snapshots verified in \(clock.now - start) (CPU \(cpu) s)")
    }

    private func phoneWidth(_ view: UIView) -> UIView {
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let least: CGFloat = view is UITableViewCell ? 44 : 1
        view.frame = CGRect(x: 0, y: 0, width: 390, height: max(least, fitted.height))
        return view
    }
}
