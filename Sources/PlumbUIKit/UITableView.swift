/// UIKit's `UITableView`: a scroll view that asks its data source for sections and rows and
/// shows, as subviews framed in content coordinates, only the cells of the rows within its
/// bounds (the visible part of the content, which `contentOffset` moves), as UIKit does.
///
/// It lays its rows out in `layoutSubviews()` — heights from the delegate, `rowHeight`, or,
/// for `automaticDimension` (the default), the cell fitted at the table's width
/// (`systemLayoutSizeFitting`, plus what the built-in styles need) — and the pass that
/// follows lays out each cell's constraints, as UIKit's layout cycle does. Rows off screen
/// that were never measured count at their estimated height, as on iOS. (UITableView+Rows.swift
/// does the work.)
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    /// UIKit's `UITableView.ScrollPosition`, with UIKit's raw values.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// UIKit's `UITableView.RowAnimation`, with UIKit's raw values (nothing animates here).
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// UIKit's `UITableView.SeparatorInsetReference`, with UIKit's raw values (stored).
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges = 0, fromAutomaticInsets
    }

    /// A height that the table works out itself: from the cell's content for rows, from the
    /// title or view for section headers and footers.
    public nonisolated static let automaticDimension: CGFloat = -1

    public let style: Style

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTable()
    }

    /// There is no archive to decode on Linux: a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        configureTable()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    private func configureTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    // MARK: - Data

    /// Setting it reloads the data at the next layout pass, as in UIKit.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    open weak var delegate: UITableViewDelegate? {
        didSet { invalidateRowHeights() }
    }

    /// Asks the data source again at the next layout pass: the cells on screen go back to
    /// their reuse queues (the next `dequeueReusableCell` gets them, after
    /// `prepareForReuse()`), and every height is worked out again. The counts are read at
    /// once.
    open func reloadData() {
        rows.needsReload = true
        rows.counts = nil
        setNeedsLayout()
        LayoutCycle.modelChanged()
    }

    open var numberOfSections: Int { sectionCounts.count }

    open func numberOfRows(inSection section: Int) -> Int {
        let counts = sectionCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The rows per section, read from the data source once per reload.
    var sectionCounts: [Int] {
        if let counts = rows.counts { return counts }
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        }
        rows.counts = counts
        return counts
    }

    // MARK: - Heights

    /// Every row's height when the delegate gives none: `automaticDimension` (the default
    /// from iOS 11) sizes each row to its cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowHeights() }
    }

    /// The height counted for rows not yet measured (off screen): `automaticDimension`
    /// (the default) counts 44; 0 turns estimates off, and every row is measured.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowHeights() }
    }

    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowHeights() }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowHeights() }
    }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Stored (iOS 15's extra padding above plain headers is not modelled).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    func invalidateRowHeights() {
        rows.measuredHeights = [:]
        dropHeaders()
        setNeedsLayout()
        LayoutCycle.modelChanged()
    }

    // MARK: - Separators

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    open var separatorEffect: UIVisualEffect?
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

    /// Where cells' separators start: the cells' side margin (16, or 20 from 414 wide) until
    /// code sets one.
    open var separatorInset: UIEdgeInsets {
        get {
            ownSeparatorInset
                ?? UIEdgeInsets(top: 0, left: TableMetrics.sideMargin(tableWidth: bounds.width), bottom: 0, right: 0)
        }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var ownSeparatorInset: UIEdgeInsets?

    // MARK: - Header, footer and background

    /// Above the first section, as wide as the table, at the height its frame has.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// Below the last section, as wide as the table, at the height its frame has.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        invalidateRowHeights()
    }

    /// Behind everything, as large as the visible part of the table.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: - Stored settings

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var sectionIndexMinimumDisplayRowCount = 0
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?

    // MARK: - Reuse

    var cellQueue = ReuseQueue<UITableViewCell>()
    var headerQueue = ReuseQueue<UITableViewHeaderFooterView>()
    /// The rows' state between passes (UITableView+Rows.swift).
    var rows = TableRows()

    /// A class of cells for an identifier: `dequeueReusableCell` makes one (through
    /// `init(plumbReuseIdentifier:)`, a `.default` cell) when none waits. Nil removes it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellQueue.register(nil, for: identifier) }
        guard let type = cellClass as? UITableViewCell.Type else {
            return reportException(
                "NSInvalidArgumentException", "must pass a class of kind UITableViewCell (got \(cellClass))")
        }
        cellQueue.register(.make { type.init(plumbReuseIdentifier: $0) }, for: identifier)
    }

    /// Dequeuing the identifier takes the nib's first top-level object (a nib that gives no
    /// cell is reported, and a plain cell is made).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(nib.map { .nib($0) }, for: identifier)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerQueue.register(nil, for: identifier) }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return reportException(
                "NSInvalidArgumentException",
                "must pass a class of kind UITableViewHeaderFooterView (got \(aClass))")
        }
        headerQueue.register(.make { type.init(plumbReuseIdentifier: $0) }, for: identifier)
    }

    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerQueue.register(nib.map { .nib($0) }, for: identifier)
    }

    /// A cell that left the screen (after its `prepareForReuse()`), else a new one of the
    /// registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellQueue.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// As `dequeueReusableCell(withIdentifier:)`, for an identifier that must be registered:
    /// one that is not is reported with UIKit's exception (and a plain cell is returned, so
    /// the test goes on).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        if !cellQueue.isRegistered(identifier) {
            reportException(
                "NSInternalInconsistencyException",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerQueue.dequeue(identifier) { $0.prepareForReuse() }
    }

    func reportException(_ name: String, _ reason: String) {
        PlumbLayoutIssues.report(.exception(.init(name: name, reason: reason, constraint: nil)))
    }

    // MARK: - Cells on screen

    /// The cells on screen, top to bottom (after a layout pass).
    open var visibleCells: [UITableViewCell] { rows.displayed.map(\.cell) }

    open var indexPathsForVisibleRows: [IndexPath]? { rows.displayed.map(\.indexPath) }

    /// The row of a cell on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        rows.displayed.first { $0.cell === cell }?.indexPath
    }

    /// The cell on screen for a row (nil when the row is off screen).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rows.displayed.first { $0.indexPath == indexPath }?.cell
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        rows.headers[TableRows.HeaderKey(section: section, isFooter: false)]?.view as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        rows.headers[TableRows.HeaderKey(section: section, isFooter: true)]?.view as? UITableViewHeaderFooterView
    }

    /// The row's rectangle in the table's content (after a layout pass; `.zero` for a row
    /// the table does not have).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard rows.sections.indices.contains(indexPath.section) else { return .zero }
        let frames = rows.sections[indexPath.section].rows
        return frames.indices.contains(indexPath.row) ? frames[indexPath.row] : .zero
    }

    open func rect(forSection section: Int) -> CGRect {
        guard rows.sections.indices.contains(section) else { return .zero }
        let frames = rows.sections[section]
        return frames.header.union(frames.footer)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        rows.sections.indices.contains(section) ? rows.sections[section].header : .zero
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        rows.sections.indices.contains(section) ? rows.sections[section].footer : .zero
    }

    /// The row at a point of the content (after a layout pass).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, frames) in rows.sections.enumerated() {
            if let row = frames.rows.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    // MARK: - Selection

    open var indexPathForSelectedRow: IndexPath? { rows.selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { rows.selected.isEmpty ? nil : rows.selected }

    /// Selects a row (its cell shows it), without calling the delegate, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return rows.selected.forEach { deselectRow(at: $0, animated: animated) } }
        if !allowsMultipleSelection { rows.selected.forEach { deselectRow(at: $0, animated: false) } }
        if !rows.selected.contains(indexPath) { rows.selected.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        rows.selected.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: - Scrolling

    /// Moves the content so the row is at the top, middle or bottom (or just visible, for
    /// `.none`), within the content's bounds. Applied at once.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let rect = rectForRow(at: indexPath)
        let height = bounds.height
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .none:
            let visible = bounds
            if rect.minY < visible.minY {
                y = rect.minY
            } else if rect.maxY > visible.maxY {
                y = rect.maxY - height
            } else {
                return
            }
        }
        let lowest = -contentInset.top
        let highest = max(lowest, contentSize.height + contentInset.bottom - height)
        y = min(max(y, lowest), highest)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = indexPathForSelectedRow { scrollToRow(at: row, at: scrollPosition, animated: animated) }
    }

    /// Showing another part of the content lays the rows out again.
    open override var contentOffset: CGPoint {
        didSet { setNeedsLayout() }
    }

    /// The bounds' origin is the content offset: moving it lays the content out again too.
    open override var bounds: CGRect {
        didSet { setNeedsLayout() }
    }

    /// The content's size from the last layout pass: as wide as the table, as high as its
    /// header, sections and footer (rows not yet measured counted at their estimate).
    open override var contentSize: CGSize {
        get { rows.contentSize }
        set {}
    }

    // MARK: - Updates (applied at once: nothing animates here)

    open func beginUpdates() {}
    open func endUpdates() { reloadData() }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    // MARK: - Layout

    /// Lays the rows out (UITableView+Rows.swift) after UIScrollView's own layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }
}
