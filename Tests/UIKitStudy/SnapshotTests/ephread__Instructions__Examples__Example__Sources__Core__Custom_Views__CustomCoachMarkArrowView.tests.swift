// The team's test of CustomCoachMarkArrowView, which init cannot make (it takes an orientation).
// The arrow turns off its autoresizing mask and has no width of its own (its plate image is the
// app's, absent here): Instructions places it under a coach mark, so the test gives it a place,
// 24 × 15 points, as the coach mark does (scripts/uikit-init-study puts this file in the
// package's test target as TeamSnapshots.swift).
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

    @Test func arrowPointingUp() {
        assertSnapshot(of: placed(CustomCoachMarkArrowView(orientation: .top), width: 24, height: 15), as: .image)
    }

    @Test func arrowPointingDown() {
        assertSnapshot(of: placed(CustomCoachMarkArrowView(orientation: .bottom), width: 24, height: 15), as: .image)
    }
}
