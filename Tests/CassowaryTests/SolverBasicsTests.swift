import Testing

@testable import Cassowary

/// Frames and values to the contract's tolerance.
func expectClose(
    _ actual: Double, _ expected: Double, _ tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

@Suite struct SolverBasicsTests {
    @Test func expressionsCombineAndReduce() {
        let x = Variable("x")
        let y = Variable("y")
        let e = 2 * x + 3 - y + x
        #expect(e.description == "2·x - y + x + 3")
        let r = e.reduced
        #expect(r.terms.count == 2)
        #expect(r.terms[0].coefficient == 3)
        #expect(r.terms[1].coefficient == -1)
        #expect(r.constant == 3)
        #expect((x - x).reduced.terms.isEmpty)
        #expect(e.value { $0 === x ? 2 : 5 } == 4)
    }

    @Test func constraintDescriptions() {
        let x = Variable("x")
        let c = (x >= 10).with(priority: 250)
        #expect(c.description == "x - 10 >= 0 @250")
        #expect((x == 3).description == "x - 3 == 0")
        #expect((x <= 3).with(label: "cap").description == "cap")
    }

    @Test func equalityAndInequalities() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.add([left == 10, width >= 100, width <= 300, right == left + width])
        try solver.add((width == 1000).with(priority: 500))
        expectClose(solver.value(of: left), 10)
        expectClose(solver.value(of: width), 300)
        expectClose(solver.value(of: right), 310)
    }

    @Test func multipliersAndNegativeConstants() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add([a == -50, 0.5 * b == a * 3 - 7])
        expectClose(solver.value(of: b), -314)
    }

    @Test func optionalEqualitiesMeetInTheMiddleOfAnInterval() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add([x >= 0, x <= 100, (x == 40).with(priority: 500), (x == 200).with(priority: 250)])
        expectClose(solver.value(of: x), 40)
    }

    @Test func unknownVariableIsZero() {
        #expect(Solver().value(of: Variable("ghost")) == 0)
    }

    @Test func rejectsInvalidInput() {
        let solver = Solver()
        let x = Variable("x")
        let low = (x == 1).with(priority: 0)
        #expect(throws: SolverError.invalidPriority(low)) { try solver.add(low) }
        let high = (x == 1).with(priority: 1001)
        #expect(throws: SolverError.invalidPriority(high)) { try solver.add(high) }
        let nan = x == Double.nan
        #expect(throws: SolverError.nonFiniteValue(nan)) { try solver.add(nan) }
        let infinite = Double.infinity * x == 0
        #expect(throws: SolverError.nonFiniteValue(infinite)) { try solver.add(infinite) }
        let c = x == 1
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add([c, c]) }
        #expect(solver.constraints.isEmpty)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 3) }
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let implied = y == 10
        try solver.add([x == 10, y == x, implied])
        expectClose(solver.value(of: y), 10)
        try solver.remove(implied)
        expectClose(solver.value(of: y), 10)
        try solver.add(implied)
        #expect(solver.constraints.count == 3)
    }

    @Test func dumpIsStableText() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add([x >= 10, (x == 0).with(priority: 250), y == x + 5])
        #expect(
            solver.dump() == """
                objective:
                  @250: 10
                rows:
                  x = 10 + 1·s1
                  e2 = 10 + 1·s1 + 1·e3
                definitions:
                  y := 5 + 1·x
                variables:
                  x = 10
                  y = 15

                """)
    }
}
