/// UIKit's `UICollectionView`: a scroll view whose layout object (`collectionViewLayout`)
/// says where each item and supplementary view goes, and which shows, framed in content
/// coordinates, the cells and views of the attributes within its bounds. Cells come from the
/// data source (dequeued from reuse queues) and go back to them when they leave the screen or
/// the data is reloaded. (UICollectionView+Items.swift does the work.)
open class UICollectionView: UIScrollView {
    /// UIKit's `UICollectionView.ScrollDirection`, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }

    /// UIKit's `UICollectionView.ElementCategory`, with UIKit's raw values.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView, decorationView
    }

    /// UIKit's `UICollectionView.ScrollPosition`, with UIKit's raw values.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kinds a flow layout's section headers and footers have (UIKit's strings).
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.owner = self
    }

    /// There is no archive to decode on Linux: a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.owner = self
    }

    /// UIKit requires a layout; this one gets a flow layout rather than failing.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// The layout; a new one is prepared at the next layout pass.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.owner === self { oldValue.owner = nil }
            collectionViewLayout.owner = self
            collectionViewLayout.invalidateLayout()
        }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: - Data

    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    open weak var delegate: UICollectionViewDelegate? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Asks the data source again at the next layout pass: the views on screen go back to
    /// their reuse queues, and the layout is prepared again. The counts are read at once.
    open func reloadData() {
        items.needsReload = true
        items.counts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    open var numberOfSections: Int { itemCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    var itemCounts: [Int] {
        if let counts = items.counts { return counts }
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        items.counts = counts
        return counts
    }

    // MARK: - Reuse

    var cellQueue = ReuseQueue<UICollectionReusableView>()
    var supplementaryQueue = ReuseQueue<UICollectionReusableView>()
    var items = CollectionItems()

    /// A class of cells for an identifier (made through `init(plumbReuseIdentifier:)`).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellQueue.register(nil, for: identifier) }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return reportException(
                "NSInvalidArgumentException", "must pass a class of kind UICollectionViewCell (got \(cellClass))")
        }
        cellQueue.register(.make { type.init(plumbReuseIdentifier: $0) }, for: identifier)
    }

    /// Dequeuing the identifier takes the nib's first top-level object (a nib that gives no
    /// cell is reported, and a plain cell is made).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(nib.map { .nib($0) }, for: identifier)
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let viewClass else { return supplementaryQueue.register(nil, for: key) }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return reportException(
                "NSInvalidArgumentException", "must pass a class of kind UICollectionReusableView (got \(viewClass))")
        }
        supplementaryQueue.register(.make { _ in type.init(plumbReuseIdentifier: identifier) }, for: key)
    }

    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryQueue.register(nib.map { .nib($0) }, for: Self.supplementaryKey(kind, identifier))
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { "\(kind)\u{1F}\(identifier)" }

    /// A cell that left the screen (after its `prepareForReuse()`), else a new one of the
    /// registered class; an identifier that is not registered is reported with UIKit's
    /// exception (and a plain cell returned).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = cellQueue.dequeue(identifier, prepare: { $0.prepareForReuse() }) as? UICollectionViewCell {
            return cell
        }
        if !cellQueue.isRegistered(identifier) {
            reportException(
                "NSInternalInconsistencyException",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let cell = UICollectionViewCell(frame: .zero)
        cell.storedReuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        if let view = supplementaryQueue.dequeue(key, prepare: { $0.prepareForReuse() }) { return view }
        if !supplementaryQueue.isRegistered(key) {
            reportException(
                "NSInternalInconsistencyException",
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = UICollectionReusableView(frame: .zero)
        view.storedReuseIdentifier = identifier
        return view
    }

    func reportException(_ name: String, _ reason: String) {
        PlumbLayoutIssues.report(.exception(.init(name: name, reason: reason, constraint: nil)))
    }

    // MARK: - Views on screen

    /// The cells on screen, in the order the layout listed them (after a layout pass).
    open var visibleCells: [UICollectionViewCell] { items.displayedCells.map(\.cell) }

    open var indexPathsForVisibleItems: [IndexPath] { items.displayedCells.map(\.indexPath) }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        items.displayedCells.first { $0.cell === cell }?.indexPath
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        items.displayedCells.first { $0.indexPath == indexPath }?.cell
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        items.displayedSupplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        items.displayedSupplementaries.filter { $0.kind == elementKind }.map(\.view)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        items.displayedSupplementaries.filter { $0.kind == elementKind }.map(\.indexPath)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at a point of the content (after a layout pass).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let rect = CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001))
        return collectionViewLayout.layoutAttributesForElements(in: rect)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    // MARK: - Selection

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false

    open var indexPathsForSelectedItems: [IndexPath]? { items.selected }

    /// Selects an item (its cell shows it), without calling the delegate, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else { return }
        if !allowsMultipleSelection { items.selected.forEach { deselectItem(at: $0, animated: false) } }
        if !items.selected.contains(indexPath) { items.selected.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        items.selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Moves the content so the item is at the position asked, within the content. Applied
    /// at once.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        let content = contentSize
        offset.x = min(
            max(offset.x, -contentInset.left), max(-contentInset.left, content.width + contentInset.right - size.width))
        offset.y = min(
            max(offset.y, -contentInset.top), max(-contentInset.top, content.height + contentInset.bottom - size.height)
        )
        contentOffset = offset
    }

    /// Behind the cells, as large as the visible part.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: - Updates (applied at once)

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    // MARK: - Layout

    /// Showing another part of the content lays the items out again.
    open override var contentOffset: CGPoint {
        didSet { setNeedsLayout() }
    }

    /// The bounds' origin is the content offset: moving it lays the content out again too.
    open override var bounds: CGRect {
        didSet { setNeedsLayout() }
    }

    /// The layout's content size, from the last layout pass.
    open override var contentSize: CGSize {
        get { items.contentSize }
        set {}
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }
}
