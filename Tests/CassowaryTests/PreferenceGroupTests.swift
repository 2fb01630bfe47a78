import TestSupport
import Testing

@testable import Cassowary

/// Many optional equalities on one variable: the ones below the level that settles it hold no
/// row, and the solver still gives every variable the value it would give without the grouping.
@Suite struct PreferenceGroupTests {
    /// At random priorities (the reproduction of issue 17: 1.5 s for 10,000, 103 s for
    /// 50,000), only the preferences at the settling level keep rows, and the value is that
    /// level's weighted median.
    @Test func randomPrioritiesKeepOnlyTheSettlingLevel() throws {
        var random = SeededGenerator(seed: 5)
        let solver = Solver()
        let v = Variable("v")
        var byLevel: [Int: [Double]] = [:]
        for i in 0..<50_000 {
            let level = Int.random(in: 1...999, using: &random)
            byLevel[level, default: []].append(Double(i))
            try solver.add(Constraint(Expression(v) - Double(i), .equal, priority: Priority(Double(level))))
        }
        #expect(solver.constraints.count == 50_000)
        // Walk the levels as the solver must: the first level whose medians are one point.
        var low = -Double.infinity
        var high = Double.infinity
        var settled: Int?
        for level in byLevel.keys.sorted(by: >) {
            (low, high) = Solver.minimisers(of: byLevel[level]!.map { ($0, 1) }, within: low, high)
            if low == high { settled = level; break }
        }
        let level = try #require(settled)
        #expect(solver.value(of: v) == low)
        // Each kept preference has a row and two errors; everything below the cut has none.
        let kept = byLevel.filter { $0.key >= level }.reduce(0) { $0 + $1.value.count }
        #expect(kept < 200)
        #expect(solver.tableauSize.rows <= kept + 1)
    }

    /// Rising priorities (cubic before): each newcomer settles the variable by itself.
    @Test func risingPrioritiesHandOverOneByOne() throws {
        let solver = Solver()
        let v = Variable("v")
        for i in 0..<20_000 {
            try solver.add(
                Constraint(Expression(v) - Double(i), .equal, priority: Priority(1 + 998 * Double(i) / 20_000)))
        }
        #expect(solver.value(of: v) == 19_999)
        #expect(solver.tableauSize.rows == 1)
    }

    /// The dominant preference's removal hands over to the next level; a tie there keeps the
    /// level below in play; a foreign constraint arriving at a settling level unsettles it.
    @Test func handOversFollowTheLevels() throws {
        let solver = Solver()
        let v = Variable("v")
        let u = Variable("u")
        let top = Constraint(Expression(v) - 10, .equal, priority: Priority(900))
        let middleA = Constraint(Expression(v) - 20, .equal, priority: Priority(800))
        let middleB = Constraint(Expression(v) - 30, .equal, priority: Priority(800))
        let low = Constraint(2 * Expression(v) - 50, .equal, priority: Priority(700))
        let bottom = Constraint(Expression(v) - 100, .equal, priority: Priority(600))
        // Below `Solver.preferenceGate` preferences on a variable, nothing is walked.
        let fillers = (0..<4).map {
            Constraint(Expression(v) - Double(200 + $0), .equal, priority: Priority(Double(100 + $0)))
        }
        try solver.add([top, middleA, middleB, low, bottom] + fillers)
        #expect(solver.value(of: v) == 10)
        #expect(solver.tableauSize.rows == 1)
        try solver.remove(top)
        // 800 leaves [20, 30]; 700 (weight 2 at 25) settles it.
        #expect(solver.value(of: v) == 25)
        #expect(solver.tableauSize.rows == 3)
        #expect(solver.constraints.count == 8)
        // A constraint between v and u at 700 (u held at 40) makes that level impure: it now
        // pulls v to 30, the end of what 800 left; gone again, v is back at 25.
        let fixed = Constraint(Expression(u) - 40, .equal)
        let coupling = Constraint(3 * Expression(v) - 3 * Expression(u), .equal, priority: Priority(700))
        try solver.add([fixed, coupling])
        #expect(solver.value(of: v) == 30)
        try solver.remove(coupling)
        #expect(solver.value(of: v) == 25)
        // A shadowed preference's constant changes, and it comes back in force.
        try solver.setConstant(bottom, to: -22)
        try solver.remove(low)
        #expect(solver.value(of: v) == 22)
        try solver.remove(middleA)
        try solver.remove(middleB)
        #expect(solver.value(of: v) == 22)
        #expect(solver.constraints.map(\.id) == [bottom.id] + fillers.map(\.id) + [fixed.id])
    }

    /// Random adds, removals and constant changes of preferences on two variables, with
    /// foreign constraints at the same levels, required bounds and rolled-back failures,
    /// against a solver that keeps every preference in the tableau. Where the priorities
    /// settle a variable, both must give it the same value.
    @Test func agreesWithTheUngroupedSolverUnderRandomChanges() throws {
        var random = SeededGenerator(seed: 23)
        let grouped = Solver()
        let plain = Solver()
        plain.groupsPreferences = false
        let v = Variable("v")
        let w = Variable("w")
        var held: [Constraint] = []
        func both(_ body: (Solver) throws -> Void) rethrows {
            try body(grouped)
            try body(plain)
        }
        let bounds = [v >= 0, v <= 1000, w >= -500]
        try both { try $0.add(bounds) }
        var smallerSteps = 0
        for step in 0..<1200 {
            let operation = Int.random(in: 0..<12, using: &random)
            let level = Double(Int.random(in: 1...50, using: &random) * 19)
            let value = Double(Int.random(in: -50...1100, using: &random))
            if operation < 6 || held.isEmpty {
                let target = Bool.random(using: &random) ? v : w
                let constraint: Constraint
                switch Int.random(in: 0..<10, using: &random) {
                case 0:
                    constraint = Constraint(Expression(v) + Expression(w) - value, .equal, priority: Priority(level))
                case 1:
                    constraint = Constraint(Expression(target) - value, .greaterThanOrEqual, priority: Priority(level))
                case 2: constraint = Constraint(3 * Expression(target) - 3 * value, .equal, priority: Priority(level))
                default: constraint = Constraint(Expression(target) - value, .equal, priority: Priority(level))
                }
                try both { try $0.add(constraint) }
                held.append(constraint)
            } else if operation < 9 {
                let constraint = held.remove(at: Int.random(in: 0..<held.count, using: &random))
                try both { try $0.remove(constraint) }
            } else if operation < 11 {
                let constraint = held[Int.random(in: 0..<held.count, using: &random)]
                try both { try $0.setConstant(constraint, to: -value) }
            } else {
                // A required constraint that cannot hold: refused, and nothing changes.
                let impossible = Constraint(Expression(v) - 2000, .equal)
                #expect(throws: SolverError.self) { try grouped.add(impossible) }
                #expect(throws: SolverError.self) { try plain.add(impossible) }
            }
            for variable in [v, w] where plain.isDetermined(variable) {
                let a = grouped.value(of: variable)
                let b = plain.value(of: variable)
                #expect(abs(a - b) <= 1e-9 * max(1, abs(b)), "step \(step): \(variable.name) \(a) vs \(b)")
            }
            #expect(grouped.constraints.map(\.id) == plain.constraints.map(\.id))
            #expect(grouped.tableauSize.rows <= plain.tableauSize.rows)
            if grouped.tableauSize.rows < plain.tableauSize.rows { smallerSteps += 1 }
        }
        // The grouping was at work, not idle: most of the time some preference had no row.
        #expect(smallerSteps > 850)
    }
}
