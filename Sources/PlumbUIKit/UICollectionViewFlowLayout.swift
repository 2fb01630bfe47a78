/// UIKit's `UICollectionViewFlowLayout`: items in lines across the collection view (rows when
/// it scrolls vertically, columns when horizontally), each section after its header and
/// inside its insets, as UIKit flows them:
/// - a line takes items while they fit with at least `minimumInteritemSpacing` between;
///   the room left over is shared between the items' gaps (the line is justified, its first
///   item at the leading inset and its last at the trailing one); a line of one item is
///   centred;
/// - items are centred across the line's height (the tallest item's), and lines are
///   `minimumLineSpacing` apart;
/// - headers and footers are as long as the reference size says and as wide as the
///   collection view, less its content insets.
///
/// With `estimatedItemSize` set, items are self-sized: each cell, configured by the data
/// source, answers `preferredLayoutAttributesFitting(_:)` (its constraints, by default).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// For `estimatedItemSize`: the items size themselves, from their `itemSize` as a start.
    public nonisolated static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference`, with UIKit's raw values
    /// (stored: there is no safe area or margin inside a collection view here to differ).
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea, fromLayoutMargins
    }

    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    open var estimatedItemSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    open var sectionInset = UIEdgeInsets.zero {
        didSet { invalidateLayout() }
    }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }
    open var headerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    open var footerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    open var sectionInsetReference = SectionInsetReference.fromContentInset
    /// Stored: headers scroll with their sections here.
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var elements: [UICollectionViewLayoutAttributes] = []
    private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    private var contentSize = CGSize.zero
    /// The collection view's extent across the lines when the layout was prepared.
    private var preparedCrossExtent: CGFloat = -1

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        items[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementaries[elementKind]?[indexPath]
    }

    /// A change of the collection view's size across the lines flows the items again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let inset = collectionView?.adjustedContentInset ?? .zero
        let cross =
            scrollDirection == .vertical
            ? newBounds.width - inset.left - inset.right : newBounds.height - inset.top - inset.bottom
        return cross != preparedCrossExtent
    }

    open override func prepare() {
        super.prepare()
        elements = []
        items = [:]
        supplementaries = [:]
        contentSize = .zero
        guard let collectionView else { return }
        var flow = FlowPass(layout: self, collectionView: collectionView)
        flow.run()
        preparedCrossExtent = flow.cross
        contentSize = flow.contentSize
        elements = flow.elements
        for element in elements {
            switch element.representedElementCategory {
            case .cell: items[element.indexPath] = element
            default: supplementaries[element.representedElementKind ?? "", default: [:]][element.indexPath] = element
            }
        }
    }
}

/// One flow of a layout's items, in the scrolling direction's terms: `main` runs along the
/// scrolling axis (down the lines), `cross` across it (along a line).
@MainActor
private struct FlowPass {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let vertical: Bool
    let cross: CGFloat
    let flowDelegate: UICollectionViewDelegateFlowLayout?
    let attributesClass: UICollectionViewLayoutAttributes.Type
    var elements: [UICollectionViewLayoutAttributes] = []
    var position: CGFloat = 0

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        vertical = layout.scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        cross =
            vertical
            ? max(0, collectionView.bounds.width - inset.left - inset.right)
            : max(0, collectionView.bounds.height - inset.top - inset.bottom)
        flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        attributesClass =
            (type(of: layout).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
    }

    var contentSize: CGSize {
        vertical ? CGSize(width: cross, height: position) : CGSize(width: position, height: cross)
    }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func crossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    mutating func run() {
        for section in 0..<collectionView.numberOfSections {
            flowSection(section)
        }
    }

    private mutating func flowSection(_ section: Int) {
        let view = collectionView
        let insets =
            flowDelegate?.collectionView(view, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let lineSpacing =
            flowDelegate?.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section)
            ?? layout.minimumLineSpacing
        let interitem =
            flowDelegate?.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        let header =
            flowDelegate?.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section)
            ?? layout.headerReferenceSize
        let footer =
            flowDelegate?.collectionView(view, layout: layout, referenceSizeForFooterInSection: section)
            ?? layout.footerReferenceSize
        addSupplementary(UICollectionView.elementKindSectionHeader, section: section, length: mainLength(header))

        let (leading, trailing) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
        position += vertical ? insets.top : insets.left
        let available = max(0, cross - leading - trailing)
        var line: [(IndexPath, CGSize)] = []
        var used: CGFloat = 0
        var lines = 0
        for item in 0..<view.numberOfItems(inSection: section) {
            let indexPath = IndexPath(item: item, section: section)
            let size = itemSize(at: indexPath)
            let length = crossLength(size)
            if !line.isEmpty && used + interitem + length > available + 1e-9 {
                closeLine(line, leading: leading, available: available, spacing: lines > 0 ? lineSpacing : 0)
                lines += 1
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : interitem) + length
            line.append((indexPath, size))
        }
        if !line.isEmpty {
            closeLine(line, leading: leading, available: available, spacing: lines > 0 ? lineSpacing : 0)
        }
        position += vertical ? insets.bottom : insets.right
        addSupplementary(UICollectionView.elementKindSectionFooter, section: section, length: mainLength(footer))
    }

    /// Places one line: justified, or centred when it holds one item; each item centred
    /// across the line's height.
    private mutating func closeLine(
        _ line: [(IndexPath, CGSize)], leading: CGFloat, available: CGFloat, spacing: CGFloat
    ) {
        position += spacing
        let lineLength = line.map { mainLength($0.1) }.max() ?? 0
        let total = line.map { crossLength($0.1) }.reduce(0, +)
        var offset = leading
        var gap: CGFloat = 0
        if line.count == 1 {
            offset = leading + (available - total) / 2
        } else {
            gap = (available - total) / CGFloat(line.count - 1)
        }
        for (indexPath, size) in line {
            let attributes = attributesClass.init()
            attributes.indexPath = indexPath
            attributes.frame = rect(
                main: position + (lineLength - mainLength(size)) / 2, cross: offset, mainLength: mainLength(size),
                crossLength: crossLength(size))
            elements.append(attributes)
            offset += crossLength(size) + gap
        }
        position += lineLength
    }

    private mutating func addSupplementary(_ kind: String, section: Int, length: CGFloat) {
        guard length > 0 else { return }
        let attributes = attributesClass.init()
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        attributes.frame = rect(main: position, cross: 0, mainLength: length, crossLength: cross)
        elements.append(attributes)
        position += length
    }

    /// The delegate's size or `itemSize`; with `estimatedItemSize` set, what the item's cell
    /// prefers, starting from the estimate.
    private func itemSize(at indexPath: IndexPath) -> CGSize {
        let size =
            flowDelegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        let estimated = layout.estimatedItemSize
        guard estimated != .zero else { return size }
        let start = estimated == UICollectionViewFlowLayout.automaticSize ? size : estimated
        return collectionView.preferredSize(ofItemAt: indexPath, startingFrom: start)
    }
}
