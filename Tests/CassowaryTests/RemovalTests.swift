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
        try solver.remove(floor)           // required inequality: slack marker
        expectClose(solver.value(of: y), 20)
        try solver.remove(preference)      // optional equality: error markers
        expectClose(solver.value(of: y), 10)
        try solver.remove(pinned)          // untracked required equality: component rebuild
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
        #expect(solver.infoList.count < 3000)  // removed records were compacted away
        for c in constraints { try solver.remove(c) }
        #expect(solver.constraints.count == 2)
    }
}
