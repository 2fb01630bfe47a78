/// What a collection view keeps between layout passes: the counts, the views on screen (in
/// the layout's order), the cells made while the layout measured, the selection.
@MainActor
struct CollectionItems {
    struct ShownCell {
        let indexPath: IndexPath
        let cell: UICollectionViewCell
    }

    struct ShownSupplementary {
        let kind: String
        let indexPath: IndexPath
        let view: UICollectionReusableView
    }

    var needsReload = true
    var counts: [Int]?
    var displayedCells: [ShownCell] = []
    var displayedSupplementaries: [ShownSupplementary] = []
    var contentSize = CGSize.zero
    var selected: [IndexPath] = []
    /// The bounds the layout was last asked about.
    var preparedBounds = CGRect.null
}

/// A supplementary view's place: its kind and index path.
private struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}

extension UICollectionView {
    /// One layout of the items: the layout prepared if invalid (or if it asks to be for these
    /// bounds), then a view on screen for each attribute within the bounds, framed from it;
    /// views that left the screen go back to their queues.
    func layoutItems() {
        let layout = collectionViewLayout
        layout.owner = self
        if items.needsReload { performReload() }
        if items.preparedBounds != bounds {
            if items.preparedBounds.isNull || layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.needsPrepare = true
            }
            items.preparedBounds = bounds
        }
        if layout.needsPrepare {
            layout.needsPrepare = false
            layout.prepare()
        }
        items.contentSize = layout.collectionViewContentSize
        let visible = bounds
        let attributes = layout.layoutAttributesForElements(in: visible) ?? []

        let shownElements = attributes.filter { $0.frame.intersects(visible) }
        // Views that left the screen go back to their queues first, so that those coming on
        // screen dequeue them, as UIKit's do.
        let neededItems = Set(shownElements.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        let neededViews = Set(
            shownElements.filter { $0.representedElementCategory == .supplementaryView }
                .map { SupplementaryKey(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath) })
        var staying: [CollectionItems.ShownCell] = []
        for shown in items.displayedCells {
            if neededItems.contains(shown.indexPath) {
                staying.append(shown)
                continue
            }
            shown.cell.removeFromSuperview()
            delegate?.collectionView(self, didEndDisplaying: shown.cell, forItemAt: shown.indexPath)
            cellQueue.enqueue(shown.cell, identifier: shown.cell.reuseIdentifier)
        }
        var stayingViews: [CollectionItems.ShownSupplementary] = []
        for shown in items.displayedSupplementaries {
            if neededViews.contains(SupplementaryKey(kind: shown.kind, indexPath: shown.indexPath)) {
                stayingViews.append(shown)
                continue
            }
            shown.view.removeFromSuperview()
            supplementaryQueue.enqueue(
                shown.view, identifier: shown.view.reuseIdentifier.map { Self.supplementaryKey(shown.kind, $0) })
        }
        items.displayedCells = staying
        items.displayedSupplementaries = stayingViews

        var cells: [CollectionItems.ShownCell] = []
        var supplementaries: [CollectionItems.ShownSupplementary] = []
        for element in shownElements {
            switch element.representedElementCategory {
            case .cell:
                guard let cell = cell(at: element.indexPath, shown: cells) else { continue }
                place(cell, element)
                cell.isSelected = items.selected.contains(element.indexPath)
                cells.append(CollectionItems.ShownCell(indexPath: element.indexPath, cell: cell))
            case .supplementaryView:
                let kind = element.representedElementKind ?? ""
                guard let view = supplementary(kind, at: element.indexPath) else { continue }
                place(view, element)
                supplementaries.append(
                    CollectionItems.ShownSupplementary(kind: kind, indexPath: element.indexPath, view: view))
            case .decorationView:
                continue
            }
        }
        items.displayedCells = cells
        items.displayedSupplementaries = supplementaries
        backgroundView?.frame = visible
    }

    /// The cell on screen for the item, else one from the data source (a new cell goes on
    /// screen, and the delegate hears of it).
    private func cell(at indexPath: IndexPath, shown: [CollectionItems.ShownCell]) -> UICollectionViewCell? {
        if let cell = items.displayedCells.first(where: { $0.indexPath == indexPath })?.cell,
            !shown.contains(where: { $0.cell === cell })
        {
            return cell
        }
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        if cell.superview !== self { addSubview(cell) }
        return cell
    }

    private func supplementary(_ kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        if let view = items.displayedSupplementaries.first(where: { $0.kind == kind && $0.indexPath == indexPath })?
            .view
        {
            return view
        }
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        if view.superview !== self { addSubview(view) }
        return view
    }

    /// Frames a view from its attributes, then lets it read them (`apply(_:)`).
    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let frame = attributes.frame
        if view.frame != frame { view.frame = frame }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        view.apply(attributes)
        view.setNeedsLayout()
    }

    /// Sends the views on screen back to their queues; the data source is asked again.
    private func performReload() {
        for shown in items.displayedCells {
            shown.cell.removeFromSuperview()
            delegate?.collectionView(self, didEndDisplaying: shown.cell, forItemAt: shown.indexPath)
            cellQueue.enqueue(shown.cell, identifier: shown.cell.reuseIdentifier)
        }
        for shown in items.displayedSupplementaries {
            shown.view.removeFromSuperview()
            supplementaryQueue.enqueue(
                shown.view, identifier: shown.view.reuseIdentifier.map { Self.supplementaryKey(shown.kind, $0) })
        }
        items.displayedCells = []
        items.displayedSupplementaries = []
        items.counts = nil
        items.needsReload = false
        items.selected = []
        collectionViewLayout.needsPrepare = true
    }

    /// The size an item's cell prefers, for a self-sizing flow layout: the cell, configured by
    /// the data source, framed at `start` and asked `preferredLayoutAttributesFitting(_:)`.
    /// A cell made for measuring goes back to its queue at once (the next item's dequeue gets
    /// it), so measuring every item takes one cell per identifier.
    func preferredSize(ofItemAt indexPath: IndexPath, startingFrom start: CGSize) -> CGSize {
        let onScreen = items.displayedCells.first { $0.indexPath == indexPath }?.cell
        guard let cell = onScreen ?? dataSource?.collectionView(self, cellForItemAt: indexPath) else { return start }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = start
        if onScreen == nil {
            cell.frame = CGRect(origin: .zero, size: start)
            cell.contentView.frame = cell.bounds
        }
        let preferred = cell.preferredLayoutAttributesFitting(attributes).size
        if onScreen == nil { cellQueue.enqueue(cell, identifier: cell.reuseIdentifier) }
        return preferred
    }
}
