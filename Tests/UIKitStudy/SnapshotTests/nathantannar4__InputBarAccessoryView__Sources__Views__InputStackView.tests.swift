// The team's test of InputStackView as InputBarAccessoryView uses it: made with an axis and a
// spacing, holding items, and placed by its owner's constraints (it turns off its own
// autoresizing mask), here a 390 × 44-point bar (scripts/uikit-init-study puts this file in the
// package's test target as TeamSnapshots.swift).
import SnapshotTesting
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    @Test func twoItemsAlongTheBottom() {
        let stack = InputStackView(axis: .horizontal, spacing: 8)
        for (title, height) in [("Camera", 30.0), ("Send", 36.0)] {
            let item = UIButton(type: .system)
            item.setTitle(title, for: .normal)
            item.heightAnchor.constraint(equalToConstant: height).isActive = true
            stack.addArrangedSubview(item)
        }
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.backgroundColor = .secondarySystemBackground
        bar.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: bar.topAnchor, constant: 4),
            stack.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -4),
        ])
        assertSnapshot(of: bar, as: .image)
    }
}
