/// A linear expression `Σ coefficient × variable + constant`. Terms keep the order they were
/// written in, which fixes the order in which a solver first meets their variables.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ term: Term) { self.init([term]) }

    /// Each variable once, in order of first appearance, zero coefficients dropped.
    public var reduced: Expression {
        // Most expressions name each variable once; check that cheaply before hashing.
        if terms.count <= 8 && hasDistinctNonZeroTerms { return self }
        var order: [Int] = []
        var sums: [Int: Term] = [:]
        for term in terms {
            if var existing = sums[term.variable.key] {
                existing.coefficient += term.coefficient
                sums[term.variable.key] = existing
            } else {
                order.append(term.variable.key)
                sums[term.variable.key] = term
            }
        }
        let kept = order.compactMap { key -> Term? in
            guard let term = sums[key], term.coefficient != 0 else { return nil }
            return term
        }
        return Expression(kept, constant: constant)
    }

    /// Whether no variable appears twice and no coefficient is zero (compared by id).
    var hasDistinctNonZeroTerms: Bool {
        for index in terms.indices {
            if terms[index].coefficient == 0 { return false }
            let own = terms[index].variable.id
            for later in (index + 1)..<terms.count where terms[later].variable.id == own { return false }
        }
        return true
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The value of the expression for the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c)
            let body = magnitude == 1 ? term.variable.name : "\(formatNumber(magnitude))·\(term.variable.name)"
            if parts.isEmpty {
                parts.append(c < 0 ? "-\(body)" : body)
            } else {
                parts.append(c < 0 ? "- \(body)" : "+ \(body)")
            }
        }
        if constant != 0 || parts.isEmpty {
            let body = formatNumber(abs(constant))
            if parts.isEmpty {
                parts.append(constant < 0 ? "-\(body)" : body)
            } else {
                parts.append(constant < 0 ? "- \(body)" : "+ \(body)")
            }
        }
        return parts.joined(separator: " ")
    }
}

/// Prints a number without a trailing ".0" when it is whole, for stable, readable dumps.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

// MARK: - Building expressions

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-1.0 * rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }
public prefix func - (operand: Expression) -> Expression { -1.0 * operand }

public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - Expression(constant: rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs - Expression(constant: rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(Term(rhs, lhs)) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, rhs)) }
public prefix func - (operand: Variable) -> Expression { Expression(Term(operand, -1)) }

// MARK: - Building constraints (required; lower the priority with `.with(priority:)`)

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }

public func + (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) - rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) + Expression(rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) - Expression(rhs) }
