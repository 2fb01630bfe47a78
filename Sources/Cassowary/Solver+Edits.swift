// Constants changed in place and edit variables (the paper's `suggestValue`), both resolved
// by the dual simplex from the current optimum.

extension Solver {
    /// Changes the constant of a held constraint's expression (`expression REL 0`) in place.
    /// If a required constraint could not hold with it, throws `.unsatisfiable` and keeps the
    /// old constant.
    public func setConstant(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        guard var info = info(constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue(constraint) }
        beginTransaction()
        do throws(SolverError) {
            if let bound = simpleBound(info), changesGroup(info, bound) {
                try setBoundConstant(info, bound, to: constant)
                try optimize()
            } else if info.isShadowed {
                // A shadowed preference: nothing but its record holds the constant.
                info.constant = constant
                update(info)
            } else if info.marker < 0 {
                // An untracked equality has no column recording it: rebuild its component once
                // with a marker, after which changes are in place.
                try rebuildComponent(of: info, dropping: false, changes: [constraint.key: constant])
                try optimize()
            } else {
                shiftConstant(of: info, by: constant - info.constant)
                info.constant = constant
                update(info)
                // A kept preference's value is an input of its variable's walk.
                if info.isPreference, let group = preferenceGroup(preferenceSymbol(info)), group.cut.isFinite {
                    try recomputePreferences(of: preferenceSymbol(info))
                }
                guard try dualOptimize() else {
                    throw SolverError.unsatisfiable(constraint, conflict: [])
                }
                // The dual simplex keeps optimality in exact arithmetic; a primal pass repairs
                // any reduced cost that rounding tipped below zero (usually nothing to do).
                try optimize()
            }
        } catch {
            rollback()
            throw explain(error, failing: constraint, constant: constant, pending: [])
        }
        commit()
    }

    /// Applies a change `delta` of the expression constant through the marker's column: with
    /// `expression + μ·marker = 0`, the new system is the old one written in `marker + δ/μ`,
    /// so every row's formula in the marker moves by `coefficient × δ/μ`.
    func shiftConstant(of info: ConstraintInfo, by delta: Double) {
        let marker = info.marker
        let shift = delta / info.markerCoefficient
        if rows[Int(marker)] != nil {
            shiftRowConstant(marker, by: -shift)
            noteIfInfeasible(marker)
            return
        }
        for basic in liveColumn(marker) {
            guard let coefficient = rows[Int(basic)]?.coefficient(of: marker) else { continue }
            shiftRowConstant(basic, by: coefficient * shift)
            noteIfInfeasible(basic)
        }
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `priority`: an equality pulling it toward the value last
    /// suggested (initially its current value). A required edit variable must take every
    /// suggestion or the suggestion is refused.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.key] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(
            Expression(variable) - value(of: variable), .equal, priority: priority,
            label: "edit \(variable.name) @\(priority)")
        try validate(constraint)
        beginTransaction()
        do throws(SolverError) {
            try insert(constraint, constant: constraint.expression.constant, tracked: true, mayPrefer: false)
            try optimize()
        } catch {
            rollback()
            throw explain(error, failing: constraint, constant: constraint.expression.constant, pending: [])
        }
        setEdit(variable.key, EditInfo(variable: variable, constraint: constraint))
        commit()
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.key] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[variable.key] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.key] != nil }

    /// The constraint behind an edit variable (it may appear in conflicts).
    public func editConstraint(for variable: Variable) -> Constraint? { edits[variable.key]?.constraint }

    /// Pulls an edit variable toward `value` and re-solves incrementally.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[variable.key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        try setConstant(edit.constraint, to: -value)
    }
}
