import Cassowary

// Scroll views in the engine (the guide's "Working with Scroll Views"; uikit-facts §10):
// the content guide is placed by the scroll view, the inset and the offset, and sized by
// constraints; a scroll view's edges related to a view inside it mean the content guide's.

extension LayoutEngine {
    /// The content guide's origin follows the scroll view (plus inset, minus offset); its
    /// size is left to the constraints, which is what makes it the content size.
    func defineContentGuide(_ guide: LayoutGuide, _ record: ItemRecord, owner: View) {
        guard let scroll = owner as? ScrollView else { return }
        let placement = contentGuidePlacement(scroll, record.variables)
        addSystem(placement[0], label: "\(guide.name).minX (content inset and offset)")
        addSystem(placement[1], label: "\(guide.name).minY (content inset and offset)")
        record.scrollPlacement = placement
    }

    /// `content.x = scroll.x + inset.left − offset.x` and the same for y.
    private func contentGuidePlacement(_ scroll: ScrollView, _ g: ItemVariables) -> [Constraint] {
        let s = variables(for: scroll)
        let origin = scroll.contentOrigin
        return [g.x == s.x + origin.x, g.y == s.y + origin.y]
    }

    /// The item whose rectangle an attribute of `item` means when related to `other`: a
    /// scroll view's edges and margins mean its content guide's when `other` is inside it.
    func contentAttachment(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem? {
        guard hasScrollViews, let scroll = item as? ScrollView, ScrollView.attachesToContent(attribute),
            let inner = other?.owningView, inner !== scroll, inner.isDescendant(of: scroll)
        else { return nil }
        return scroll.contentLayoutGuide
    }

    /// The size of the scroll view's content as the constraints define it (UIKit's
    /// `contentSize`, without the inset).
    public func contentSize(of scrollView: ScrollView) -> Size {
        let frame = frame(of: scrollView.contentLayoutGuide)
        return frame.size
    }

    /// Moves the content guide after `contentInset` or `contentOffset` changed.
    func scrollPositionChanged(_ scroll: ScrollView) {
        guard let record = items[scroll.contentLayoutGuide.itemID], record.scrollPlacement.count == 2 else { return }
        let placed = record.scrollPlacement
        let moved = contentGuidePlacement(scroll, record.variables)
        for (old, new) in zip(placed, moved) {
            // Only the constant moved; the solver changes it in place.
            try? solver.setConstant(old, to: new.expression.constant)
        }
        refreshIntrinsicSizes()
    }
}
