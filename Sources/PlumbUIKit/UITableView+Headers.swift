/// Section headers and footers: their heights (the delegate's, the table's properties, or
/// automatic: the view fitted at the table's width, a title's line and margins, or the
/// style's empty height) and the views on screen.
extension UITableView {
    /// A section's header (or footer) at `width`, worked out once per width and reload.
    func sectionHeader(_ section: Int, isFooter: Bool, width: CGFloat) -> TableRows.Header {
        let key = TableRows.HeaderKey(section: section, isFooter: isFooter)
        if let header = rows.headers[key], header.width == width { return header }
        let asked: CGFloat
        let view: UIView?
        let title: String?
        if isFooter {
            asked = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            view = delegate?.tableView(self, viewForFooterInSection: section)
            title = dataSource?.tableView(self, titleForFooterInSection: section)
        } else {
            asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            view = delegate?.tableView(self, viewForHeaderInSection: section)
            title = dataSource?.tableView(self, titleForHeaderInSection: section)
        }
        var shown = view
        var madeForTitle = false
        if shown == nil, let title, !title.isEmpty {
            shown = titleHeader(title, isFooter: isFooter, width: width)
            madeForTitle = true
        }
        let empty = emptyHeaderHeight(section, isFooter: isFooter)
        let height: CGFloat
        if shown == nil && style == .plain {
            // A plain table shows no header without a title or a view, whatever its height.
            height = 0
        } else if asked >= 0 {
            height = asked
        } else if let shown {
            height = automaticHeight(of: shown, width: width, empty: empty)
        } else {
            height = empty
        }
        let header = TableRows.Header(width: width, height: height, view: shown, madeForTitle: madeForTitle)
        rows.headers[key] = header
        return header
    }

    /// A grouped table's room between sections where there is no title or view: 18, and 35
    /// above the first section of a table without a `tableHeaderView` (TableMetrics).
    private func emptyHeaderHeight(_ section: Int, isFooter: Bool) -> CGFloat {
        guard style != .plain else { return 0 }
        if isFooter { return TableMetrics.groupedEmptyFooterHeight }
        return section == 0 && tableHeaderView == nil
            ? TableMetrics.groupedFirstHeaderHeight : TableMetrics.groupedEmptyHeaderHeight
    }

    /// A header view's height at `width`: its constraints fitted (as cells are), or its title
    /// with its margins, whichever is more; else its own frame's height, else the style's
    /// empty height.
    private func automaticHeight(of view: UIView, width: CGFloat, empty: CGFloat) -> CGFloat {
        view.frame = CGRect(x: 0, y: 0, width: width, height: view.frame.height)
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        let title = (view as? UITableViewHeaderFooterView)?.titleHeight(width: width) ?? 0
        let height = max(fitted, title)
        if height > 0 { return height }
        return view.frame.height > 0 ? view.frame.height : empty
    }

    /// The view the table shows a section title in: a `UITableViewHeaderFooterView` whose
    /// label is the style's (a 13-pt footnote in grouped tables and plain footers, the
    /// 17-pt semibold headline for plain headers), at the cells' side margins.
    private func titleHeader(_ title: String, isFooter: Bool, width: CGFloat) -> UITableViewHeaderFooterView {
        let view = rows.titleHeaders.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        let label = view.textLabel
        label?.text = title
        label?.font =
            style == .plain && !isFooter
            ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .footnote)
        view.titleMargins = TableMetrics.titleMargins(grouped: style != .plain, footer: isFooter)
        view.pixelScale = pixelScale
        let side = TableMetrics.sideMargin(tableWidth: width)
        view.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 8, leading: side, bottom: 8, trailing: side)
        return view
    }

    /// Puts the headers and footers within the bounds on screen; a plain table's header
    /// stays at the top of the visible part while its section's rows are under it, as
    /// UIKit's floating headers do.
    func showHeaders(visible: CGRect) {
        for (section, frames) in rows.sections.enumerated() {
            for isFooter in [false, true] {
                let key = TableRows.HeaderKey(section: section, isFooter: isFooter)
                guard let header = rows.headers[key], let view = header.view else { continue }
                var frame = isFooter ? frames.footer : frames.header
                if style == .plain && !isFooter {
                    let top = visible.minY + adjustedContentInset.top
                    let last = max(frame.minY, frames.footer.minY - frame.height)
                    frame.origin.y = min(max(frame.minY, top), last)
                }
                guard frame.height > 0, frame.minY < visible.maxY, frame.maxY > visible.minY else {
                    view.removeFromSuperview()
                    continue
                }
                if view.frame != frame { view.frame = frame }
                view.setNeedsLayout()
                if view.superview !== self {
                    if isFooter {
                        delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                    } else {
                        delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                    }
                    addSubview(view)
                }
            }
        }
    }
}
