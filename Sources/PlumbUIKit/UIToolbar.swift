/// UIKit's toolbar: a bar of items (stored, drawn as the bar's background only). A navigation
/// controller places its own at the bottom; a standalone one is sized by its constraints
/// (44 high without them, as UIKit's `sizeThatFits` gives on phones).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}
