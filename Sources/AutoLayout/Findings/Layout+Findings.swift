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
        let broken = conflict.brokenConstraint
        self.init(code: .conflict,
                  items: broken.map { [$0.firstItem.itemID] + ($0.secondItem.map { [$0.itemID] } ?? []) } ?? [],
                  constraints: broken.map { [$0.constraintID] } ?? [],
                  payload: .conflict(broken: conflict.broken, members: conflict.constraints))
    }

    public init(ambiguity: Layout.Ambiguity) {
        self.init(code: .ambiguous, items: ambiguity.itemID.map { [$0] } ?? [],
                  payload: .ambiguous(view: ambiguity.view, attributes: ambiguity.attributes))
    }

    /// A diagnostic names its constraint or view as written; the engine records no id for
    /// them yet, so `items` and `constraints` are empty.
    public init(diagnostic: Layout.Diagnostic) {
        switch diagnostic {
        case let .untranslatable(constraint, reason):
            self.init(code: .untranslatable, payload: .untranslatable(constraint: constraint, reason: "\(reason)"))
        case let .rejected(constraint, reason):
            self.init(code: .rejected, payload: .rejected(constraint: constraint, reason: "\(reason)"))
        case let .unmeasured(view, reason):
            self.init(code: .unmeasured, payload: .unmeasured(view: view, reason: reason))
        }
    }
}
