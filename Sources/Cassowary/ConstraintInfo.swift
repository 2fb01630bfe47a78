/// What the solver remembers about a constraint it holds (the paper's "tag" and more).
struct ConstraintInfo {
    let constraint: Constraint
    /// Add order, and the index in `Solver.infoList`; components are rebuilt and conflicts
    /// reported in this order.
    var sequence: Int32
    /// The expression constant in force (changed in place by `setConstant`).
    var constant: Double
    /// Where the expression's terms (symbol and coefficient, in order of appearance) sit in
    /// `Solver.termArena`: one shared buffer rather than an allocation per constraint.
    var termStart: Int32
    let termCount: Int32
    /// Slack, error or dummy symbol whose column records this constraint; -1 for an
    /// untracked required equality, which keeps no marker so chains of them stay sparse.
    var marker: Int32
    /// The second error of a non-required equality; -1 otherwise.
    var other: Int32
    /// Coefficient of `marker` in the equation `expression + marker-terms = 0` as built.
    var markerCoefficient: Double
    /// A required bound on one variable implied by a tighter one the solver holds
    /// (`Solver+Bounds.swift`): held and listed, but with no marker and no row.
    var isShadowed = false
    /// An optional equality on one variable counted in that variable's preference group
    /// (`Solver+Preferences.swift`); a shadowed one has no marker and no row either.
    var isPreference = false

    var level: Double { constraint.priority.value }
    var isRequired: Bool { constraint.priority.isRequired }
}

/// An edit variable: a variable plus the equality constraint that pulls it to a suggestion.
struct EditInfo {
    let variable: Variable
    let constraint: Constraint
}
