// Stub: Simplenote's own names that SPSectionHeaderView.swift needs.
import UIKit

extension NSObject {
    class var classNameWithoutNamespaces: String { String(describing: self) }
}

extension UIColor {
    static var simplenoteTableViewHeaderBackgroundColor: UIColor { fatalError() }
    static var simplenoteTextColor: UIColor { fatalError() }
}

extension UIFont {
    static func preferredFont(for style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont { fatalError() }
}
