// The engine's findings: a layout's conflicts, ambiguity and diagnostics as `Finding`s, by
// id. `Layout` keeps its own lists (the dump and the console text are worded from them);
// this is the one place they become findings.

extension Layout {
    /// Conflicts in the order they arose, then ambiguous views in tree order, then what the
    /// engine could not lay out as given.
    public var findings: [Finding] {
        conflicts.map(Finding.init(conflict:)) + ambiguous.map(Finding.init(ambiguity:))
            + diagnostics.map(Finding.init(diagnostic:))
    }
}

extension Finding {
    /// The broken constraint's id and its items' (none once the constraint is gone, or when
    /// the engine's own constraint broke, such as the device's size).
    public init(conflict: Layout.Conflict) {
        self.init(
            code: .conflict, items: conflict.brokenItemIDs,
            constraints: conflict.brokenConstraintID.map { [$0] } ?? [],
            payload: .conflict(broken: conflict.broken, members: conflict.constraints))
    }

    public init(ambiguity: Layout.Ambiguity) {
        self.init(
            code: .ambiguous, items: ambiguity.itemID.map { [$0] } ?? [],
            payload: .ambiguous(view: ambiguity.view, attributes: ambiguity.attributes))
    }

    /// A diagnostic names its constraint or view as written and by id.
    public init(diagnostic: Layout.Diagnostic) {
        switch diagnostic {
        case let .untranslatable(constraint, id, reason):
            self.init(
                code: .untranslatable, constraints: [id],
                payload: .untranslatable(constraint: constraint, reason: reason))
        case let .rejected(constraint, id, reason):
            self.init(
                code: .rejected, constraints: id.map { [$0] } ?? [],
                payload: .rejected(constraint: constraint, reason: reason))
        case let .unmeasured(view, id, reason):
            self.init(code: .unmeasured, items: [id], payload: .unmeasured(view: view, reason: reason))
        }
    }
}
