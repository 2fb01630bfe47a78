import Testing

@testable import Cassowary

@Suite struct AmbiguityTests {
    @Test func determinedVariables() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add([left == 10, width == 100, right == left + width])
        #expect(solver.isDetermined(right))
        #expect(solver.range(of: right) == (110, 110))
    }

    @Test func unconstrainedDirectionIsUnbounded() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add([left == 10, width >= 0])
        #expect(solver.isDetermined(left))
        #expect(!solver.isDetermined(width))
        let range = solver.range(of: width)
        #expect(range.min == 0)
        #expect(range.max == .infinity)
        #expect(solver.range(of: Variable("never seen")) == (-.infinity, .infinity))
    }

    @Test func sumWithinABox() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([x + y == 100, x >= 20, y >= 30])
        #expect(solver.range(of: x) == (20, 70))
        #expect(solver.range(of: y) == (30, 80))
        // A weak preference resolves it.
        try solver.add((x == 50).with(priority: 1))
        #expect(solver.isDetermined(x))
        expectClose(solver.value(of: y), 50)
    }

    @Test func tiesWithinALevelAreAmbiguous() throws {
        // |x - 10| + |x - 20| is minimal anywhere in [10, 20].
        let solver = Solver()
        let x = Variable("x")
        try solver.add([(x == 10).with(priority: 500), (x == 20).with(priority: 500)])
        let range = solver.range(of: x)
        expectClose(range.min, 10)
        expectClose(range.max, 20)
        try solver.add((x == 0).with(priority: 100))
        #expect(solver.range(of: x) == (10, 10))
    }

    @Test func freeVariablesCoupledAcrossRows() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add([b == a + 10, c == b + 10, c <= 100, a >= 0])
        let range = solver.range(of: b)
        expectClose(range.min, 10)
        expectClose(range.max, 90)
    }
}
