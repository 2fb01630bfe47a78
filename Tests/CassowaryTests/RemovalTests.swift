import Testing

@testable import Cassowary

@Suite struct RemovalTests {
    @Test func removingEachKindOfConstraint() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pinned = x == 10
        let floor = y >= 50
        let preference = (y == 20).with(priority: 500)
        let link = (y == x).with(priority: 250)
        try solver.add([pinned, floor, preference, link])
        expectClose(solver.value(of: y), 50)
        try solver.remove(floor) // required inequality: slack marker
        expectClose(solver.value(of: y), 20)
        try solver.remove(preference) // optional equality: error markers
        expectClose(solver.value(of: y), 10)
        try solver.remove(pinned) // untracked required equality: component rebuild
        #expect(!solver.isDetermined(x))
        try solver.remove(link)
        #expect(solver.constraints.isEmpty)
        #expect(solver.objectiveByLevel.isEmpty)
    }

    @Test func removalRebuildsOnlyItsComponent() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ab = b == a + 1
        try solver.add([a == 1, ab, (b == 100).with(priority: 250)])
        try solver.add([c == 5, d == c * 2, (d <= 3).with(priority: 400)])
        let otherRows = solver.dump().split(separator: "\n").filter { $0.contains("c =") || $0.contains("d =") }
        try solver.remove(ab)
        let after = solver.dump().split(separator: "\n").filter { $0.contains("c =") || $0.contains("d =") }
        #expect(otherRows == after)
        expectClose(solver.value(of: b), 100)
        expectClose(solver.value(of: d), 10)
    }

    @Test func manyAddRemoveCyclesKeepResultsAndCompactRecords() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add([x >= 0, x <= 1000])
        var constraints: [Constraint] = []
        for round in 0..<3000 {
            let c = (x == Double(round % 1000)).with(priority: Priority(Double(1 + round % 999)))
            try solver.add(c)
            constraints.append(c)
            if constraints.count > 3 { try solver.remove(constraints.removeFirst()) }
        }
        // The highest of the three remaining priorities wins.
        let winner = constraints.max { $0.priority < $1.priority }!
        expectClose(solver.value(of: x), -winner.expression.constant)
        #expect(solver.constraints.count == 5)
        #expect(solver.infoList.count < 3000) // removed records were compacted away
        for c in constraints { try solver.remove(c) }
        #expect(solver.constraints.count == 2)
    }
}

/// Symbols of removed constraints and forgotten variables are handed out again, so a solver
/// that adds and removes for as long as an app runs stays as large as what it holds.
@Suite struct SymbolReuseTests {
    @Test func addRemoveCyclesKeepTheSolverSmall() throws {
        let solver = Solver()
        let anchor = Variable("anchor")
        try solver.add(anchor == 10)
        let baseline = (symbols: solver.symbolCount, arrays: solver.kinds.count, size: solver.tableauSize)
        for cycle in 0..<2000 {
            let v = Variable("v\(cycle)")
            let constraints = [
                v >= anchor + 5, (v == Double(cycle % 90)).with(priority: 500), v <= 1000,
                (v == anchor + 3).with(priority: 250),
            ]
            try solver.add(constraints)
            #expect(solver.value(of: v) == max(15, Double(cycle % 90)))
            for constraint in constraints.reversed() { try solver.remove(constraint) }
            #expect(solver.forget(v))
        }
        #expect(solver.symbolCount == baseline.symbols)
        // Growth is bounded by one cycle's symbols, not by the number of cycles.
        #expect(solver.kinds.count <= baseline.arrays + 8)
        #expect(solver.tableauSize == baseline.size)
        #expect(solver.variableCount == 1)
        #expect(solver.value(of: anchor) == 10)
    }

    /// A transaction that takes free symbols and then fails gives them back as they were.
    @Test func rollbackReturnsReusedSymbols() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let first = [a >= 0, a <= 100, b == a + 10]
        try solver.add(first)
        for constraint in first.reversed() { try solver.remove(constraint) }
        let free = solver.freeSymbols
        #expect(!free.isEmpty)
        try solver.add(a == 40)
        // The slack of `a >= 50` comes from the free list; `a <= 20` cannot hold with it.
        #expect(throws: SolverError.self) { try solver.add([a >= 30, b >= 0, a <= 20]) }
        #expect(solver.value(of: a) == 40)
        try solver.add([a >= 30, b == a + 1])
        #expect(solver.value(of: b) == 41)
    }
}
