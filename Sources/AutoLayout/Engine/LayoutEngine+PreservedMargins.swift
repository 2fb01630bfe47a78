import Cassowary

// `preservesSuperviewLayoutMargins` (UIKit): a view's margin on an edge grows to the least
// that keeps its content inside the superview's margin, `max(own, superview's margin − the
// view's inset from the superview's edge)`. The margin depends on where the solution puts
// the view, so it is not a linear constraint: the guide's edges are four equalities whose
// constants are moved to the margins the solution asks for, and the solver settles again,
// until nothing moves. UIKit does the same across layout passes (a margin change asks for
// another layout).

extension LayoutEngine {
    /// Defines the margins guide of a view that preserves its superview's margins: one
    /// equality per edge, starting at the view's own margins.
    func definePreservedMargins(_ guide: LayoutGuide, _ record: ItemRecord, of view: View) {
        let g = record.variables
        let o = variables(for: view)
        let own = ownMargins(of: view)
        let name = guide.name
        let edges = [
            addSystem(g.x == o.x + own.left, label: "\(name).minX (layout guide)"),
            addSystem(g.x + g.width == o.x + o.width - own.right, label: "\(name).maxX (layout guide)"),
            addSystem(g.y == o.y + own.top, label: "\(name).minY (layout guide)"),
            addSystem(g.y + g.height == o.y + o.height - own.bottom, label: "\(name).maxY (layout guide)"),
        ]
        record.preservedMargins = PreservedMargins(view: view, edges: edges, margins: own)
        preservingGuides.insert(guide.itemID)
    }

    /// Whether a view preserves its superview's margins (the root has none to preserve).
    func preservesMargins(_ view: View) -> Bool {
        view.preservesSuperviewLayoutMargins && view.superview != nil
    }

    /// The margins guide standing in for a preserving view's margin attributes, made with the
    /// view (`ensureView`), so that translating never adds to the model.
    func preservedMarginsGuide(of item: LayoutItem) -> LayoutGuide? {
        guard let view = item as? View, preservesMargins(view),
            let guide = view.layoutGuides.first(where: { $0.kind == .layoutMargins }),
            items[guide.itemID]?.preservedMargins != nil
        else { return nil }
        return guide
    }

    /// Moves preserved margins to what the solution asks for, solving again, until they
    /// hold (a few rounds settle any real nesting; each round measures wrapped text again).
    func settlePreservedMargins() {
        guard !preservingGuides.isEmpty else { return }
        for _ in 0..<8 {
            var moved = false
            // Ids ascend from parents to children in a tree built top-down, so one round
            // usually carries a margin all the way in; the order is fixed either way.
            for id in preservingGuides.sorted() {
                guard let record = items[id], var preserved = record.preservedMargins else { continue }
                let wanted = wantedMargins(of: preserved.view)
                guard !wanted.isClose(to: preserved.margins) else { continue }
                // Left and top edges hold `guide - view - margin`; right and bottom `… + margin`.
                let constants = [-wanted.left, wanted.right, -wanted.top, wanted.bottom]
                for (edge, constant) in zip(preserved.edges, constants) { try? solver.setConstant(edge, to: constant) }
                preserved.margins = wanted
                record.preservedMargins = preserved
                moved = true
            }
            guard moved else { return }
            remeasure()
        }
    }

    /// The margins a preserving view needs in the current solution.
    private func wantedMargins(of view: View) -> EdgeInsets {
        let own = ownMargins(of: view)
        guard let parent = view.superview else { return own }
        // Raw values: the size floors are looked at after margins settle, not during.
        let box = alignmentRect(of: view, in: solver)
        let outer = alignmentRect(of: parent, in: solver)
        let limit = currentMargins(of: parent)
        return EdgeInsets(
            top: max(own.top, limit.top - (box.y - outer.y)),
            left: max(own.left, limit.left - (box.x - outer.x)),
            bottom: max(own.bottom, limit.bottom - (outer.maxY - box.maxY)),
            right: max(own.right, limit.right - (outer.maxX - box.maxX)))
    }

    /// A view's margins as the solution has them: preserved ones as they were last settled
    /// (or as the solution asks, for a view whose margins guide nothing uses, since views
    /// inside it may preserve them), the root's from the device, others its own.
    func currentMargins(of view: View) -> EdgeInsets {
        if preservesMargins(view) {
            if let guide = preservedMarginsGuide(of: view), let preserved = items[guide.itemID]?.preservedMargins {
                return preserved.margins
            }
            return wantedMargins(of: view)
        }
        let inset = marginInsets(of: view)
        return EdgeInsets(
            top: inset.top.value(solver.value(of:)), left: inset.left.value(solver.value(of:)),
            bottom: inset.bottom.value(solver.value(of:)), right: inset.right.value(solver.value(of:)))
    }

    /// A view's own margins in absolute directions (never the root's: the root has no
    /// superview to preserve).
    func ownMargins(of view: View) -> EdgeInsets {
        let horizontal = horizontalMargins(of: view)
        let vertical = verticalMargins(of: view)
        func points(_ value: MarginValue) -> Double {
            switch value {
            case let .points(points): points
            case let .variable(variable): solver.value(of: variable)
            }
        }
        return EdgeInsets(
            top: vertical.top, left: points(horizontal.left), bottom: vertical.bottom,
            right: points(horizontal.right))
    }
}

extension EdgeInsets {
    /// Equal within a billionth of a point on every side (what a re-solve may move by).
    fileprivate func isClose(to other: EdgeInsets) -> Bool {
        abs(top - other.top) <= 1e-9 && abs(left - other.left) <= 1e-9 && abs(bottom - other.bottom) <= 1e-9
            && abs(right - other.right) <= 1e-9
    }
}
