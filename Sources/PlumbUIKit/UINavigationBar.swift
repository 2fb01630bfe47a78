/// UIKit's `UINavigationBar`: a view in the navigation controller's view, below the status
/// bar, 44 points high (54 from iOS 26, `IOSMetrics`; 32 in compact-height landscape). Its
/// items are stored; drawing its titles and buttons comes later.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [String: Any]?
    open var largeTitleTextAttributes: [String: Any]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
