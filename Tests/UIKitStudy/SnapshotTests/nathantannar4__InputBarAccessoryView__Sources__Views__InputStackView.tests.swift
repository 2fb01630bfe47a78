// The team's test of InputStackView as InputBarAccessoryView uses it: made with an axis and a
// spacing, holding items, and placed by its owner's constraints (it turns off its own
// autoresizing mask), here a 390 × 44-point bar (scripts/uikit-init-study puts this file in the
// package's test target as TeamSnapshots.swift). It also checks the frames worked out by hand
// from the file's setup and the test's constraints (docs/uikit.md, "Hand-worked frames"); the
// items' widths depend on their titles' widths, so only what the constraints fix is checked.
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

    @Test func twoItemsAlongTheBottom() {
        let stack = InputStackView(axis: .horizontal, spacing: 8)
        var items: [UIButton] = []
        for (title, height) in [("Camera", 30.0), ("Send", 36.0)] {
            let item = UIButton(type: .system)
            item.setTitle(title, for: .normal)
            item.heightAnchor.constraint(equalToConstant: height).isActive = true
            stack.addArrangedSubview(item)
            items.append(item)
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
        bar.layoutIfNeeded()
        // leading 8, trailing −8 of 390: x 8, width 374; top 4, bottom −4 of 44: y 4, height 36.
        expectFrame(stack, CGRect(x: 8, y: 4, width: 374, height: 36))
        let (camera, send) = (items[0], items[1])
        // alignment .bottom (the file's setup()): each item's bottom is the stack's, 36, so the
        // 30-point camera item stands at y 36 − 30 = 6 and the 36-point send item at y 0.
        #expect(abs(camera.frame.minY - 6) <= 1e-3 && abs(camera.frame.height - 30) <= 1e-3)
        #expect(abs(send.frame.minY - 0) <= 1e-3 && abs(send.frame.height - 36) <= 1e-3)
        // distribution .fill along the horizontal axis: the first item at the stack's leading
        // edge, the last ending at its trailing edge (374), 8 points (spacing) between them, so
        // their widths add up to 374 − 8 = 366 whichever one stretches.
        #expect(abs(camera.frame.minX - 0) <= 1e-3)
        #expect(abs(send.frame.minX - camera.frame.maxX - 8) <= 1e-3)
        #expect(abs(send.frame.maxX - 374) <= 1e-3)
        #expect(abs(camera.frame.width + send.frame.width - 366) <= 1e-3)
        assertSnapshot(of: bar, as: .image)
    }
}
