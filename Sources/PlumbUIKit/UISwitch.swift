internal import AutoLayout
internal import Typesetting

/// UIKit's `UISwitch`: a fixed size, 51×31 up to iOS 18 and 63×28 from iOS 26 (the model's
/// `Switch` table), whatever frame it is made with, and an alignment rectangle 2 points short
/// of its right edge: wherever Xcode has stored a switch whose trailing edge is pinned (Xcode 9
/// to 26), its frame ends 2 points beyond that edge (`reference/ib-canvas.md` §1.3, Notes).
/// So its intrinsic size is 49×31 (61×28), and constraints place that rectangle.
///
/// Hugging is 750 on both axes, as Interface Builder shows for the class.
open class UISwitch: UIControl {
    /// "1" on, "0" off: what XCUITest reads as a switch's value.
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var controlAccessibilityTraits: UIAccessibilityTraits { .button }
    /// The frame size at the version layouts use now.
    static var frameSize: CGSize { Switch.size(iosVersion: ControlMetrics.iosVersion).cgSize }
    /// The model switch's inset, so the two layers never disagree on it.
    static let alignmentInsets = UIEdgeInsets(
        top: 0, left: 0, bottom: 0, right: CGFloat(Switch.trailingAlignmentInset))

    /// The frame's size is the switch's own, as UIKit's initializer makes it; the origin is kept.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.frameSize))
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        setAlignmentInsets(Self.alignmentInsets)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    open var isOn = false

    /// Draws the track and knob as Plumb's scene switches are drawn (the model's `Switch`:
    /// green on, outlined off, the knob at the trailing end when on), in the view's frame.
    override func contentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        try Switch(name: "UISwitch", isOn: isOn).drawing(in: frame, context: context)
    }

    /// Applied at once: there is no animation to run here.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Stored for drawing.
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open override var intrinsicContentSize: CGSize {
        ControlMetrics.intrinsicSize(frame: Self.frameSize, insets: Self.alignmentInsets)
    }

    /// Always the switch's own size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.frameSize }
}
