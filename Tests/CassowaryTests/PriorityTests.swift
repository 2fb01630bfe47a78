import TestSupport
import Testing

@testable import Cassowary

/// Strictly ordered priorities: no amount of error at one level outweighs any error at a
/// higher level.
@Suite struct PriorityTests {
    @Test func threeErrorsAt250NeverBeatOneAt251() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add([a == x, b == x, c == x])
        // Three constraints at 250 want x = 0; one at 251 wants x = 100. A weighted sum would
        // pick 0 (3 × 250 > 251); strict levels pick 100.
        for v in [a, b, c] { try solver.add((v == 0).with(priority: 250)) }
        try solver.add((x == 100).with(priority: 251))
        expectClose(solver.value(of: x), 100)
        #expect(solver.objectiveByLevel.map(\.priority) == [251, 250])
        expectClose(solver.objectiveByLevel[0].error, 0)
        expectClose(solver.objectiveByLevel[1].error, 300)
    }

    @Test func manyLowErrorsLoseToOneTinyHigherError() throws {
        let solver = Solver()
        let x = Variable("x")
        for i in 0..<50 {
            let copy = Variable("c\(i)")
            try solver.add([copy == x, (copy == 1_000_000).with(priority: 1)])
        }
        try solver.add((x == 0.001).with(priority: 2))
        expectClose(solver.value(of: x), 0.001, 1e-9)
    }

    @Test func aThousandDistinctLevelsOrderCorrectly() throws {
        let solver = Solver()
        let x = Variable("x")
        // Level p wants x = p; the highest non-required level (999.9) must win however the
        // constraints are added.
        var levels: [Double] = (1...999).map(Double.init) + [999.9]
        var random = SeededGenerator(seed: 7)
        levels.shuffle(using: &random)
        for p in levels { try solver.add((x == p).with(priority: Priority(p))) }
        expectClose(solver.value(of: x), 999.9)
        let dump = solver.objectiveByLevel
        #expect(dump.count == 1000)
        #expect(dump.first?.priority == Priority(999.9))
        #expect(dump.last?.priority == 1)
        // Remove the winners one by one; the next level takes over each time.
        for p in [999.9, 999, 998, 500] {
            let constraints = solver.constraints.filter { $0.priority.value == p }
            try solver.remove(constraints[0])
        }
        expectClose(solver.value(of: x), 997)
    }

    @Test func scaledErrorAtLowerLevelDoesNotOutweighHigherLevel() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == 10)
        try solver.add((10 * (x - y) == 0).with(priority: 250))
        try solver.add((x == 0).with(priority: 500))
        expectClose(solver.value(of: x), 0)
        // And the other way round, the scaled constraint wins when it is higher.
        let other = Solver()
        try other.add(y == 10)
        try other.add((x == 0).with(priority: 250))
        try other.add((0.001 * (x - y) == 0).with(priority: 500))
        expectClose(other.value(of: x), 10)
    }

    @Test func withinALevelTheSumOfAbsoluteErrorsIsMinimised() throws {
        let solver = Solver()
        let x = Variable("x")
        // Three pulls at one level: the median (20) minimises |x-10| + |x-20| + |x-60|.
        for target in [10.0, 20, 60] { try solver.add((x == target).with(priority: 300)) }
        expectClose(solver.value(of: x), 20)
        #expect(solver.objectiveByLevel.count == 1)
        expectClose(solver.objectiveByLevel[0].error, 50)
    }

    @Test func inequalitiesAtLevelsAndRequired() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add([width >= 0, width <= 320])
        try solver.add((width >= 400).with(priority: 750)) // compression resistance
        try solver.add((width <= 100).with(priority: 250)) // hugging
        expectClose(solver.value(of: width), 320)
        try solver.add((width == 50).with(priority: 999))
        expectClose(solver.value(of: width), 50)
    }
}
