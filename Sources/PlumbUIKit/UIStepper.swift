internal import AutoLayout

/// UIKit's `UIStepper`: a fixed size, 94×32 from iOS 13 and 94×29 before
/// (`IOSMetrics.stepperHeight`), whatever frame it is made with, as UIKit's initializer does.
open class UIStepper: UIControl {
    static let width: CGFloat = 94
    static var frameSize: CGSize { CGSize(width: width, height: ControlMetrics.value(IOSMetrics.stepperHeight)) }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.frameSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Kept within `minimumValue...maximumValue`, as UIKit clamps it.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0

    open var minimumValue: Double = 0 {
        didSet { value = storedValue }
    }
    open var maximumValue: Double = 100 {
        didSet { value = storedValue }
    }
    open var stepValue: Double = 1
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false

    open override var intrinsicContentSize: CGSize { Self.frameSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.frameSize }
}
