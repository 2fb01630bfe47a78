/// What a what-if layout changes from the model (`LayoutEngine(root:environment:overrides:)`):
/// constraints left out and constraints added, applied in the engine, never to the model.
public struct LayoutOverrides {
    /// Model constraints left out, by `LayoutConstraint.constraintID`.
    public var removed: Set<Int>
    /// Constraints that are not active in the model, laid out after the model's in this
    /// order (their items must be in the tree).
    public var added: [LayoutConstraint]

    public init(removed: Set<Int> = [], added: [LayoutConstraint] = []) {
        self.removed = removed
        self.added = added
    }
}
