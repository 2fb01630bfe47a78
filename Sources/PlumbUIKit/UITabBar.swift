/// UIKit's `UITabBar`: a view along the bottom of the tab bar controller's view, 49 points
/// high plus the home indicator's inset below it, as on iOS. Its items are the controllers'
/// `tabBarItem`s; drawing them comes later.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
