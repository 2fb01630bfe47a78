import Cassowary

/// "Why this frame" for many views from one reading of the solution: the same answers as
/// `LayoutEngine.explain(view:)`, byte for byte, without its per-view cost.
///
/// `explain(view:)` reads every constraint's status, the whole layout and (for an ambiguous
/// view) every ambiguity again for each view it is asked about: about 23 ms a view on the
/// 1,000-view bench scene, so a page holding every view's answer took 23 s. Here the
/// statuses are read once and indexed by the solver variables their expressions use, the layout
/// is read once, and the ambiguities are worked out once, on first need. A view's lines are
/// then the statuses that use its x or width (y or height), merged in the engine's order.
///
/// It answers for the solution as it was when made: a change to the model afterwards needs a
/// new explainer (`LayoutEngine.viewExplainer()`).
public final class ViewExplainer {
    private let engine: LayoutEngine
    private let layout: Layout
    private let statuses: [ConstraintStatus]
    /// Solver variable id → the positions in `statuses` (ascending, each once) of the
    /// constraints whose expression uses that variable.
    private let users: [Int: [Int]]
    private let ambiguousNames: Set<String>
    /// Worked out on first need, as `explain(view:)` does only for an ambiguous view.
    private lazy var ambiguities: [AmbiguityExplanation] = engine.explainAmbiguity(of: layout)

    init(engine: LayoutEngine) {
        self.engine = engine
        // The layout first: reading it can floor a size and rebuild (`layout()`), and every
        // answer must come from the settled solution.
        layout = engine.layout()
        let inspected = engine.inspectedConstraints()
        statuses = inspected.map(\.status)
        var users: [Int: [Int]] = [:]
        for (position, item) in inspected.enumerated() {
            for term in item.constraint.expression.terms {
                // A variable may appear in two terms of one expression before they are
                // combined; the constraint is listed once.
                if users[term.variable.id]?.last != position { users[term.variable.id, default: []].append(position) }
            }
        }
        self.users = users
        ambiguousNames = Set(layout.ambiguous.map(\.view))
    }

    /// Why `view`'s frame is what it is: equal to `LayoutEngine.explain(view:)`'s answer.
    public func explain(view: View) -> ViewExplanation {
        let v = engine.variables(for: view)
        // `explain(view:)` names the view's ambiguity by name (the first of that name).
        let ambiguity = ambiguousNames.contains(view.name) ? ambiguities.first { $0.view == view.name } : nil
        return ViewExplanation(
            view: view.name, frame: engine.frame(of: view), intrinsicSize: engine.items[view.itemID]?.intrinsic?.size,
            horizontal: lines(using: v.x, v.width), vertical: lines(using: v.y, v.height), ambiguity: ambiguity)
    }

    /// The statuses of the constraints that use either variable, in the engine's order.
    private func lines(using first: Variable, _ second: Variable) -> [ConstraintStatus] {
        let a = users[first.id] ?? [], b = users[second.id] ?? []
        var merged: [Int] = []
        merged.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                merged.append(a[i])
                i += 1
            } else {
                if i < a.count && a[i] == b[j] { i += 1 }
                merged.append(b[j])
                j += 1
            }
        }
        return merged.map { statuses[$0] }
    }
}

extension LayoutEngine {
    /// An explainer for every view of the current solution (see `ViewExplainer`): for pages
    /// and reports that explain many views.
    public func viewExplainer() -> ViewExplainer { ViewExplainer(engine: self) }
}
