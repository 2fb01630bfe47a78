/// UIKit's `UIVisualEffectView`, laid out as a plain view: its `contentView` fills it (a
/// subview with a flexible width and height, as on iOS), and content goes there. The effect
/// is stored for drawing.
open class UIVisualEffectView: UIView {
    /// Where subviews go; it follows the effect view's size through its autoresizing mask.
    public let contentView: UIView

    open var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addContentView()
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addContentView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
