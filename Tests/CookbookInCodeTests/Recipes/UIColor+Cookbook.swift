import PlumbUIKit

/// The sample's colours (reference/cookbook.md §2), as a team names its palette.
extension UIColor {
    /// An opaque colour from its 24-bit hex value, `0xRRGGBB`.
    convenience init(rgb: UInt32) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    static let cookbookRed = UIColor(rgb: 0xCC3300)
    static let cookbookBlue = UIColor(rgb: 0x3953FF)
    static let cookbookGreen = UIColor(rgb: 0x1B811D)
    static let cookbookYellow = UIColor(rgb: 0xFFCC00)
    static let cookbookPurple = UIColor(rgb: 0x92278F)
    static let cookbookOrange = UIColor(rgb: 0xFF9900)
    static let cookbookLightGray = UIColor(rgb: 0xAAAAAA)
    static let cookbookDarkGray = UIColor(rgb: 0x555555)
}

extension UIView {
    /// A view of the recipe: named as its scene names it (the tests pair views by this name),
    /// laid out by constraints, added to `superview`.
    func addRecipeSubview<V: UIView>(_ view: V, named name: String) -> V {
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        return view
    }
}
