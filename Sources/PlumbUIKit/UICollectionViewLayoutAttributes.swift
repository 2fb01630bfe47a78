/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one cell or supplementary
/// view. As in UIKit, the geometry is a centre and a size (`frame` is worked out from them),
/// so changing the size keeps the centre.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var center = CGPoint.zero
    open var size = CGSize.zero
    open var indexPath = IndexPath(item: 0, section: 0)
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false
    public internal(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    public internal(set) var representedElementKind: String?

    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// `required`, so a layout makes its `layoutAttributesClass` (a team's subclass) through
    /// the metatype, as UIKit does.
    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values (a subclass with values of its own
    /// overrides it and copies them too, as on iOS).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Swift.type(of: self).init()
        copy.center = center
        copy.size = size
        copy.indexPath = indexPath
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }
}
