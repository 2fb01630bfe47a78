import Cassowary

/// What an engine keeps of one conflict beyond the value it reports: the solver's constraints
/// behind the broken one and the set (same order as the set's text), for what-if questions
/// (what breaking another member instead would have given) and the constraint inspection.
/// `Layout.Conflict` itself holds only text and ids, so a layout stays plain data.
struct ConflictRecord {
    let conflict: Layout.Conflict
    /// Nil when the engine's own edit broke (the device's size).
    let brokenSolverConstraint: Constraint?
    let members: [Constraint]
    /// The model constraint broken, for telling its origin (nil once it is gone, or for the
    /// engine's own).
    weak var brokenModel: LayoutConstraint?
}
