import Testing

@testable import Cassowary

/// `determinedValue(of:)`: the quick answers `range(of:)` starts with, kept per state.
@Suite struct DeterminedValueTests {
    @Test func chainsOfDefinitionsReadInAnyOrder() throws {
        // Each top is a definition over the one before; reading the last first walks the
        // whole chain, and the rest are then answered from what that walk settled.
        let solver = Solver()
        let tops = (0..<6).map { Variable("top\($0)") }
        let heights = (0..<6).map { Variable("height\($0)") }
        try solver.add([tops[0] == 20] + heights.enumerated().map { $0.element == Double(10 + $0.offset) })
        for index in 1..<tops.count {
            try solver.add(tops[index] == tops[index - 1] + heights[index - 1] + 8)
        }
        #expect(solver.definitions[Int(solver.symbol(of: tops[5])!)] != nil)
        let expected: [Double] = [20, 38, 57, 77, 98, 120]
        #expect(solver.determinedValue(of: tops[5]) == 120)
        for (top, value) in zip(tops, expected) {
            #expect(solver.determinedValue(of: top) == value)
            #expect(solver.range(of: top) == (value, value))
        }
    }

    @Test func freeAndUnknownVariablesHaveNone() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add([x + y == 100, x >= 20, y >= 30, z == x + 1])
        #expect(solver.determinedValue(of: x) == nil)
        #expect(solver.determinedValue(of: y) == nil)
        // z is defined over a variable that can move.
        #expect(solver.determinedValue(of: z) == nil)
        #expect(solver.determinedValue(of: Variable("never seen")) == nil)
        // A preference settles the face; the cached answers must not survive the change.
        try solver.add((x == 50).with(priority: 1))
        #expect(solver.determinedValue(of: x) == 50)
        #expect(solver.determinedValue(of: y) == 50)
        #expect(solver.determinedValue(of: z) == 51)
    }

    @Test func followsEditsAndConstantChanges() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        let pin = width == 100
        try solver.add([pin, half == 0.5 * width])
        #expect(solver.determinedValue(of: half) == 50)
        try solver.setConstant(pin, to: -300)
        #expect(solver.determinedValue(of: width) == 300)
        #expect(solver.determinedValue(of: half) == 150)
    }
}
