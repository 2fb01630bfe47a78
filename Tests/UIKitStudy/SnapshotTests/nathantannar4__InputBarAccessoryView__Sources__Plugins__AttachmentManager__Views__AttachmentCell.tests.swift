// The team's test of AttachmentCell at the size a collection view gives it (here 120 × 100
// points: not square, so a width and a height swapped would show), with the frames worked out
// by hand from the file's constraints (docs/uikit.md, "Hand-worked frames"), before and after
// its padding changes (scripts/uikit-init-study puts this file in the package's test target as
// TeamSnapshots.swift). Init's own test already snapshots the cell at the phone's width.
import SnapshotTesting
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    /// Each edge of `view`'s frame within 1e-3 pt of `expected`.
    func expectFrame(
        _ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = view.frame
        let close = [
            (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
            (frame.height, expected.height),
        ].allSatisfy { abs($0.0 - $0.1) <= 1e-3 }
        #expect(close, "frame \(frame), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func cellOfAnItem() {
        let cell = AttachmentCell(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        cell.layoutIfNeeded()
        // A cell's content view fills its bounds (UIKit sizes it with the cell).
        expectFrame(cell.contentView, CGRect(x: 0, y: 0, width: 120, height: 100))
        // The default padding, 5 on each side: top 5, left 5, bottom −5, right −5 of 120 × 100:
        // x 5, y 5, width 120 − 10 = 110, height 100 − 10 = 90.
        expectFrame(cell.containerView, CGRect(x: 5, y: 5, width: 110, height: 90))
        // addConstraints(contentView.topAnchor, right: contentView.rightAnchor, widthConstant:
        // 20, heightConstant: 20): top 0, right 120 (rightConstant 0), 20 × 20: x 120 − 20 = 100.
        expectFrame(cell.deleteButton, CGRect(x: 100, y: 0, width: 20, height: 20))
        assertSnapshot(of: cell, as: .image)
    }

    @Test func paddingChanged() {
        let cell = AttachmentCell(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        cell.layoutIfNeeded()
        // updateContainerPadding() sets the four constants again: top 10, left 4, bottom −6,
        // right −2: x 4, y 10, width 120 − 4 − 2 = 114, height 100 − 10 − 6 = 84.
        cell.padding = UIEdgeInsets(top: 10, left: 4, bottom: 6, right: 2)
        cell.layoutIfNeeded()
        expectFrame(cell.containerView, CGRect(x: 4, y: 10, width: 114, height: 84))
        // The delete button's constraints do not use the padding: still x 100, y 0, 20 × 20.
        expectFrame(cell.deleteButton, CGRect(x: 100, y: 0, width: 20, height: 20))
        assertSnapshot(of: cell, as: .image)
    }
}
