// An exact linear-programming oracle for the property tests: the simplex method over Fraction,
// independent of the solver it checks, small enough to trust by reading, and deterministic
// (no hashing anywhere; every choice is by lowest index).
//
// The method, in the order `Tableau.solve` runs it:
//  1. Each condition becomes an equation. An inequality gets a slack s ≥ 0 (a ≥ row is negated
//     first, so every slack has coefficient +1 and starts basic at the constant).
//  2. Elimination on the equalities: each defines one free variable in terms of the others and
//     leaves the simplex for good, frozen (the point is found at the end by back-substitution).
//     An equality with nothing left reads 0 = c: redundant if c = 0, infeasible otherwise.
//  3. Each free variable still mentioned by an inequality is defined through one of them the same
//     way (its slack becomes non-basic). What remains is a standard-form LP over slacks only.
//  4. Phase one, with a single artificial t ≥ 0 (Chvátal's auxiliary problem): t enters on the
//     most negative constant, making the slack basis feasible at once; minimising t decides
//     feasibility.
//  5. Phase two minimises the cost. A free variable that no remaining row mentions but the cost
//     does makes the problem unbounded. Bland's rule (lowest index enters; among tied rows, the
//     lowest-index basic column leaves) guarantees both phases end.
// The answer is checked against the original rows before it is returned.

/// One linear condition over variables numbered 0..<n:  Σ coefficient·x[variable]  relation  constant.
public struct LinearRow: Sendable, CustomStringConvertible {
    /// How the left side compares with the constant.
    public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// The left side; a variable may appear more than once (its coefficients add up).
    public var terms: [(variable: Int, coefficient: Fraction)]
    /// How the left side compares with `constant`.
    public var relation: Relation
    /// The right side.
    public var constant: Fraction

    /// The condition Σ terms `relation` constant.
    public init(_ terms: [(variable: Int, coefficient: Fraction)], _ relation: Relation, _ constant: Fraction) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
    }

    /// Reads like "x0 - 1/2*x3 <= 7".
    public var description: String {
        var text = ""
        for (variable, coefficient) in terms {
            let negative = coefficient < .zero
            let magnitude = negative ? -coefficient : coefficient
            text += text.isEmpty ? (negative ? "-" : "") : (negative ? " - " : " + ")
            text += magnitude == .one ? "x\(variable)" : "\(magnitude)*x\(variable)"
        }
        let symbol =
            switch relation {
            case .equal: "="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        return "\(text.isEmpty ? "0" : text) \(symbol) \(constant)"
    }

    /// Whether `point` satisfies the condition exactly.
    func holds(at point: [Fraction]) -> Bool {
        let left = ExactLP.evaluate(terms, at: point)
        switch relation {
        case .equal: return left == constant
        case .lessThanOrEqual: return !(constant < left)
        case .greaterThanOrEqual: return !(left < constant)
        }
    }
}

/// What an LP comes to.
public enum LPOutcome: Sendable, Equatable {
    /// No point satisfies every row.
    case infeasible
    /// Points satisfy every row, but the objective improves without end.
    case unbounded
    /// The minimum of the objective and one point that attains it (x[0..<variableCount]).
    case optimal(value: Fraction, point: [Fraction])
}

/// Exact simplex over Fraction. Every variable is FREE (unbounded in both directions) unless rows bound it.
public enum ExactLP {
    /// Whether some point satisfies every row.
    public static func isFeasible(_ rows: [LinearRow], variableCount: Int) -> Bool {
        minimize([], subjectTo: rows, variableCount: variableCount) != .infeasible
    }

    /// The minimum of Σ coefficient·x[variable] over the points that satisfy every row.
    public static func minimize(
        _ objective: [(variable: Int, coefficient: Fraction)], subjectTo rows: [LinearRow],
        variableCount: Int
    ) -> LPOutcome {
        var tableau = Tableau(rows: rows, objective: objective, variableCount: variableCount)
        let outcome = tableau.solve()
        if case let .optimal(value, point) = outcome {
            // Cheap insurance: the oracle never returns a point that breaks a row, or a wrong value for it.
            for row in rows { precondition(row.holds(at: point), "ExactLP: its answer breaks \(row)") }
            precondition(evaluate(objective, at: point) == value, "ExactLP: its value disagrees with its point")
        }
        return outcome
    }

    /// The maximum of Σ coefficient·x[variable] over the points that satisfy every row (`value` is the maximum).
    public static func maximize(
        _ objective: [(variable: Int, coefficient: Fraction)], subjectTo rows: [LinearRow],
        variableCount: Int
    ) -> LPOutcome {
        let negated = objective.map { (variable: $0.variable, coefficient: -$0.coefficient) }
        switch minimize(negated, subjectTo: rows, variableCount: variableCount) {
        case let .optimal(value, point): return .optimal(value: -value, point: point)
        case let other: return other
        }
    }

    /// Minimises each objective in turn, holding every earlier one at its minimum (strict priorities);
    /// `value` is the last objective's minimum, and with no objectives the outcome is feasibility alone.
    public static func minimizeLexicographically(
        _ objectives: [[(variable: Int, coefficient: Fraction)]],
        subjectTo rows: [LinearRow], variableCount: Int
    ) -> LPOutcome {
        var held = rows
        for (level, objective) in objectives.enumerated() {
            let outcome = minimize(objective, subjectTo: held, variableCount: variableCount)
            guard case let .optimal(value, _) = outcome, level < objectives.count - 1 else { return outcome }
            // Exact values make "held at its minimum" an equality the next level can keep.
            held.append(LinearRow(objective, .equal, value))
        }
        return minimize([], subjectTo: rows, variableCount: variableCount) // No objectives: feasibility alone.
    }

    /// Σ coefficient·point[variable].
    static func evaluate(_ terms: [(variable: Int, coefficient: Fraction)], at point: [Fraction]) -> Fraction {
        var sum = Fraction.zero
        for (variable, coefficient) in terms { sum += coefficient * point[variable] }
        return sum
    }
}

/// A dense simplex tableau whose live rows (equalities not yet used, inequalities, the two objective
/// rows) stay in canonical form: each live row's basic column is 1 in that row and 0 in every other
/// live row, and every non-basic column stands at 0. Definition rows are frozen when made.
///
/// Columns: x[0..<n] (free), the phase-one artificial t (≥ 0), one slack (≥ 0) per inequality, and
/// last the right-hand side. Rows: the conditions, then the cost row and the phase-one row; an
/// objective row holds reduced costs, with minus the objective's current value as its right-hand
/// side, so a pivot updates it like any other row.
private struct Tableau {
    /// What a condition row is for now.
    enum Role {
        case equality // not yet used to define a free variable
        case inequality // in the simplex, with a slack (or t) basic
        case definition // defines the free variable basic in it; frozen, out of the simplex for good
        case dropped // redundant
    }

    let variableCount: Int
    let conditionCount: Int
    let width: Int
    var cells: [Fraction]
    var roles: [Role] = []
    /// The basic column of each condition row (-1: none, for an equality not yet used).
    var basis: [Int] = []
    /// The row each column is basic in (-1: non-basic).
    var basicRow: [Int]
    /// The definition rows, in the order they were made, each with its non-zero columns.
    var definitions: [(row: Int, columns: [Int])] = []

    var artificial: Int { variableCount }
    var rightSide: Int { width - 1 }
    var costRow: Int { conditionCount }
    var phaseOneRow: Int { conditionCount + 1 }

    init(rows: [LinearRow], objective: [(variable: Int, coefficient: Fraction)], variableCount: Int) {
        precondition(variableCount >= 0, "ExactLP: negative variableCount")
        self.variableCount = variableCount
        conditionCount = rows.count
        let slackCount = rows.count(where: { $0.relation != .equal })
        width = variableCount + 1 + slackCount + 1
        cells = Array(repeating: .zero, count: (rows.count + 2) * width)
        basicRow = Array(repeating: -1, count: width)
        var slack = variableCount + 1
        for (r, row) in rows.enumerated() {
            // A ≥ row is negated, so every slack has coefficient +1 and can start basic.
            let sign: Fraction = row.relation == .greaterThanOrEqual ? -1 : 1
            add(row.terms, times: sign, toRow: r)
            self[r, rightSide] = sign * row.constant
            if row.relation == .equal {
                roles.append(.equality)
                basis.append(-1)
            } else {
                self[r, slack] = 1
                roles.append(.inequality)
                basis.append(slack)
                basicRow[slack] = r
                slack += 1
            }
        }
        add(objective, times: 1, toRow: costRow)
    }

    subscript(row: Int, column: Int) -> Fraction {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Adds sign × terms into a row, combining repeated variables.
    mutating func add(_ terms: [(variable: Int, coefficient: Fraction)], times sign: Fraction, toRow row: Int) {
        for (variable, coefficient) in terms {
            precondition((0..<variableCount).contains(variable), "ExactLP: variable \(variable) out of range")
            self[row, variable] += sign * coefficient
        }
    }

    mutating func solve() -> LPOutcome {
        guard defineThroughEqualities() else { return .infeasible }
        defineThroughInequalities()
        guard phaseOne() else { return .infeasible }
        guard phaseTwo() else { return .unbounded }
        return .optimal(value: -self[costRow, rightSide], point: point())
    }

    /// x[0..<n] at the current basis: basic columns of inequality rows take their constants, then the
    /// definitions, latest first, give the free variables. A definition mentions no free variable
    /// defined before it (those were eliminated from it), so every value it needs is known by then.
    func point() -> [Fraction] {
        var value = [Fraction](repeating: .zero, count: rightSide)
        for row in 0..<conditionCount where roles[row] == .inequality { value[basis[row]] = self[row, rightSide] }
        for (row, columns) in definitions.reversed() {
            let defined = basis[row]
            var sum = self[row, rightSide]
            for column in columns where column != defined && column != rightSide {
                sum -= self[row, column] * value[column]
            }
            value[defined] = sum
        }
        return Array(value[0..<variableCount])
    }

    /// Step 2: each equality defines a free variable; false if one reads 0 = c with c ≠ 0.
    mutating func defineThroughEqualities() -> Bool {
        // Equalities hold free variables only (no slack), and pivots on them add only free
        // variables elsewhere, so whatever an equality keeps is free and non-basic.
        for row in 0..<conditionCount where roles[row] == .equality {
            guard let column = freeColumn(toDefineIn: row) else {
                if !self[row, rightSide].isZero { return false }
                roles[row] = .dropped
                continue
            }
            define(column, through: row)
        }
        return true
    }

    /// The free column an equality defines: one with coefficient ±1 if any (no new fractions), else the first.
    func freeColumn(toDefineIn row: Int) -> Int? {
        var first: Int?
        for column in 0..<variableCount where !self[row, column].isZero {
            let value = self[row, column]
            if value == .one || value == -.one { return column }
            if first == nil { first = column }
        }
        return first
    }

    /// Step 3: each free variable an inequality still mentions is defined through the first such row.
    mutating func defineThroughInequalities() {
        // A pivot here subtracts a row that is 0 in every free column already passed, so those
        // stay 0 in every inequality row: afterwards, no inequality mentions a non-basic free column.
        for column in 0..<variableCount where basicRow[column] < 0 {
            let row = (0..<conditionCount).first { roles[$0] == .inequality && !self[$0, column].isZero }
            guard let row else { continue }
            define(column, through: row)
        }
    }

    /// Makes a free column basic in a row, which then leaves the live rows for good.
    mutating func define(_ column: Int, through row: Int) {
        let columns = pivot(row: row, column: column)
        roles[row] = .definition
        definitions.append((row, columns))
    }

    /// Step 4: reaches a feasible basis of the inequality rows; false if there is none.
    mutating func phaseOne() -> Bool {
        // t gets -1 in every row whose slack would start negative, so the row reads s − t = c < 0.
        var worst: Int?
        for row in 0..<conditionCount where roles[row] == .inequality && self[row, rightSide] < .zero {
            self[row, artificial] = -1
            if let current = worst, self[current, rightSide] <= self[row, rightSide] { continue }
            worst = row
        }
        guard let worst else { return true } // The slack basis is feasible already.
        // t enters at −c for the most negative c: every other such row's constant becomes c' − c ≥ 0.
        self[phaseOneRow, artificial] = 1
        pivot(row: worst, column: artificial)
        let bounded = runSimplex(objectiveRow: phaseOneRow, firstColumn: artificial)
        precondition(bounded, "ExactLP: phase one is bounded below by 0")
        guard self[phaseOneRow, rightSide].isZero else { return false }
        if basicRow[artificial] >= 0 { driveOutArtificial() }
        // Clearing the phase-one row keeps later pivots from updating it for nothing.
        for column in 0..<width { self[phaseOneRow, column] = .zero }
        return true
    }

    /// Makes t non-basic (it sits at 0); phase two never lets it enter again.
    mutating func driveOutArtificial() {
        // With Bland's rule and t the lowest non-negative column, t leaves as soon as it reaches 0,
        // so this should not happen; handled anyway. A pivot in a row whose constant is 0 moves no value.
        let row = basicRow[artificial]
        if let column = (artificial + 1..<rightSide).first(where: { !self[row, $0].isZero }) {
            pivot(row: row, column: column)
        } else {
            roles[row] = .dropped // It reads t = 0: redundant.
            basicRow[artificial] = -1
        }
    }

    /// Step 5: minimises the cost from a feasible basis; false if it is unbounded.
    mutating func phaseTwo() -> Bool {
        // A non-basic free column is 0 in every inequality row (step 3, and pivots keep it so):
        // if the cost mentions it, moving it the right way lowers the cost without end.
        for column in 0..<variableCount where basicRow[column] < 0 && !self[costRow, column].isZero { return false }
        return runSimplex(objectiveRow: costRow, firstColumn: artificial + 1)
    }

    /// Primal simplex with Bland's rule over the inequality rows and the non-negative columns from
    /// `firstColumn` on; false if the objective is unbounded below.
    mutating func runSimplex(objectiveRow: Int, firstColumn: Int) -> Bool {
        while true {
            // Basic columns have reduced cost 0, so only non-basic ones can qualify.
            let entering = (firstColumn..<rightSide).first { self[objectiveRow, $0] < .zero }
            guard let entering else { return true }
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(row: leaving, column: entering)
        }
    }

    /// The ratio test: the inequality row that bounds the entering column first; ties go to the
    /// row whose basic column has the lowest index (Bland). Nil if nothing bounds it.
    func leavingRow(for column: Int) -> Int? {
        var best: Int?
        var bestRatio = Fraction.zero
        for row in 0..<conditionCount where roles[row] == .inequality && self[row, column] > .zero {
            let ratio = self[row, rightSide] / self[row, column]
            if let best, !(ratio < bestRatio || (ratio == bestRatio && basis[row] < basis[best])) { continue }
            best = row
            bestRatio = ratio
        }
        return best
    }

    /// Makes `column` basic in `row`: scales the row to a 1 there, and subtracts it from every
    /// other live row (objective rows included) to clear the column. Returns the row's non-zero columns.
    @discardableResult
    mutating func pivot(row: Int, column: Int) -> [Int] {
        let start = row * width
        let scale = Fraction.one / cells[start + column]
        // Only the pivot row's non-zero entries change anything; on sparse rows that is most of the saving.
        var nonZero: [Int] = []
        for k in 0..<width where !cells[start + k].isZero {
            nonZero.append(k)
            if scale != .one { cells[start + k] = cells[start + k] * scale }
        }
        for other in 0..<conditionCount + 2 where other != row {
            // Definitions are frozen, and dropped rows are empty or done with.
            if other < conditionCount, roles[other] == .definition || roles[other] == .dropped { continue }
            let otherStart = other * width
            let factor = cells[otherStart + column]
            if factor.isZero { continue }
            for k in nonZero { cells[otherStart + k] = cells[otherStart + k] - factor * cells[start + k] }
        }
        if basis[row] >= 0 { basicRow[basis[row]] = -1 }
        basis[row] = column
        basicRow[column] = row
        return nonZero
    }
}
