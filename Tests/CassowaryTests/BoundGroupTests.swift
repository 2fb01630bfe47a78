import TestSupport
import Testing

@testable import Cassowary

/// Many required bounds on one variable: only the tightest of each side takes a row, and the
/// others behave exactly as held constraints — listed, removable, their constants changeable,
/// at odds with what the tightest is at odds with.
@Suite struct BoundGroupTests {
    @Test func onlyTheTightestBoundsTakeRows() throws {
        let solver = Solver()
        let v = Variable("v")
        for i in 0..<2000 { try solver.add(v >= Double(i)) }
        for i in 0..<2000 { try solver.add(v <= Double(4000 - i)) }
        #expect(solver.constraints.count == 4000)
        #expect(solver.tableauSize.rows == 2)
        let tooTight = v <= 1998
        #expect(throws: SolverError.unsatisfiable(tooTight, conflict: [solver.constraints[1999], tooTight])) {
            try solver.add(tooTight)
        }
        #expect(solver.constraints.count == 4000)
    }

    /// Random adds, removals and constant changes of bounds on one variable pulled toward 50
    /// by a weak preference, against the model: the value is the preference clamped to the
    /// tightest bounds, an operation that would cross them is refused and changes nothing.
    @Test func agreesWithClampingUnderRandomChanges() throws {
        var random = SeededGenerator(seed: 17)
        let solver = Solver()
        let v = Variable("v")
        try solver.add(Constraint(Expression(v) - 50, .equal, priority: Priority(1)))
        var held: [(constraint: Constraint, isLower: Bool, value: Double)] = []
        func clamp(_ bounds: [(constraint: Constraint, isLower: Bool, value: Double)]) -> Double? {
            let low = bounds.filter(\.isLower).map(\.value).max() ?? -.infinity
            let high = bounds.filter { !$0.isLower }.map(\.value).min() ?? .infinity
            return low <= high ? min(max(50, low), high) : nil
        }
        for step in 0..<3000 {
            var next = held
            let operation = Int.random(in: 0..<10, using: &random)
            let value = Double(Int.random(in: 0...100, using: &random))
            if operation < 5 || held.isEmpty {
                // Written both ways round: 2v ≥ 2c, and c ≥ v (an upper bound with coefficient −1).
                let isLower = Bool.random(using: &random)
                let constraint =
                    isLower
                    ? Constraint(2 * Expression(v) - 2 * value, .greaterThanOrEqual)
                    : Constraint(Expression(constant: value) - Expression(v), .greaterThanOrEqual)
                next.append((constraint, isLower, value))
                if clamp(next) == nil {
                    #expect(throws: SolverError.self) { try solver.add(constraint) }
                    continue
                }
                try solver.add(constraint)
            } else if operation < 8 {
                let index = Int.random(in: 0..<held.count, using: &random)
                try solver.remove(held[index].constraint)
                next.remove(at: index)
            } else {
                let index = Int.random(in: 0..<held.count, using: &random)
                let constraint = held[index].constraint
                let constant = held[index].isLower ? -2 * value : value
                next[index].value = value
                if clamp(next) == nil {
                    #expect(throws: SolverError.self) { try solver.setConstant(constraint, to: constant) }
                    continue
                }
                try solver.setConstant(constraint, to: constant)
            }
            held = next
            let expected = try #require(clamp(held))
            guard abs(solver.value(of: v) - expected) < 1e-9, solver.constraints.count == held.count + 1,
                solver.tableauSize.rows <= 4
            else {
                let state =
                    "\(solver.constraints.count) constraints for \(held.count + 1), \(solver.tableauSize.rows) rows"
                Issue.record(
                    Comment(rawValue: "step \(step): v = \(solver.value(of: v)), expected \(expected); \(state)"))
                return
            }
        }
        // Everything removed: only the preference is left.
        for entry in held { try solver.remove(entry.constraint) }
        #expect(solver.value(of: v) == 50)
        #expect(solver.constraints.count == 1)
    }

    /// A failed batch leaves the groups as they were: the bound it would have replaced is
    /// still the one in force.
    @Test func rollbackRestoresTheBoundInForce() throws {
        let solver = Solver()
        let v = Variable("v"), w = Variable("w")
        let loose = v >= 10
        try solver.add(loose)
        try solver.add(w == 0)
        #expect(throws: SolverError.self) { try solver.add([v >= 20, v <= w]) }
        #expect(solver.value(of: v) == 10)
        try solver.remove(loose)
        try solver.add(v <= 5)
        #expect(solver.value(of: v) <= 5)
        #expect(solver.constraints.count == 2)
    }
}
