// Stub: Simplenote's own names that SPSectionHeaderView.swift needs.
import UIKit

extension NSObject {
    class var classNameWithoutNamespaces: String { String(describing: self) }
}

extension UIColor {
    static var simplenoteTableViewHeaderBackgroundColor: UIColor { .secondarySystemBackground }
    static var simplenoteTextColor: UIColor { .label }
}

extension UIFont {
    // Simplenote's: the text style's size at the weight asked for.
    static func preferredFont(for style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
        .systemFont(ofSize: UIFont.preferredFont(forTextStyle: style).pointSize, weight: weight)
    }
}
