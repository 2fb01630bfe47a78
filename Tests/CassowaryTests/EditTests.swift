import Testing

@testable import Cassowary

@Suite struct EditTests {
    /// The horizontal chain of the benchmark: equal widths filling W.
    func chain(_ n: Int, _ solver: Solver, total: Variable) throws -> [Variable] {
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for i in 0..<n {
            let left = Variable("left\(i)")
            let width = Variable("w\(i)")
            try solver.add(width >= 0)
            if i == 0 {
                try solver.add(left == 0)
            } else {
                try solver.add([left == lefts[i - 1] + widths[i - 1] + 8, width == widths[0]])
            }
            lefts.append(left)
            widths.append(width)
        }
        try solver.add(lefts[n - 1] + widths[n - 1] == total)
        return widths
    }

    @Test func resizingAChainThroughAnEditVariable() throws {
        let solver = Solver()
        let total = Variable("W")
        let widths = try chain(10, solver, total: total)
        try solver.addEditVariable(total, priority: 750)
        for value in [1000.0, 400, 72, 5000] {
            try solver.suggestValue(total, value)
            expectClose(solver.value(of: total), value)
            for width in widths { expectClose(solver.value(of: width), (value - 72) / 10) }
        }
        // Below 72 the widths would go negative; the required `w >= 0` wins over the edit.
        try solver.suggestValue(total, 10)
        expectClose(solver.value(of: total), 72)
        expectClose(solver.value(of: widths[3]), 0)
    }

    @Test func requiredEditVariableTakesEverySuggestionOrRefusesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let cap = x <= 100
        try solver.add([cap, y == 2 * x])
        try solver.addEditVariable(x, priority: .required)
        try solver.suggestValue(x, 30)
        expectClose(solver.value(of: y), 60)
        let before = solver.dump()
        let found = try #require(expectUnsatisfiable { () throws(SolverError) in try solver.suggestValue(x, 130) })
        #expect(found.conflict.count == 2)
        #expect(found.conflict[0] === cap)
        #expect(solver.dump() == before)
        expectClose(solver.value(of: x), 30)
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, priority: 500)
        }
        #expect(throws: SolverError.nonFiniteSuggestion(x, .infinity)) { try solver.suggestValue(x, .infinity) }
        #expect(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraints.isEmpty)
    }

    @Test func constantsChangeInPlace() throws {
        let solver = Solver()
        let top = Variable("top")
        let height = Variable("height")
        let bottom = Variable("bottom")
        let h = height == 44
        let spacing = (bottom >= top + height + 8)
        let pull = (bottom == 0).with(priority: 250)
        try solver.add([top == 20, h, spacing, pull])
        expectClose(solver.value(of: bottom), 72)
        try solver.setConstant(spacing, to: -20) // bottom - top - height - 20 >= 0
        expectClose(solver.value(of: bottom), 84)
        try solver.setConstant(h, to: -60) // untracked equality: becomes tracked once
        expectClose(solver.value(of: bottom), 100)
        try solver.setConstant(h, to: -10)
        expectClose(solver.value(of: bottom), 50)
        #expect(solver.constant(of: h) == -10)
        let contradiction = height <= 5
        #expect(throws: SolverError.unsatisfiable(contradiction, conflict: [h, contradiction])) {
            try solver.add(contradiction)
        }
        expectClose(solver.value(of: bottom), 50)
    }
}
