// The team's test of ReviewViewController, which init cannot make (it takes the scan's results):
// a scanned page stands in as a drawn image (scripts/uikit-init-study puts this file in the
// package's test target as TeamSnapshots.swift).
import SnapshotTesting
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    /// A page: white, 600 × 800 points, with a grey rule, drawn from views.
    func page() -> UIImage {
        let paper = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        paper.backgroundColor = .white
        let rule = UIView(frame: CGRect(x: 60, y: 100, width: 480, height: 8))
        rule.backgroundColor = .gray
        paper.addSubview(rule)
        return UIGraphicsImageRenderer(bounds: paper.bounds).image { _ in
            paper.drawHierarchy(in: paper.bounds, afterScreenUpdates: true)
        }
    }

    @Test func reviewViewController() {
        let results = ImageScannerResults(
            croppedScan: ImageScannerScan(image: page()), enhancedScan: nil, doesUserPreferEnhancedScan: false)
        assertSnapshot(of: ReviewViewController(results: results), as: .image(on: .iPhone13))
    }
}
