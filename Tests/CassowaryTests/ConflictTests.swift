import Testing

@testable import Cassowary

@Suite struct ConflictTests {
    func conflict(_ solver: Solver, _ constraint: Constraint) -> [Constraint]? {
        let found = expectUnsatisfiable { () throws(SolverError) in try solver.add(constraint) }
        #expect(found?.failing === constraint)
        return found?.conflict
    }

    @Test func chainConflictNamesEveryLinkAndNothingElse() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let fixA = a == 10, ab = b == a + 10, bc = c == b + 10
        let unrelated = d == 3, optional = (c == 0).with(priority: 999)
        let solver = Solver()
        try solver.add([fixA, unrelated, ab, optional, bc])
        let last = c == 50
        let found = try #require(conflict(solver, last))
        #expect(found.map { ObjectIdentifier($0) } == [fixA, ab, bc, last].map { ObjectIdentifier($0) })
        #expect(
            SolverError.unsatisfiable(last, conflict: found).description == """
                Unable to satisfy required constraint c - 50 == 0; these cannot all hold:
                  a - 10 == 0
                  b - a - 10 == 0
                  c - b - 10 == 0
                  c - 50 == 0
                """)
    }

    @Test func explanationIsMinimalWhenSeveralPathsConflict() throws {
        // Two independent reasons make x = 5: via y and via z. Either alone conflicts with
        // x = 6, so a minimal set names one path only.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let viaY = [y == 5, x == y]
        let viaZ = [z == 2, x == z + 3]
        try solver.add(viaY + viaZ + [x <= 100, x >= -100])
        let found = try #require(conflict(solver, x == 6))
        #expect(found.count == 3)
        // Each member is needed: without it the rest can hold.
        for index in found.indices {
            var rest = found
            rest.remove(at: index)
            #expect(Solver.isFeasible(rest.map { ($0, $0.expression.constant) }))
        }
        #expect(!Solver.isFeasible(found.map { ($0, $0.expression.constant) }))
    }

    @Test func inequalityConflicts() throws {
        let width = Variable("width")
        let solver = Solver()
        let atLeast = width >= 100
        try solver.add([atLeast, width <= 1000, (width == 50).with(priority: 750)])
        let atMost = width <= 60
        let found = try #require(conflict(solver, atMost))
        #expect(found.count == 2)
        #expect(found[0] === atLeast)
    }

    @Test func chainConflictInALargeSystemStaysSmall() throws {
        let solver = Solver()
        var tops: [Variable] = []
        var links: [Constraint] = []
        for i in 0..<600 {
            let top = Variable("top\(i)")
            let link = i == 0 ? top == 0 : top == tops[i - 1] + 10
            try solver.add(link)
            links.append(link)
            tops.append(top)
        }
        let cap = tops[500] <= 100
        let found = try #require(conflict(solver, cap))
        #expect(found.count == 502)
        #expect(found.first === links[0])
        #expect(found[500] === links[500])
    }
}
