// The team's test of CustomCoachMarkArrowView, which init cannot make (it takes an orientation).
// The arrow turns off its autoresizing mask and has no width of its own (its plate image is the
// app's, absent here): Instructions places it under a coach mark, so the test gives it a place,
// 24 × 15 points, as the coach mark does (scripts/uikit-init-study puts this file in the
// package's test target as TeamSnapshots.swift). Each test also checks the frames worked out by
// hand from the file's constraints (docs/uikit.md, "Hand-worked frames").
import SnapshotTesting
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    func placed(_ view: UIView, width: CGFloat, height: CGFloat) -> UIView {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        host.backgroundColor = .darkGray
        host.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            view.topAnchor.constraint(equalTo: host.topAnchor),
            view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
        ])
        return host
    }

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

    @Test func arrowPointingUp() {
        let arrow = CustomCoachMarkArrowView(orientation: .top)
        let host = placed(arrow, width: 24, height: 15)
        host.layoutIfNeeded()
        // The file adds the plate, then the column (its only subviews, in that order).
        #expect(arrow.subviews.count == 2)
        let column = arrow.subviews[1]
        // Pinned to the host's four edges: the host's bounds.
        expectFrame(arrow, CGRect(x: 0, y: 0, width: 24, height: 15))
        // fillSuperviewHorizontally(): x 0, width 24; "V:|[plate(==5)]…": y 0, height 5.
        expectFrame(arrow.plate, CGRect(x: 0, y: 0, width: 24, height: 5))
        // width == 3, centerX == the arrow's 12: x = 12 − 3/2 = 10.5 (the solver's value; UIKit
        // would put the edge on a pixel at 3×: docs/uikit.md, "Pixel rounding");
        // "…[plate][column(==10)]|": y = the plate's bottom, 5, height 10, and 5 + 10 meets the
        // arrow's bottom at 15.
        expectFrame(column, CGRect(x: 10.5, y: 5, width: 3, height: 10))
        assertSnapshot(of: host, as: .image)
    }

    @Test func arrowPointingDown() {
        let arrow = CustomCoachMarkArrowView(orientation: .bottom)
        let host = placed(arrow, width: 24, height: 15)
        host.layoutIfNeeded()
        #expect(arrow.subviews.count == 2)
        let column = arrow.subviews[1]
        expectFrame(arrow, CGRect(x: 0, y: 0, width: 24, height: 15))
        // "V:|[column(==10)]…": y 0, height 10; width 3 centred on 12: x 10.5.
        expectFrame(column, CGRect(x: 10.5, y: 0, width: 3, height: 10))
        // "…[column][plate(==5)]|": y = 10, height 5, ending at 15; x 0, width 24 as above.
        expectFrame(arrow.plate, CGRect(x: 0, y: 10, width: 24, height: 5))
        assertSnapshot(of: host, as: .image)
    }
}
