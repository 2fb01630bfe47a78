// The engine's findings with every member of a conflict by id. A `Layout` keeps only the
// broken model constraint's id (no link from the solver's constraints back to the model), so
// `Layout.findings` names that one; the engine still holds the links (`ConflictRecord`).

extension LayoutEngine {
    /// `layout().findings`, with each conflict's `constraints` the model constraints of its
    /// minimal set (the broken one first, then the others in the set's order) and its `items`
    /// the items they constrain, or whose intrinsic size or autoresizing mask made a member.
    /// Members the engine made for the device (the window's size) have no id to give.
    public func findings() -> [Finding] {
        let layout = layout()
        guard !layout.conflicts.isEmpty else { return layout.findings }
        let origins = constraintOrigins()
        // `Layout.findings` lists the conflicts first: they are replaced, the rest kept as made.
        return conflictRecords.map { Finding(conflict: $0, origins: origins) }
            + layout.findings.dropFirst(layout.conflicts.count)
    }
}

extension Finding {
    init(conflict record: ConflictRecord, origins: [Int: LayoutEngine.ConstraintOrigin]) {
        self.init(conflict: record.conflict)
        for member in record.members where member !== record.brokenSolverConstraint {
            guard let origin = origins[member.id] else { continue }
            if let model = origin.model {
                if !constraints.contains(model.constraintID) { constraints.append(model.constraintID) }
                for item in [model.firstItem.itemID] + (model.secondItem.map { [$0.itemID] } ?? [])
                where !items.contains(item) {
                    items.append(item)
                }
            } else if let view = origin.view, !items.contains(view.itemID) {
                items.append(view.itemID)
            }
        }
    }
}
