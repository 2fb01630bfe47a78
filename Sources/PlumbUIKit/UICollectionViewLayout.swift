/// UIKit's `UICollectionViewLayout`, the class a team subclasses for a layout of its own:
/// the collection view calls `prepare()` when the layout is invalid (first use,
/// `invalidateLayout()`, a reload, a change of bounds the layout asks to be told of), then
/// reads `collectionViewContentSize` and `layoutAttributesForElements(in:)` with its
/// bounds, and shows a cell or supplementary view for each attribute returned, as UIKit
/// does. Decoration views are not shown.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open var collectionView: UICollectionView? { owner }
    weak var owner: UICollectionView?
    /// Set by `invalidateLayout()`; the collection view prepares the layout again.
    var needsPrepare = true

    public override init() {
        super.init()
    }

    /// There is no archive to decode on Linux.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Works the layout out; called before the collection view asks for attributes.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (scrolling moves their origin)
    /// should prepare the layout again: no, by default, as in UIKit.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Marks the layout for `prepare()` at the collection view's next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        owner?.setNeedsLayout()
        LayoutCycle.modelChanged()
    }

    /// The class of the attributes the layout makes (a team's subclass overrides it).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// Stored: decoration views are not shown here.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}

    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
