/// A `UIScrollView`. Its subviews are laid out in content coordinates: as the guide's
/// "Working with Scroll Views" says, constraints between the scroll view's edges (or
/// margins) and views inside it attach to the content area, whose size they define (the
/// content size); width, height and centre constraints between them attach to the frame,
/// as do constraints to views outside. The engine does this translation.
///
/// Frames stay in root coordinates: the content area's top-left corner is the scroll
/// view's top-left plus `contentInset` (top, left) minus `contentOffset`, so an offset of
/// zero shows the content at rest (UIKit's `contentOffset` is this one minus the inset).
open class ScrollView: View, @unchecked Sendable {
    /// The content rectangle (`contentLayoutGuide`); its size is the content size.
    public let contentLayoutGuide: LayoutGuide
    /// The scroll view's frame (`frameLayoutGuide`).
    public let frameLayoutGuide: LayoutGuide

    /// Extra scrollable room around the content; moves the content's resting place.
    @exclusivity(unchecked) public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { rootView.engine?.scrollPositionChanged(self) } }
    }

    /// How far the content is scrolled from its resting place (positive: content moved up
    /// and left). For rendering a scrolled state; it never changes the content size.
    @exclusivity(unchecked) public var contentOffset = Point(x: 0, y: 0) {
        didSet { if contentOffset != oldValue { rootView.engine?.scrollPositionChanged(self) } }
    }

    public override init(name: String) {
        // Named after the scroll view so scenes reach them as `Scroll View.Content Layout
        // Guide` and reports tell two scroll views apart.
        contentLayoutGuide = LayoutGuide(name: "\(name).Content Layout Guide", kind: .scrollContent)
        frameLayoutGuide = LayoutGuide(name: "\(name).Frame Layout Guide", kind: .scrollFrame)
        super.init(name: name)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
    }

    /// A scroll view shows its content only within its frame.
    open override var clipsSubviewsWhenDrawn: Bool { true }

    /// Where the content area's top-left corner sits relative to the scroll view's.
    public var contentOrigin: Point {
        Point(x: contentInset.left - contentOffset.x, y: contentInset.top - contentOffset.y)
    }

    /// Whether the attribute of the scroll view, related to a view inside it, means the
    /// content area's (edges and margins) rather than the frame's (sizes, centres,
    /// baselines).
    static func attachesToContent(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing,
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return true
        default:
            return false
        }
    }
}
