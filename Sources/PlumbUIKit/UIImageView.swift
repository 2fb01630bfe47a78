/// UIKit's `UIImageView`: its intrinsic size is its image's size in points (none without
/// an image). Content hugging is 250 as for every view made in code.
open class UIImageView: UIView {
    override class var startsInteractive: Bool { false }
    override class var startsAsAccessibilityElement: Bool { true }
    override class var startsOpaque: Bool { false }

    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// As in UIKit, the view starts at the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size (zero without one).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
