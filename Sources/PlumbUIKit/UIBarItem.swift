/// UIKit's `UIBarItem`: what bar button items and tab bar items share. Stored for the bars'
/// drawing, which arrives later.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityLabel: String?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}
