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

// Simplenote's palette (its Color Studio blues), as values the snapshot can draw.
extension UIColor {
    static var simplenoteBlue50Color: UIColor {
        UIColor(red: 0x33 / 255, green: 0x61 / 255, blue: 0xCC / 255, alpha: 1)
    }
    static var simplenoteBlue30Color: UIColor {
        UIColor(red: 0x5E / 255, green: 0x8B / 255, blue: 0xDE / 255, alpha: 1)
    }
    static var simplenoteBlue10Color: UIColor {
        UIColor(red: 0xBB / 255, green: 0xD9 / 255, blue: 0xF3 / 255, alpha: 1)
    }
}

enum UIImageName { case simplenoteLogo, arrowTopRight }

extension UIImage {
    static func image(name: UIImageName) -> UIImage? { nil }
}

extension UIFont {
    // Simplenote's: the text style's size at the weight asked for.
    static func preferredFont(for style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
        .systemFont(ofSize: UIFont.preferredFont(forTextStyle: style).pointSize, weight: weight)
    }
}

// Simplenote's UIView+Simplenote.swift: adds the view and pins its edges, inset.
extension UIView {
    func addFillingSubview(_ view: UIView, edgeInsets: UIEdgeInsets = .zero) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: edgeInsets.left),
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -edgeInsets.right),
            view.topAnchor.constraint(equalTo: topAnchor, constant: edgeInsets.top),
            view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -edgeInsets.bottom),
        ])
    }
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
