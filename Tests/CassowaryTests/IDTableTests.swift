import Testing

@testable import Cassowary

/// The id table behind the solver's and the engine's lookups: entries found after growth, removal that
/// shifts probe runs back (no lookup may stop early at the gap), and value semantics.
@Suite struct IDTableTests {
    @Test func findsEveryEntryThroughGrowthAndRemoval() {
        let objects = (0..<5000).map { Variable("v\($0)") }
        var table = IDTable<Int>()
        for (index, object) in objects.enumerated() { table[object.id] = index }
        #expect(table.count == 5000)
        // Remove every third entry, then every entry must still be found or be gone.
        for index in stride(from: 0, to: 5000, by: 3) {
            #expect(table.removeValue(forKey: objects[index].id) == index)
        }
        #expect(table.removeValue(forKey: objects[0].id) == nil)
        #expect(table.count == 5000 - 1667)
        for (index, object) in objects.enumerated() {
            #expect(table[object.id] == (index % 3 == 0 ? nil : index))
        }
        // Overwriting keeps the count; re-inserting a removed key adds it back.
        table[objects[1].id] = -1
        table[objects[3].id] = 3
        #expect(table.count == 5000 - 1666)
        #expect(table[objects[1].id] == -1)
        #expect(table[objects[3].id] == 3)
    }

    @Test func copiesAreIndependent() {
        let a = Variable("a"), b = Variable("b")
        var original = IDTable<Int>()
        original[a.id] = 1
        var copy = original
        copy[a.id] = nil
        copy[b.id] = 2
        #expect(original[a.id] == 1)
        #expect(original[b.id] == nil)
        #expect(copy[a.id] == nil)
        #expect(copy[b.id] == 2)
        copy.removeAll()
        #expect(copy.isEmpty)
        #expect(original.count == 1)
    }

    @Test func insertIfAbsentKeepsTheFirstValue() {
        var table = IDTable<Int>()
        let inserted = table.insertIfAbsent(1, for: 7)
        let again = table.insertIfAbsent(2, for: 7)
        #expect(inserted && !again)
        #expect(table[7] == 1 && table.count == 1)
    }

    /// A failed batch leaves no trace of its new variables and constraints: the same
    /// constraints go in afterwards, and the variables are new to the solver again.
    @Test func rollbackForgetsNewVariablesAndRecords() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(a == 10)
        let first = b >= a + 5, second = b <= a
        #expect(throws: SolverError.self) { try solver.add([first, second]) }
        #expect(solver.variableCount == 1)
        #expect(!solver.contains(first) && !solver.contains(second))
        try solver.add(first)
        #expect(solver.value(of: b) >= 15)
        #expect(throws: SolverError.duplicateConstraint(first)) { try solver.add(first) }
    }

    /// Ids come from one counter per kind and are never reused, unlike addresses.
    @Test func idsAreDistinctAndNeverReused() {
        var seen = Set<Int>()
        for _ in 0..<1000 {
            let variable = Variable("v")
            #expect(variable.id > 0)
            #expect(seen.insert(variable.id).inserted)
        }
        let first = Constraint(Expression(Variable("x")), .equal)
        let second = Constraint(Expression(Variable("y")), .equal)
        #expect(first.id > 0 && second.id > first.id)
    }
}
