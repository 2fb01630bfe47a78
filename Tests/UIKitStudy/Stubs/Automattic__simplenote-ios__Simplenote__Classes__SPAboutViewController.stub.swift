// Stub: Simplenote's own names that SPAboutViewController.swift needs (declarations only;
// no UIKit name is declared here — scripts/uikit-study checks).
import UIKit

class HuggableTableView: UITableView {}

class RoundedCrossButton: UIButton {
    enum Style { case blue, standard }
    var style: Style = .standard
}

final class ViewSpinner {
    var onMaxVelocity: (() -> Void)?
    init(view: UIView) {}
    func start() {}
    func stop() {}
}

extension UIColor {
    static var simplenoteBlue50Color: UIColor { fatalError() }
    static var simplenoteBlue30Color: UIColor { fatalError() }
    static var simplenoteBlue10Color: UIColor { fatalError() }
}

enum UIImageName { case simplenoteLogo, arrowTopRight }

extension UIImage {
    static func image(name: UIImageName) -> UIImage? { nil }
}

extension UIFont {
    static func preferredFont(for style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont { fatalError() }
}

extension UIView {
    func addFillingSubview(_ view: UIView, edgeInsets: UIEdgeInsets = .zero) {}
}

extension UIAlertController {
    func addCancelActionWithTitle(_ title: String?) {}
}

extension Bundle {
    var shortVersionString: String { "" }
}

extension String {
    var fullRange: Range<String.Index> { startIndex..<endIndex }
}

extension NSAttributedString {
    var fullRange: NSRange { NSRange(location: 0, length: length) }
}
