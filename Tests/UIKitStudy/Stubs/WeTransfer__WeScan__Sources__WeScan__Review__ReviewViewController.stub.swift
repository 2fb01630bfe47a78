// Stub: the rest of WeScan that ReviewViewController.swift needs.
import UIKit

struct ImageScannerScan {
    var image: UIImage
    mutating func rotate(by rotationAngle: Measurement<UnitAngle>) {}
}

struct ImageScannerResults {
    var croppedScan: ImageScannerScan
    var enhancedScan: ImageScannerScan?
    var doesUserPreferEnhancedScan: Bool
}

protocol ImageScannerControllerDelegate: AnyObject {
    func imageScannerController(
        _ scanner: ImageScannerController, didFinishScanningWithResults results: ImageScannerResults)
}

final class ImageScannerController: UINavigationController {
    weak var imageScannerDelegate: ImageScannerControllerDelegate?
}

final class ScannerViewController: UIViewController {}

// WeScan's own UIImage helpers (UIImage+Utils.swift, UIImage+SFSymbol.swift).
extension UIImage {
    func rotated(by rotationAngle: Measurement<UnitAngle>, options: Void = ()) -> UIImage? { nil }
    convenience init?(
        systemName: String, named: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(named: named, in: bundle, compatibleWith: traitCollection)
    }
}
