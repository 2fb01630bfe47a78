import Testing

@testable import Cassowary

/// Required equalities kept outside the tableau (`Solver+Definitions.swift`) and the priced
/// phase I: same answers as rows in the tableau, fewer rows and pivots.
@Suite struct DefinitionTests {
    /// A column of `count` views: each top is the previous bottom + 8, heights preferred 44.
    private func column(_ count: Int, in solver: Solver) throws -> (tops: [Variable], heights: [Variable]) {
        var tops: [Variable] = []
        var heights: [Variable] = []
        for index in 0..<count {
            let top = Variable("top\(index)")
            let height = Variable("height\(index)")
            try solver.add(height >= 20)
            try solver.add((height == 44).with(priority: 750))
            if let previousTop = tops.last, let previousHeight = heights.last {
                try solver.add(top == previousTop + previousHeight + 8)
            } else {
                try solver.add(top == 20)
            }
            tops.append(top)
            heights.append(height)
        }
        return (tops, heights)
    }

    @Test func chainsStayDefinitionsAndEvaluate() throws {
        let solver = Solver()
        let (tops, _) = try column(50, in: solver)
        for index in 1..<50 {
            #expect(solver.definitions[Int(solver.symbol(of: tops[index])!)] != nil)
        }
        for (index, top) in tops.enumerated() {
            #expect(solver.value(of: top) == 20 + Double(index) * 52)
            #expect(solver.isDetermined(top))
        }
        // Only the heights' rows are in the tableau: no row per top.
        #expect(solver.rows.compactMap { $0 }.count < 50 * 3)
    }

    @Test func mentioningADefinitionMovesItIntoTheTableau() throws {
        let solver = Solver()
        let (tops, heights) = try column(10, in: solver)
        let bottom = Variable("bottom")
        try solver.add(bottom >= 0)
        let last = solver.symbol(of: tops[9])!
        #expect(solver.definitions[Int(last)] != nil)
        // Not a definition (bottom is in a row already): top9 joins the tableau, expanded.
        try solver.add(bottom == tops[9] + heights[9] + 8)
        #expect(solver.definitions[Int(last)] == nil)
        #expect(solver.rows[Int(last)] != nil)
        #expect(solver.value(of: bottom) == 20 + 10 * 52)
        // The expanded row follows later changes like any row.
        try solver.add((heights[3] == 100).with(priority: 900))
        #expect(solver.value(of: tops[9]) == 20 + 9 * 52 + 56)
        #expect(solver.value(of: bottom) == 20 + 10 * 52 + 56)
    }

    @Test func removingOrChangingADefinitionRebuildsItsComponent() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let base = a == 10
        let defineB = b == a + 5
        try solver.add([base, defineB, c == b * 2])
        #expect(solver.value(of: c) == 30)
        try solver.setConstant(defineB, to: -7)
        #expect(solver.value(of: b) == 17)
        #expect(solver.value(of: c) == 34)
        try solver.remove(defineB)
        try solver.add(b == 1)
        #expect(solver.value(of: c) == 2)
        #expect(solver.value(of: a) == 10)
    }

    @Test func aSubjectAnotherDefinitionMentionsIsNotDefinedAgain() throws {
        // a := b + c, then b = a + 1 must not become a second definition (a cycle that
        // would lose c = -1).
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a == b + c)
        try solver.add(b == a + 1)
        #expect(solver.value(of: c) == -1)
        #expect(throws: SolverError.self) { try solver.add(c == 5) }
    }

    @Test func rollbackRestoresDefinitions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add([x == 3, y == x + 1])
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.add([z == y * 2, y == 7]) }
        #expect(solver.dump() == before)
        #expect(solver.value(of: y) == 4)
    }

    @Test func longChainsNeedNoDeepStack() throws {
        // Traversals are iterative: a chain as long as a large layout's is no deeper a call.
        let solver = Solver()
        var previous = Variable("v0")
        try solver.add(previous == 1)
        var chain: [Constraint] = []
        var variables = [previous]
        for index in 1...20_000 {
            let next = Variable("v\(index)")
            chain.append(next == previous + 1)
            variables.append(next)
            previous = next
        }
        try solver.add(chain)
        let last = previous
        #expect(solver.value(of: last) == 20_001)
        #expect(solver.isDetermined(last))
        let sum = Variable("sum")
        try solver.add(sum >= 0)
        try solver.add(sum == last + variables[10_000])
        #expect(solver.value(of: sum) == 20_001 + 10_001)
    }

    @Test func phaseOnePrefersAFreeSlackToTradingPreferences() throws {
        // A container whose height (≥ 20) must equal the sum of a column of preferred heights:
        // phase I lets the container's slack absorb it in one pivot instead of bending every
        // preference and bending them back.
        let solver = Solver()
        let (tops, heights) = try column(30, in: solver)
        let container = Variable("container")
        try solver.add(container >= 20)
        let before = solver.pivotCount
        try solver.add(container == tops[29] + heights[29] + 8 - 20)
        #expect(solver.pivotCount - before <= 2)
        #expect(solver.value(of: container) == 30 * 52)
        for height in heights { #expect(solver.value(of: height) == 44) }
    }
}
