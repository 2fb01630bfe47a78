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
