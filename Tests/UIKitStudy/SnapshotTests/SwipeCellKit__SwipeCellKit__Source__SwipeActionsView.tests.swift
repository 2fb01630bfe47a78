// The team's tests of SwipeCellKit's actions view, which init cannot make (its views take the
// actions they show): SwipeActionButtonWrapperView, snapshotted, and SwipeActionsView itself,
// placed as SwipeCellKit's swipe controller places it (against the cell's trailing edge, as
// tall as the cell) fully revealed, with frames worked out by hand from the file's
// constraints. The stub leaves SwipeCellKit's transition layouts inert (they move the buttons
// while the cell is dragged), so only what the file's own constraints decide is checked
// (scripts/uikit-init-study puts this file in the package's test target as TeamSnapshots.swift).
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

    /// Each edge of `view`'s frame within 1e-3 pt of `expected`.
    func expectFrame(_ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = view.frame
        let close = [
            (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
            (frame.height, expected.height),
        ].allSatisfy { abs($0.0 - $0.1) <= 1e-3 }
        #expect(close, "frame \(frame), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func twoActionsRevealedBehindARightSwipe() throws {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let archive = SwipeAction()
        let delete = SwipeAction()
        delete.style = .destructive
        let actionsView = SwipeActionsView(
            contentEdgeInsets: .zero, maxSize: cell.bounds.size, safeAreaInsetView: cell, options: SwipeOptions(),
            orientation: .right, actions: [archive, delete])
        cell.addSubview(actionsView)
        NSLayoutConstraint.activate([
            actionsView.topAnchor.constraint(equalTo: cell.topAnchor),
            actionsView.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            actionsView.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            actionsView.widthAnchor.constraint(equalToConstant: 148),
        ])
        actionsView.visibleWidth = 148
        cell.layoutIfNeeded()
        // top == the cell's top, bottom == its bottom: y 0, height 60; trailing == its
        // trailing (390), width == 148 (two actions at SwipeCellKit's 74-point minimum, the
        // stub's buttons asking for no more): x 390 − 148 = 242.
        expectFrame(actionsView, CGRect(x: 242, y: 0, width: 148, height: 60))
        // addButtons pins each action's wrapper left == the view's left, right == its right,
        // top == its top + 0 and bottom == its bottom − 0 (required: the insets are zero), so
        // both fill the view's bounds: (0, 0, 148, 60).
        let wrappers = actionsView.subviews.compactMap { $0 as? SwipeActionButtonWrapperView }
        #expect(wrappers.count == 2)
        for wrapper in wrappers { expectFrame(wrapper, CGRect(x: 0, y: 0, width: 148, height: 60)) }
        // SwipeActionsView clips to its bounds and, with no background colour in the options,
        // takes its colour literal: the file tests `canImport(Combine)` for iOS 13's
        // systemGray5, and Linux has no Combine, so its other branch is compiled.
        #expect(actionsView.clipsToBounds)
        #expect(
            actionsView.backgroundColor
                == #colorLiteral(red: 0.7803494334, green: 0.7761332393, blue: 0.7967314124, alpha: 1))
        assertSnapshot(of: cell, as: .image)
    }
}
