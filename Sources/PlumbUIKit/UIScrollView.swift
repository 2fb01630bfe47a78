internal import AutoLayout

/// UIKit's `UIScrollView`, over the model's `ScrollView`: its subviews are laid out in
/// content coordinates, and, as on iOS, constraints between them and the scroll view's edges
/// (or its `contentLayoutGuide`) define the content size, while its sizes, centres and
/// `frameLayoutGuide` are the frame's.
///
/// Frames are UIKit's: a subview's `frame` is in content coordinates whatever the offset, and
/// the scroll view's `bounds.origin` is its `contentOffset`. `contentInset` is the
/// `adjustedContentInset` too: there is no safe area here to add to it.
open class UIScrollView: UIView {
    /// Each node gets its own name for its guides' sake: the model names a scroll view's
    /// guides after it when it is made (before the view renames its node), and the console
    /// finds guides by those names, so two scroll views must not share them.
    override class func makeNode() -> View {
        scrollViewCount += 1
        return ScrollNode(name: "UIScrollView#\(scrollViewCount)")
    }
    private static var scrollViewCount = 0

    /// The model scroll view. `makeNode()` made the node one, and no class outside this
    /// module can override it, so the fallback (a scroll view outside the tree) never serves.
    private(set) lazy var scrollNode: ScrollView = (node as? ScrollView) ?? ScrollView(name: "UIScrollView")

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        // UIKit's scroll views clip; the model's draw clipped whatever this says.
        clipsToBounds = true
        // Made now, so the console names them as UIKit does even when only the scroll
        // view's edges (which mean the content guide's) were constrained.
        _ = contentLayoutGuide
        _ = frameLayoutGuide
    }

    /// The content rectangle: its size is the content size. Its `layoutFrame` is in the
    /// scroll view's bounds (content) coordinates.
    public var contentLayoutGuide: UILayoutGuide {
        scrollGuide("UIScrollView-contentLayoutGuide", scrollNode.contentLayoutGuide)
    }

    /// The scroll view's frame, for views that should not scroll. Its `layoutFrame` is in
    /// the scroll view's bounds coordinates, so its origin is the content offset, as on iOS.
    public var frameLayoutGuide: UILayoutGuide {
        scrollGuide("UIScrollView-frameLayoutGuide", scrollNode.frameLayoutGuide)
    }

    /// Kept with the view's system guides (under UIKit's identifiers), where the console
    /// looks guides up.
    private func scrollGuide(_ identifier: String, _ model: LayoutGuide) -> UILayoutGuide {
        if let guide = systemGuides[identifier] { return guide }
        let guide = ScrollViewLayoutGuide(model: model, identifier: identifier, owningView: self)
        systemGuides[identifier] = guide
        return guide
    }

    // MARK: - Content size

    private var storedContentSize = CGSize.zero
    /// The engine whose pass last framed this scroll view: its content guide is read only from
    /// that one (asking an engine about an item it has not laid out would add it there).
    private weak var framingLayout: RootLayout?

    override func applyLayoutFrame(_ frame: CGRect) {
        framingLayout = rootView.rootLayout
        super.applyLayoutFrame(frame)
    }

    /// The content guide's size from the last layout pass, as Auto Layout sets it on iOS;
    /// the size set in code before the first pass, or when the constraints leave the content
    /// guide empty (a scroll view whose subviews are framed by hand sets it itself).
    open var contentSize: CGSize {
        get {
            if let layout = rootView.rootLayout, layout === framingLayout || rootView === self {
                let size = layout.engine.contentSize(of: scrollNode).cgSize
                if size.width > 0 || size.height > 0 { return size }
            }
            return storedContentSize
        }
        set { storedContentSize = newValue }
    }

    // MARK: - Inset and offset

    /// Extra room around the content. Setting it keeps `contentOffset` where it is, so the
    /// subviews' frames do not move.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            // A scroll view resting at the top (or left) of its content stays there: UIKit
            // moves the offset with the inset (offset -inset.top shows the content just below
            // the inset), so content set in from the top starts there on first display.
            var offset = boundsOrigin
            if offset.x == -oldValue.left { offset.x = -contentInset.left }
            if offset.y == -oldValue.top { offset.y = -contentInset.top }
            boundsOrigin = offset
            scrollNode.contentInset = EdgeInsets(
                top: Double(contentInset.top), left: Double(contentInset.left), bottom: Double(contentInset.bottom),
                right: Double(contentInset.right))
            updateModelOffset()
        }
    }

    /// `contentInset`, as nothing else (a safe area, bars) insets the content here.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The point of the content at the scroll view's top-left corner: the scroll view's
    /// `bounds.origin`. Negative when the content is pulled down into its top inset.
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            guard newValue != boundsOrigin else { return }
            boundsOrigin = newValue
            updateModelOffset()
        }
    }

    /// Applied at once: there is no animation to run here.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// The bounds' origin is the content offset.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            updateModelOffset()
        }
    }

    /// The model measures its offset from the content at rest (inside the inset); UIKit
    /// measures it from the content's top-left corner: the model's is UIKit's plus the inset.
    private func updateModelOffset() {
        scrollNode.contentOffset = Point(
            x: Double(boundsOrigin.x + contentInset.left), y: Double(boundsOrigin.y + contentInset.top))
        LayoutCycle.modelChanged()
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// UIKit's `UIScrollView.KeyboardDismissMode`, with UIKit's raw values.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// UIKit's `UIScrollView.IndicatorStyle`, with UIKit's raw values.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    // MARK: - Stored (no touch scrolls here; drawing reads some of these)

    /// Stored: with no safe area here there is nothing to adjust by.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var bouncesZoom = true
    open var decelerationRate: DecelerationRate = .normal

    /// UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Always false: nothing moves the content here but code.
    public var isTracking: Bool { false }
    public var isDragging: Bool { false }
    public var isDecelerating: Bool { false }

    /// Stored; nothing scrolls here.
    open func flashScrollIndicators() {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// A scroll view's own guide (UIKit's `_UIScrollViewLayoutGuide`, as its console prints
/// it): its `layoutFrame` is in the scroll view's bounds coordinates, as UIKit's are (the
/// frame guide's origin is the content offset).
final class ScrollViewLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect {
        let frame = super.layoutFrame
        guard let origin = owningView?.boundsOrigin else { return frame }
        return frame.offsetBy(dx: origin.x, dy: origin.y)
    }
}
