internal import AutoLayout

/// UIKit's `UISlider`: no intrinsic width (it takes the width it is given) and a height of
/// 31 with alignment insets of 2 to each side and 1 below up to iOS 18, or 34 with none from
/// iOS 26 (`IOSMetrics.sliderHeight`; Xcode 26 re-saved DataDog's sliders from
/// (−2, y, 381, 31) to (0, y, 377, 34)). The insets are taken when the slider is made.
open class UISlider: UIControl {
    /// The value as a whole percentage of the range ("50%"), as VoiceOver reads a slider.
    override var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    override var controlAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setAlignmentInsets(Self.alignmentInsets)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setAlignmentInsets(Self.alignmentInsets)
    }

    static var alignmentInsets: UIEdgeInsets {
        ControlMetrics.version >= 26 ? .zero : UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    }

    /// Kept within `minimumValue...maximumValue`, as UIKit clamps it.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0

    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Applied at once: there is no animation to run here.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Stored (events are never sent here).
    open var isContinuous = true

    /// Stored for drawing.
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open override var intrinsicContentSize: CGSize {
        ControlMetrics.intrinsicSize(
            frame: CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.value(IOSMetrics.sliderHeight)),
            insets: modelAlignmentInsets)
    }

    /// The slider's height at the width it has.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: ControlMetrics.value(IOSMetrics.sliderHeight))
    }
}
