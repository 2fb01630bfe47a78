/// UIKit's `UIActivityIndicatorView`: 20×20 (medium, and the old white and gray styles) or
/// 37×37 (large, and whiteLarge) at every iOS version (`reference/ib-canvas.md` §1.3), made
/// at that size whatever frame it is given, as UIKit's initializers do.
///
/// Nothing spins here: `startAnimating()` only records that it is animating. As on iOS, a
/// stopped indicator that `hidesWhenStopped` (the default) is hidden — a new one included —
/// and `startAnimating()` shows it.
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101

        var side: CGFloat {
            switch self {
            case .whiteLarge, .large: 37
            case .white, .gray, .medium: 20
            }
        }
    }

    /// A new size reaches the layout (and the frame keeps its centre, as UIKit's does).
    open var style: Style = .medium {
        didSet {
            guard style.side != oldValue.side else { return }
            let center = self.center
            frame = CGRect(
                x: center.x - style.side / 2, y: center.y - style.side / 2, width: style.side, height: style.side)
            invalidateIntrinsicContentSize()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 20, height: 20)))
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame = CGRect(x: 0, y: 0, width: style.side, height: style.side)
    }

    public private(set) var isAnimating = false

    /// Whether stopping hides it; turning it off shows a stopped indicator, turning it on
    /// hides one, as UIKit does.
    open var hidesWhenStopped = true {
        didSet {
            if !isAnimating { isHidden = hidesWhenStopped }
        }
    }

    /// Stored for drawing.
    open var color: UIColor!

    /// Records the state and shows the indicator; nothing spins.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
