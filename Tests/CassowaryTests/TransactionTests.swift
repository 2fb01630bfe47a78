import Testing

@testable import Cassowary

@Suite struct TransactionTests {
    func layout() -> (variables: [Variable], constraints: [Constraint]) {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let top = Variable("top"), height = Variable("height")
        let constraints: [Constraint] = [
            left == 20,
            width >= 44,
            (width == 300).with(priority: 750),
            right == left + width,
            right <= 320,
            (right == 400).with(priority: 250),
            top == 8,
            height == 0.5 * width,
            (height <= 100).with(priority: 500),
        ]
        return ([left, width, right, top, height], constraints)
    }

    @Test func rejectedConstraintLeavesTheSolverExactlyAsItWas() throws {
        let (variables, constraints) = layout()
        let solver = Solver()
        let twin = Solver()
        try solver.add(constraints)
        try twin.add(constraints)
        let before = solver.dump()
        let rejected = variables[1] <= 10 // width <= 10 against width >= 44
        #expect(throws: SolverError.self) { try solver.add(rejected) }
        #expect(solver.dump() == before)
        #expect(!solver.contains(rejected))
        // Every earlier constraint can be removed and re-added with identical results.
        for constraint in constraints {
            try solver.remove(constraint)
            try twin.remove(constraint)
            #expect(solver.dump() == twin.dump())
            try solver.add(constraint)
            try twin.add(constraint)
            #expect(solver.dump() == twin.dump())
        }
        for variable in variables { #expect(solver.value(of: variable) == twin.value(of: variable)) }
    }

    @Test func batchAddIsAllOrNothing() throws {
        let (variables, constraints) = layout()
        let solver = Solver()
        try solver.add(Array(constraints.prefix(4)))
        let before = solver.dump()
        let good = variables[3] == 8
        let bad = variables[2] >= 1000
        let blocked = constraints[4] // right <= 320 conflicts with the batch's bad constraint
        let found = try #require(
            expectUnsatisfiable { () throws(SolverError) in try solver.add([good, blocked, bad]) })
        #expect(found.failing === bad)
        #expect(found.conflict.map(\.description) == ["right - 320 <= 0", "right - 1000 >= 0"])
        #expect(solver.dump() == before)
        #expect(solver.constraints.count == 4)
        #expect(!solver.contains(good))
        try solver.add([good, blocked])
        #expect(solver.constraints.count == 6)
    }

    @Test func phaseOneFailureRollsBackPivots() throws {
        // Constraints with no variable free to absorb a new row force phase I, which pivots
        // before it discovers the conflict; rollback must undo those pivots too.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add([x >= 0, y >= 0, x + y <= 10, (x == 8).with(priority: 300), (y == 8).with(priority: 200)])
        let before = solver.dump()
        let rejected = x + y >= 11
        #expect(throws: SolverError.self) { try solver.add(rejected) }
        #expect(solver.dump() == before)
        let accepted = x + y >= 10
        try solver.add(accepted)
        expectClose(solver.value(of: x), 8)
        expectClose(solver.value(of: y), 2)
    }
}

/// `Solver.copy()`: what-if questions on a copy never reach the original.
@Suite struct SolverCopyTests {
    @Test func copiesAreIndependent() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == x + 5)
        let copy = solver.copy()
        try copy.remove(pin)
        try copy.add(x == 40)
        #expect(copy.value(of: y) == 45)
        #expect(solver.value(of: y) == 15)
        #expect(solver.contains(pin) && !copy.contains(pin))
        // And the original still works on its own.
        try solver.add((y == 100).with(priority: 500))
        #expect(solver.value(of: y) == 15)
        #expect(copy.value(of: y) == 45)
        #expect(solver.dump() != copy.dump())
    }
}
