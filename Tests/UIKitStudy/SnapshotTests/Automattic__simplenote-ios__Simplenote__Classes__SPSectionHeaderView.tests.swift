// The team's test of SPSectionHeaderView's frames at an iPhone 13's width (390 points), the
// header made as Simplenote makes it: its initialiser loads SPSectionHeaderView.xib (the
// team's, from Tests/UIKitStudy/Nibs) with itself as the owner, the nib sets its private
// `containerView` and its overridden `textLabel` through the methods the rewrite wrote, and it
// pins the container to its content view. Worked out by hand from the xib's constraints and
// UIKit's metrics — docs/uikit.md, "Hand-worked frames" (scripts/uikit-init-study puts this file
// in the package's test target as TeamSnapshots.swift).
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    init() { AppNibs.register() }

    /// Each edge of `view`'s frame within 1e-3 pt of `expected`.
    func expectFrame(
        _ view: UIView?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = view?.frame ?? .null
        let close =
            view != nil
            && [
                (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
                (frame.height, expected.height),
            ].allSatisfy { abs($0.0 - $0.1) <= 1e-3 }
        #expect(close, "frame \(frame), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func headerFromItsNib() throws {
        let header = SPSectionHeaderView()
        let label = try #require(header.textLabel)
        // The outlets are connected: the label is the xib's ("Tags"), styled by refreshStyle()
        // (the body style's 17 points, semibold), inside the container the header pinned.
        #expect(label.text == "Tags" && label.font.pointSize == 17)
        let container = try #require(label.superview)
        #expect(container.superview === header.contentView)

        // The label's height is the 17-point system font's line height, 20.287 points, rounded
        // up to the 3x pixel grid: 61 / 3 = 20.333. The container holds it 5 points from its
        // top and bottom, so the header fits at 20.333 + 10 = 30.333.
        let fitted = header.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(fitted.height - 91.0 / 3) <= 1e-3, "fitted \(fitted)")
        header.frame = CGRect(x: 0, y: 0, width: 390, height: fitted.height)
        header.layoutIfNeeded()
        expectFrame(header.contentView, CGRect(x: 0, y: 0, width: 390, height: 91.0 / 3))
        // Pinned to the content view's four edges (configureSubviews()).
        expectFrame(container, CGRect(x: 0, y: 0, width: 390, height: 91.0 / 3))
        // Leading on the container's leading margin, UIKit's default 8 points; trailing 10
        // points in from its trailing edge: 390 − 8 − 10 = 372 wide; 5 points down.
        expectFrame(label, CGRect(x: 8, y: 5, width: 372, height: 61.0 / 3))
    }
}
