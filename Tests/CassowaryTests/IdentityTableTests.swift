import Testing
@testable import Cassowary

/// The identity table behind the solver's lookups: entries found after growth, removal that
/// shifts probe runs back (no lookup may stop early at the gap), and value semantics.
@Suite struct IdentityTableTests {
    @Test func findsEveryEntryThroughGrowthAndRemoval() {
        let objects = (0..<5000).map { Variable("v\($0)") }
        var table = IdentityTable<Int>()
        for (index, object) in objects.enumerated() { table[ObjectIdentifier(object)] = index }
        #expect(table.count == 5000)
        // Remove every third entry, then every entry must still be found or be gone.
        for index in stride(from: 0, to: 5000, by: 3) {
            #expect(table.removeValue(forKey: ObjectIdentifier(objects[index])) == index)
        }
        #expect(table.removeValue(forKey: ObjectIdentifier(objects[0])) == nil)
        #expect(table.count == 5000 - 1667)
        for (index, object) in objects.enumerated() {
            #expect(table[ObjectIdentifier(object)] == (index % 3 == 0 ? nil : index))
        }
        // Overwriting keeps the count; re-inserting a removed key adds it back.
        table[ObjectIdentifier(objects[1])] = -1
        table[ObjectIdentifier(objects[3])] = 3
        #expect(table.count == 5000 - 1666)
        #expect(table[ObjectIdentifier(objects[1])] == -1)
        #expect(table[ObjectIdentifier(objects[3])] == 3)
    }

    @Test func copiesAreIndependent() {
        let a = Variable("a"), b = Variable("b")
        var original = IdentityTable<Int>()
        original[ObjectIdentifier(a)] = 1
        var copy = original
        copy[ObjectIdentifier(a)] = nil
        copy[ObjectIdentifier(b)] = 2
        #expect(original[ObjectIdentifier(a)] == 1)
        #expect(original[ObjectIdentifier(b)] == nil)
        #expect(copy[ObjectIdentifier(a)] == nil)
        #expect(copy[ObjectIdentifier(b)] == 2)
        copy.removeAll()
        #expect(copy.isEmpty)
        #expect(original.count == 1)
    }
}
