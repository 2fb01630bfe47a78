// The team's test of HomeViewController's frames at an iPhone 13's size, 390 × 844 points,
// worked out by hand from the file's constraints (docs/uikit.md, "Hand-worked frames"); init's
// own test snapshots it on the iPhone 13 (scripts/uikit-init-study puts this file in the
// package's test target as TeamSnapshots.swift). The view is laid out in no window, so its safe
// area is its bounds (UIKit's too: insets are zero outside a window), and the scan button's
// safe-area constraints measure from the view's own edges.
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

    @Test func framesAtAnIPhone13sSize() throws {
        let controller = HomeViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == .zero)
        // The views are private; setupViews() adds them in this order.
        let subviews = controller.view.subviews
        #expect(subviews.count == 3)
        let logo = try #require(subviews[0] as? UIImageView)
        let label = try #require(subviews[1] as? UILabel)
        let scan = try #require(subviews[2] as? UIButton)
        // width == 150, height == 150; centerX == the view's 195: x 195 − 75 = 120; centerY ==
        // 0.75 × the view's centerY (422), 316.5: y 316.5 − 75 = 241.5. Plumb's frames are the
        // solver's, unrounded; UIKit would put this edge on a pixel at 3×, a third of a point
        // off (docs/uikit.md, "Pixel rounding").
        expectFrame(logo, CGRect(x: 120, y: 241.5, width: 150, height: 150))
        // top == the logo's bottom (391.5) + 20 = 411.5. Height: the label's one line of the
        // 25-point bold system font, ascender + descender = 25 × (0.9521484375 + 0.2412109375)
        // = 29.833984375 (docs/typesetting.md, the iOS system font's metrics), rounded up to
        // the pixel grid: 30 at 2× (59.67 → 60 px) and 3× (89.50 → 90 px) alike. Its width is
        // the text's, so only its centre is checked: centerX == the logo's, 195.
        #expect(abs(label.frame.minY - 411.5) <= 1e-3)
        #expect(abs(label.frame.height - 30) <= 1e-3)
        #expect(abs(label.frame.midX - 195) <= 1e-3)
        // left == safe area's left (0) + 16, right == its right (390) − 16: x 16, width 358;
        // height == 55; bottom == its bottom (844) − 16 = 828: y 828 − 55 = 773.
        expectFrame(scan, CGRect(x: 16, y: 773, width: 358, height: 55))
    }
}
