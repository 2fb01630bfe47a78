/// What a table keeps between layout passes: the counts read from the data source, the
/// heights measured, the frames of the last pass, and the cells and header views on screen.
/// Dictionaries are only looked up; what is listed (`displayed`, `sections`) is in row order.
@MainActor
struct TableRows {
    struct Shown {
        let indexPath: IndexPath
        let cell: UITableViewCell
    }

    struct SectionFrames {
        var header = CGRect.zero
        var rows: [CGRect] = []
        var footer = CGRect.zero
    }

    struct HeaderKey: Hashable {
        let section: Int
        let isFooter: Bool
    }

    /// A section's header or footer: its height at `width` and the view that shows it (the
    /// delegate's, or one the table made for a title).
    struct Header {
        let width: CGFloat
        let height: CGFloat
        let view: UIView?
        let madeForTitle: Bool
    }

    var needsReload = true
    var counts: [Int]?
    var measuredHeights: [IndexPath: CGFloat] = [:]
    /// The width the measured heights were taken at.
    var measuredWidth: CGFloat = -1
    var headers: [HeaderKey: Header] = [:]
    var displayed: [Shown] = []
    var sections: [SectionFrames] = []
    var contentSize = CGSize.zero
    var selected: [IndexPath] = []
    /// Title headers that left the screen, for the next title.
    var titleHeaders: [UITableViewHeaderFooterView] = []
}

extension UITableView {
    /// One layout of the rows: the frames of every section, row, header and footer in content
    /// coordinates, and the views of those within the bounds on screen. Cells come from the
    /// cells already on screen for their row, else from the data source; cells left over go
    /// back to their reuse queues.
    func layoutRows() {
        let width = bounds.width
        if rows.needsReload { performReload() }
        if width != rows.measuredWidth {
            rows.measuredHeights = [:]
            dropHeaders()
            rows.measuredWidth = width
        }
        let visible = bounds
        let scale = pixelScale
        let sideMargin = TableMetrics.sideMargin(tableWidth: width)
        let iosVersion = LayoutCycle.environment(of: rootView).iosVersion
        let cellX: CGFloat = style == .insetGrouped ? sideMargin : 0
        let cellWidth = max(0, width - 2 * cellX)

        var onScreen: [IndexPath: UITableViewCell] = [:]
        for shown in rows.displayed { onScreen[shown.indexPath] = shown.cell }
        var prepared: [IndexPath: UITableViewCell] = [:]

        // What every cell takes from the table (a cell on screen again after the table's width
        // changed takes it anew).
        func adopt(_ cell: UITableViewCell) {
            cell.systemSideMargin = sideMargin
            cell.pixelHeight = 1 / scale
            cell.layoutIOSVersion = iosVersion
        }

        func cell(at indexPath: IndexPath) -> UITableViewCell? {
            if let cell = onScreen[indexPath] ?? prepared[indexPath] { return cell }
            guard let dataSource else { return nil }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            adopt(cell)
            prepared[indexPath] = cell
            return cell
        }

        var y: CGFloat = 0
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            y = header.frame.height
        }
        var sections: [TableRows.SectionFrames] = []
        var onScreenRows: [(indexPath: IndexPath, frame: CGRect, lastInSection: Bool)] = []
        let counts = sectionCounts
        for (section, count) in counts.enumerated() {
            var frames = TableRows.SectionFrames()
            let header = sectionHeader(section, isFooter: false, width: width)
            frames.header = CGRect(x: 0, y: y, width: width, height: header.height)
            y += header.height
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let height = rowHeight(at: indexPath, y: y, visible: visible, width: cellWidth, cell: cell)
                let frame = CGRect(x: cellX, y: y, width: cellWidth, height: height)
                frames.rows.append(frame)
                y += height
                if frame.minY < visible.maxY, frame.maxY > visible.minY {
                    onScreenRows.append((indexPath, frame, row == count - 1))
                }
            }
            let footer = sectionHeader(section, isFooter: true, width: width)
            frames.footer = CGRect(x: 0, y: y, width: width, height: footer.height)
            y += footer.height
            sections.append(frames)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }

        // Cells that left the screen go back to their queues first, so that the rows coming
        // on screen dequeue them, as UIKit's do.
        let staying = Set(onScreenRows.map(\.indexPath))
        for shown in rows.displayed where !staying.contains(shown.indexPath) {
            shown.cell.removeFromSuperview()
            onScreen[shown.indexPath] = nil
            delegate?.tableView(self, didEndDisplaying: shown.cell, forRowAt: shown.indexPath)
            cellQueue.enqueue(shown.cell, identifier: shown.cell.reuseIdentifier)
        }
        // So do cells made only to be measured.
        for (indexPath, made) in prepared.sorted(by: { $0.key < $1.key }) where !staying.contains(indexPath) {
            prepared[indexPath] = nil
            cellQueue.enqueue(made, identifier: made.reuseIdentifier)
        }
        var nextDisplayed: [TableRows.Shown] = []
        for row in onScreenRows {
            guard let shown = cell(at: row.indexPath) else { continue }
            adopt(shown)
            show(shown, at: row.indexPath, frame: row.frame, lastInSection: row.lastInSection, wasOnScreen: onScreen)
            nextDisplayed.append(TableRows.Shown(indexPath: row.indexPath, cell: shown))
        }
        rows.displayed = nextDisplayed
        rows.sections = sections
        rows.contentSize = CGSize(width: width, height: y)
        showHeaders(visible: visible)
        backgroundView?.frame = visible
    }

    /// The screen's pixel size in points (a third on Plumb's default device).
    var pixelScale: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? scale : 3
    }

    /// Puts a row's cell on screen at its frame, with the table's separator and colours.
    private func show(
        _ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect, lastInSection: Bool,
        wasOnScreen: [IndexPath: UITableViewCell]
    ) {
        cell.tableSeparatorInset = separatorInset
        cell.separator.backgroundColor = separatorColor
        // Grouped tables draw no separator under a section's last row.
        let hidesSeparator = separatorStyle == .none || (style != .plain && lastInSection)
        // Only a change is written: `isHidden` tells the layout cycle the model changed.
        if cell.separator.isHidden != hidesSeparator { cell.separator.isHidden = hidesSeparator }
        if style != .plain { cell.setSystemBackgroundColor(.secondarySystemGroupedBackground) }
        let selected = rows.selected.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.frame != frame { cell.frame = frame }
        if wasOnScreen[indexPath] !== cell {
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell.superview !== self { addSubview(cell) }
        }
        cell.setNeedsLayout()
    }

    /// A row's height: the delegate's or `rowHeight` when not automatic; else the height
    /// measured for it, else — when it is on screen, or estimates are off — its cell
    /// measured now, else its estimate.
    private func rowHeight(
        at indexPath: IndexPath, y: CGFloat, visible: CGRect, width: CGFloat,
        cell: (IndexPath) -> UITableViewCell?
    ) -> CGFloat {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked >= 0 { return asked }
        if let measured = rows.measuredHeights[indexPath] { return measured }
        let estimatedAsked = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        let estimate = estimatedAsked < 0 ? TableMetrics.defaultRowHeight : estimatedAsked
        let mayShow = estimate == 0 || (y < visible.maxY && y + estimate > visible.minY)
        guard mayShow, let measuring = cell(indexPath) else { return estimate }
        let height = fittedHeight(of: measuring, width: width)
        rows.measuredHeights[indexPath] = height
        return height
    }

    /// A cell's height at `width`, as UIKit self-sizes it: the cell fitted by its
    /// constraints at that width (`systemLayoutSizeFitting`, the height at fitting
    /// priority), or what its built-in parts need, whichever is more; 44 when neither gives a
    /// height.
    func fittedHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
        cell.layoutCellParts()
        let allowance = TableMetrics.separatorAllowance(iosVersion: cell.layoutIOSVersion)
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        let fromConstraints = fitted > allowance + 1e-6 ? fitted : 0
        let height = max(fromConstraints, cell.builtInRowHeight(width: width) ?? 0)
        return height > 0 ? height : TableMetrics.defaultRowHeight
    }

    /// Sends the cells and header views on screen back to their queues and forgets every
    /// height; the data source is asked again.
    private func performReload() {
        for shown in rows.displayed {
            shown.cell.removeFromSuperview()
            delegate?.tableView(self, didEndDisplaying: shown.cell, forRowAt: shown.indexPath)
            cellQueue.enqueue(shown.cell, identifier: shown.cell.reuseIdentifier)
        }
        rows.displayed = []
        dropHeaders()
        rows.measuredHeights = [:]
        rows.counts = nil
        rows.needsReload = false
        rows.selected = []
    }

    /// Takes every header and footer view off screen: the table's title views wait for the
    /// next title, a team's reusable ones go back to their queue.
    func dropHeaders() {
        for key in rows.headers.keys.sorted(by: {
            ($0.section, $0.isFooter ? 1 : 0) < ($1.section, $1.isFooter ? 1 : 0)
        }) {
            guard let header = rows.headers[key], let view = header.view else { continue }
            view.removeFromSuperview()
            if header.madeForTitle, let titled = view as? UITableViewHeaderFooterView {
                rows.titleHeaders.append(titled)
            } else if let reusable = view as? UITableViewHeaderFooterView {
                headerQueue.enqueue(reusable, identifier: reusable.reuseIdentifier)
            }
        }
        rows.headers = [:]
    }
}
