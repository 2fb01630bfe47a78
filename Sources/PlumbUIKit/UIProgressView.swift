internal import AutoLayout

/// UIKit's `UIProgressView`: no intrinsic width, a height of 4 from iOS 14 and 2 before
/// (`IOSMetrics.progressViewHeight`).
open class UIProgressView: UIView {
    /// UIKit's `UIProgressView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }

    open var progressViewStyle: Style = .default

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Kept within 0...1, as UIKit clamps it.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0

    /// Applied at once: there is no animation to run here.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// Stored for drawing.
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.value(IOSMetrics.progressViewHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: ControlMetrics.value(IOSMetrics.progressViewHeight))
    }
}
