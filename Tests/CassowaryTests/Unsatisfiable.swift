import Testing

@testable import Cassowary

/// Runs `body`, expecting `.unsatisfiable`; returns the failing constraint and the conflict.
func expectUnsatisfiable(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws(SolverError) -> Void
) -> (failing: Constraint, conflict: [Constraint])? {
    do throws(SolverError) {
        try body()
        Issue.record("expected an unsatisfiable constraint", sourceLocation: sourceLocation)
    } catch {
        if case let .unsatisfiable(failing, conflict) = error { return (failing, conflict) }
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
