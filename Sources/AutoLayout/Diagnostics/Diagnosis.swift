/// Everything `plumb explain` and `plumb render --debug` show: the layout, every constraint
/// with its status and position, each conflict with its reasons and alternatives, and each
/// ambiguous view with its ranges, ghost frames and suggested constraints.
public struct Diagnosis: Sendable {
    public let layout: Layout
    public let constraints: [ConstraintStatus]
    public let conflicts: [ConflictExplanation]
    public let ambiguities: [AmbiguityExplanation]

    public var hasProblems: Bool { !conflicts.isEmpty || !ambiguities.isEmpty }
}

extension Diagnosis {
    /// The same diagnosis without the constraints `hidden` picks: helpers a caller added only
    /// to give the layout a shape (a log's chosen sizes), which a picture should not draw as
    /// if they were the user's.
    public func hidingConstraints(where hidden: (ConstraintStatus) -> Bool) -> Diagnosis {
        Diagnosis(
            layout: layout, constraints: constraints.filter { !hidden($0) }, conflicts: conflicts,
            ambiguities: ambiguities)
    }
}
