internal import AutoLayout

/// UIKit's `UIPageControl`: 27.5 high from iOS 14 and 37 before
/// (`IOSMetrics.pageControlHeight`). Its width on iOS follows the number of pages and the
/// indicators' style, which no stored frame pins down yet: it has no intrinsic width here
/// (constrain it, or let a stack give it one).
open class UIPageControl: UIControl {
    /// "page 2 of 5", adjustable: VoiceOver's swipe up and down turns the page.
    override var defaultAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    override var controlAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }

    /// Kept within the pages, as UIKit clamps it.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }
    private var storedCurrentPage = 0

    /// Stored: hiding draws nothing, and layout ignores it, as UIKit's does.
    open var hidesForSinglePage = false

    /// Stored for drawing.
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.value(IOSMetrics.pageControlHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: ControlMetrics.value(IOSMetrics.pageControlHeight))
    }
}
