import Cassowary

extension LayoutEngine {
    /// The current solution as a `Layout` value.
    public func layout() -> Layout {
        // A free size whose range reaches below zero floors its item and rebuilds (see
        // `SizeFloors`); the walk then starts again on the new solution.
        for _ in 0..<4 {
            let result = walkLayout()
            guard floorPendingItems() else { return result }
        }
        return walkLayout()
    }

    private func walkLayout() -> Layout {
        enforceSizeFloors()
        var entries: [Layout.Entry] = []
        // Every view has a record (guides too, so this is an upper bound): no regrowth.
        entries.reserveCapacity(items.count)
        var ambiguous: [Layout.Ambiguity] = []
        // A type's name is made once per layout: `String(describing:)` of a metatype goes
        // through the runtime's reflection, a third of `layout()` when done per view. Views in
        // a row are mostly of one type, so the last one is checked before the table. The table
        // is keyed by the type's identity, not a view's: types are never freed, so the key
        // cannot be reused, and it is only a cache (its order decides nothing).
        var kinds: [ObjectIdentifier: String] = [:]
        var last: (type: ObjectIdentifier, kind: String)?
        func kind(of view: View) -> String {
            let type = ObjectIdentifier(Swift.type(of: view))
            if let last, last.type == type { return last.kind }
            let name = kinds[type] ?? String(describing: Swift.type(of: view))
            kinds[type] = name
            last = (type, name)
            return name
        }
        /// `origin`: where the parent's bounds begin in its frame's terms (UIKit's bounds
        /// origin, a scroll view's content offset: minus its content's origin), found once per
        /// parent rather than once per child.
        func walk(_ view: View, _ depth: Int, parent: (id: Int, frame: Rect, origin: Point)?) {
            // Views not installed in these size classes are not in the layout at all (nor
            // their subviews, which the walk then never reaches).
            if let condition = view.installedSizeClasses, !condition.holds(in: environment) { return }
            let (frame, free) = frameAndFreeAttributes(of: view)
            var local = frame
            if let parent {
                local.origin = Point(
                    x: frame.x - parent.frame.x + parent.origin.x, y: frame.y - parent.frame.y + parent.origin.y)
            }
            entries.append(
                Layout.Entry(
                    name: view.name, frame: frame, depth: depth, id: view.itemID, parentID: parent?.id,
                    kind: kind(of: view), frameInSuperview: local,
                    alignmentRect: frame.inset(by: view.alignmentRectInsets), isHidden: view.isHidden,
                    translatesAutoresizingMask: view.translatesAutoresizingMaskIntoConstraints))
            if !free.isEmpty {
                ambiguous.append(Layout.Ambiguity(view: view.name, attributes: free, itemID: view.itemID))
            }
            let children = view.subviews
            guard !children.isEmpty else { return }
            let origin =
                (view as? ScrollView).map { Point(x: -$0.contentOrigin.x, y: -$0.contentOrigin.y) }
                ?? Point(x: 0, y: 0)
            for child in children { walk(child, depth + 1, parent: (view.itemID, frame, origin)) }
        }
        guard isInstalled(root) else {
            return Layout(
                environment: environment, entries: [], conflicts: conflicts, ambiguous: [],
                diagnostics: diagnostics)
        }
        walk(root, 0, parent: nil)
        return Layout(
            environment: environment, entries: entries, conflicts: conflicts, ambiguous: ambiguous,
            diagnostics: diagnostics)
    }

    /// The item's frame: its alignment rectangle grown by the view's `alignmentRectInsets`.
    public func frame(of item: LayoutItem) -> Rect {
        alignmentRect(of: item).outset(by: alignmentInsets(of: item))
    }

    /// The rectangle constraints act on, as the solver holds it (the frame, for most views).
    public func alignmentRect(of item: LayoutItem) -> Rect {
        enforceSizeFloors()
        let v = variables(for: item)
        return Rect(
            x: solver.value(of: v.x), y: solver.value(of: v.y),
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// A view's alignment insets; layout guides have none.
    func alignmentInsets(of item: LayoutItem) -> EdgeInsets {
        (item as? View)?.alignmentRectInsets ?? .zero
    }

    /// The frame (grown by the alignment insets) and its free attributes in one pass: a value
    /// plainly determined (the usual case) is read from the solver's per-state answers, and
    /// only the rest are given to `range(of:)`, whose range gives the value itself when it is
    /// one point.
    func frameAndFreeAttributes(of item: LayoutItem) -> (Rect, [String]) {
        enforceSizeFloors()
        let v = variables(for: item)
        var free: [String] = []
        func settle(_ variable: Variable, _ name: String) -> Double {
            if let value = solver.determinedValue(of: variable) { return value }
            let range = solver.range(of: variable)
            if (name == "width" || name == "height") && item is View && !(range.min >= -Self.negativeSizeTolerance) {
                pendingFloors.insert(item.itemID)
            }
            if Self.isFree(range) {
                free.append(name)
                return solver.value(of: variable)
            }
            return range.min == range.max ? range.min : solver.value(of: variable)
        }
        let rect = Rect(
            x: settle(v.x, "x"), y: settle(v.y, "y"),
            width: settle(v.width, "width"), height: settle(v.height, "height"))
        return (rect.outset(by: alignmentInsets(of: item)), free)
    }

    /// The frame values that are not the same in every optimal layout (tolerance 1e-3 pt).
    public func freeAttributes(of item: LayoutItem) -> [String] {
        for _ in 0..<4 {
            let free = frameAndFreeAttributes(of: item).1
            guard floorPendingItems() else { return free }
        }
        return frameAndFreeAttributes(of: item).1
    }

    /// Whether a range of optimal values is wider than the ambiguity tolerance (1e-3 pt,
    /// SPEC §3); an unbounded or NaN range counts as free.
    static func isFree(_ range: (min: Double, max: Double)) -> Bool {
        !(range.max - range.min <= 1e-3)
    }

    /// Pivots the solver has made (a measure of incremental work, for benchmarks).
    public var pivotCount: Int { solver.pivotCount }

    /// How much the solver holds: its rows and columns (`Solver.tableauSize`), its variables
    /// and constraints. A tree that adds and removes views keeps these where they started.
    public var solverSize: (rows: Int, columns: Int, variables: Int, constraints: Int) {
        let tableau = solver.tableauSize
        return (tableau.rows, tableau.columns, solver.variableCount, solver.constraints.count)
    }

    /// The solver's state, for debugging the engine itself.
    public var solverDump: String { solver.dump() }
}
