import TestSupport
import Testing

@testable import Cassowary

/// Thousands of random two-variable systems, each step checked against `VertexOracle`:
/// required constraints hold, the cost per level equals the true lexicographic optimum,
/// ambiguity ranges equal the true ranges over all optima, rejections happen exactly when
/// the required constraints cannot hold, and every reported conflict is minimal.
@Suite struct PropertyTests {
    static let priorities: [Priority] = [1, 100, 250, 251, 500, 750, 999]

    func randomConstraint(_ x: Variable, _ y: Variable, _ random: inout SeededGenerator) -> Constraint {
        let multipliers: [Double] = [-3, -2, -1, -0.5, 0, 0.5, 1, 2, 3]
        var a = multipliers.randomElement(using: &random)!
        let b = multipliers.randomElement(using: &random)!
        if a == 0 && b == 0 { a = 1 }
        let constant = Double(Int.random(in: -60...60, using: &random))
        let expression = a * x + b * y + constant
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        let priority: Priority =
            Bool.random(using: &random) && Bool.random(using: &random)
            ? .required : Self.priorities.randomElement(using: &random)!
        return Constraint(expression, relation, priority: priority)
    }

    func check(_ solver: Solver, _ oracle: VertexOracle, _ context: String) {
        guard let truth = oracle.optimum() else {
            Issue.record("oracle found no feasible point: \(context)")
            return
        }
        let point = (x: solver.value(of: oracle.x), y: solver.value(of: oracle.y))
        #expect(oracle.isFeasible(point, among: oracle.constraints), "required violated: \(context)")
        let cost = oracle.cost(point)
        #expect(VertexOracle.lexEqual(cost, truth.cost), "cost \(cost) ≠ optimum \(truth.cost): \(context)")
        for (variable, range) in [(oracle.x, truth.x), (oracle.y, truth.y)] {
            let found = solver.range(of: variable)
            let close =
                abs(found.min - range.lowerBound) <= 1e-6 * (1 + abs(range.lowerBound))
                && abs(found.max - range.upperBound) <= 1e-6 * (1 + abs(range.upperBound))
            #expect(close, "range of \(variable) \(found) ≠ \(range): \(context)")
        }
    }

    @Test(arguments: 0..<10)
    func randomSystemsMatchTheOracle(batch: UInt64) throws {
        var random = SeededGenerator(seed: 1000 + batch)
        for system in 0..<300 {
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            let box = [x >= -100, x <= 100, y >= -100, y <= 100]
            try solver.add(box)
            var oracle = VertexOracle(x: x, y: y, constraints: box.map { ($0, $0.expression.constant) })
            let context = "batch \(batch) system \(system)"
            for _ in 0..<Int.random(in: 1...7, using: &random) {
                let constraint = randomConstraint(x, y, &random)
                var grown = oracle
                grown.constraints.append((constraint, constraint.expression.constant))
                let feasible = oracle.isFeasible(grown.constraints)
                do throws(SolverError) {
                    try solver.add(constraint)
                    #expect(feasible, "accepted an infeasible constraint \(constraint): \(context)")
                    oracle = grown
                } catch {
                    #expect(!feasible, "rejected a feasible constraint \(constraint): \(context)")
                    if case let .unsatisfiable(_, conflict) = error { checkMinimal(conflict, oracle) }
                }
                check(solver, oracle, context + " after adding \(constraint)")
            }
            // Change a constant in place, then remove a constraint; re-check each time.
            let changeable = oracle.constraints.indices.filter { $0 >= 4 }
            if let index = changeable.randomElement(using: &random) {
                let (constraint, _) = oracle.constraints[index]
                let constant = Double(Int.random(in: -60...60, using: &random))
                var changed = oracle
                changed.constraints[index].constant = constant
                do throws(SolverError) {
                    try solver.setConstant(constraint, to: constant)
                    #expect(changed.isFeasible(changed.constraints), "accepted infeasible change: \(context)")
                    oracle = changed
                } catch {
                    #expect(!changed.isFeasible(changed.constraints), "refused feasible change: \(context)")
                }
                check(solver, oracle, context + " after changing \(constraint) to \(constant)")
                let removed = oracle.constraints.remove(at: changeable.randomElement(using: &random)!)
                try solver.remove(removed.constraint)
                check(solver, oracle, context + " after removing \(removed.constraint)")
            }
        }
    }

    func checkMinimal(_ conflict: [Constraint], _ oracle: VertexOracle) {
        let held = conflict.map { (constraint: $0, constant: $0.expression.constant) }
        let box = Array(oracle.constraints.prefix(4))
        // The conflict cannot hold (the box only bounds the search; it is required too)...
        #expect(!oracle.isFeasible(box + held) || conflict.isEmpty, "conflict \(conflict) can hold")
        // ...and dropping any one member makes it satisfiable.
        for index in held.indices {
            var rest = held
            rest.remove(at: index)
            #expect(Solver.isFeasible(rest), "conflict \(conflict) is not minimal")
        }
    }

    @Test func sameInputSameTableau() throws {
        func build() throws -> String {
            var random = SeededGenerator(seed: 99)
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            try solver.add([x >= -100, x <= 100, y >= -100, y <= 100])
            for _ in 0..<40 {
                try? solver.add(randomConstraint(x, y, &random))
            }
            return solver.dump()
        }
        #expect(try build() == build())
    }
}
