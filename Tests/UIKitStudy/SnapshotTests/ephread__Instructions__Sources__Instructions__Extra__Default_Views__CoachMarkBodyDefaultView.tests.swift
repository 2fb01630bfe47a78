// The team's test of CoachMarkBodyDefaultView with its texts (the generated test makes it empty,
// with init()): a hint and a "Next" label on the trailing side. The body turns off its own
// autoresizing mask, as Instructions places it under its coach mark by constraints; here a host
// 300 points wide (a coach mark on a phone) pins its edges, as tall as its constraints make it
// (scripts/uikit-init-study puts this file in the package's test target as
// TeamSnapshots.swift).
import SnapshotTesting
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    @Test func hintAndNext() {
        let body = CoachMarkBodyDefaultView(
            hintText: "Tap the plus to add your first note.", nextText: "Next", nextLabelPosition: .trailing)
        let fitted = body.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: fitted.height))
        host.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            body.topAnchor.constraint(equalTo: host.topAnchor),
            body.bottomAnchor.constraint(equalTo: host.bottomAnchor),
        ])
        assertSnapshot(of: host, as: .image)
    }
}
