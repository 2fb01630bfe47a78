/// Why the solver refused a request. The solver is left exactly as it was before it.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required ones already present.
    /// `conflict` is minimal: those constraints cannot all hold, and dropping any one of them
    /// makes the rest satisfiable. It includes `constraint` itself, listed last.
    case unsatisfiable(Constraint, conflict: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    /// Priorities are 1…1000.
    case invalidPriority(Constraint)
    /// A coefficient or constant is infinite or NaN.
    case nonFiniteValue(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// A suggested value that is infinite or NaN.
    case nonFiniteSuggestion(Variable, Double)
    /// Rounding drove the tableau somewhere the algorithm should never reach.
    case numericalFailure(String)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiable(a, x), .unsatisfiable(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
            let (.unknownConstraint(a), .unknownConstraint(b)),
            let (.invalidPriority(a), .invalidPriority(b)),
            let (.nonFiniteValue(a), .nonFiniteValue(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
            let (.unknownEditVariable(a), .unknownEditVariable(b)):
            return a === b
        case let (.nonFiniteSuggestion(a, x), .nonFiniteSuggestion(b, y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        case let (.numericalFailure(a), .numericalFailure(b)):
            return a == b
        default:
            return false
        }
    }

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflict):
            let lines = conflict.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy required constraint \(constraint); these cannot all hold:\n\(lines)"
        case let .duplicateConstraint(c): return "constraint already added: \(c)"
        case let .unknownConstraint(c): return "constraint not in the solver: \(c)"
        case let .invalidPriority(c): return "priority \(c.priority) is outside 1…1000: \(c)"
        case let .nonFiniteValue(c): return "constraint has an infinite or NaN value: \(c)"
        case let .duplicateEditVariable(v): return "\(v.name) is already an edit variable"
        case let .unknownEditVariable(v): return "\(v.name) is not an edit variable"
        case let .nonFiniteSuggestion(v, x): return "suggested value \(x) for \(v.name) is not finite"
        case let .numericalFailure(what): return "numerical failure in the solver: \(what)"
        }
    }
}
