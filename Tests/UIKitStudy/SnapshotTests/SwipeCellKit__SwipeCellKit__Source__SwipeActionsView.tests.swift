// The team's test of SwipeActionButtonWrapperView, which init cannot make (it takes the action
// it draws). SwipeActionsView itself is not tested: a swipe cell lays it out while it is dragged,
// through SwipeCellKit's transition layouts, which the stub leaves inert (scripts/uikit-init-study
// puts this file in the package's test target as TeamSnapshots.swift).
import SnapshotTesting
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    @Test func destructiveActionBehindARightSwipe() {
        let action = SwipeAction()
        action.style = .destructive
        let wrapper = SwipeActionButtonWrapperView(
            frame: CGRect(x: 0, y: 0, width: 120, height: 60), action: action, orientation: .right, contentWidth: 80)
        assertSnapshot(of: wrapper, as: .image)
    }
}
