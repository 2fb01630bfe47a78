// Stub: WeScan's own names that the sample's HomeViewController.swift needs (it imports the
// WeScan module, which scripts/uikit-study stands in as an empty module).
import UIKit

struct ImageScannerResults {}

protocol ImageScannerControllerDelegate: AnyObject {
    func imageScannerController(
        _ scanner: ImageScannerController, didFinishScanningWithResults results: ImageScannerResults)
    func imageScannerControllerDidCancel(_ scanner: ImageScannerController)
    func imageScannerController(_ scanner: ImageScannerController, didFailWithError error: Error)
}

final class ImageScannerController: UINavigationController {
    weak var imageScannerDelegate: ImageScannerControllerDelegate?
    init(image: UIImage? = nil, delegate: ImageScannerControllerDelegate? = nil) {
        super.init(nibName: nil, bundle: nil)
        imageScannerDelegate = delegate
    }
    required init?(coder aDecoder: NSCoder) { fatalError() }
}
