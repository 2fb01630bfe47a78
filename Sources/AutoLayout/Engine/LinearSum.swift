import Cassowary

/// A linear expression assembled term by term, a repeated variable merged where it first
/// appeared. Translating one constraint adds up to a dozen `coefficient × variable` pieces (an
/// edge is origin plus size, a location is measured from the holder's origin), often naming
/// one variable twice (a child's top against its superview's top, both measured from the
/// superview's top, cancels the superview). One small array per constraint replaces the
/// intermediate expressions the operators would build, and the solver's de-duplication then
/// finds nothing to do.
struct LinearSum {
    private(set) var terms: [Term] = []

    init() {
        terms.reserveCapacity(6)
    }

    /// Adds `coefficient × variable`, summing into an earlier term of the same variable.
    /// Sums are formed in the order the pieces arrive, so the coefficients are bit for bit
    /// those of the operator arithmetic followed by `Expression.reduced`.
    mutating func add(_ variable: Variable, _ coefficient: Double) {
        for index in terms.indices where terms[index].variable.id == variable.id {
            terms[index].coefficient += coefficient
            return
        }
        terms.append(Term(variable, coefficient))
    }

    /// `add(_:_:)` for a variable held unretained (the engine's `ItemVariables`): compared by
    /// id and retained only when it becomes a new term.
    mutating func add(_ variable: Unmanaged<Variable>, _ coefficient: Double) {
        let id = variable._withUnsafeGuaranteedRef { $0.id }
        for index in terms.indices where terms[index].variable.id == id {
            terms[index].coefficient += coefficient
            return
        }
        terms.append(Term(variable.takeUnretainedValue(), coefficient))
    }

    /// The expression with `constant`, terms that summed to zero dropped.
    func expression(constant: Double) -> Expression {
        guard terms.contains(where: { $0.coefficient == 0 }) else { return Expression(terms, constant: constant) }
        return Expression(terms.filter { $0.coefficient != 0 }, constant: constant)
    }
}
