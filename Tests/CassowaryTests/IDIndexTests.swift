import Testing

@testable import Cassowary

/// The solver's map from variable and constraint ids to symbols and sequence numbers: a
/// window of consecutive ids in an array, the rest in an `IDTable`. Whatever order ids come
/// in, it must answer exactly as a dictionary would.
@Suite struct IDIndexTests {
    /// Ids in order, then ones far above the window (overflow), then ones that a later widening
    /// brings inside the window (moved out of the overflow), then removal and re-insertion.
    @Test func answersAsADictionaryWould() {
        var index = IDIndex()
        var expected: [Int: Int32] = [:]
        func check() {
            #expect(index.count == expected.count)
            for key in 0..<12_000 where index[key] != expected[key] {
                Issue.record("key \(key): \(String(describing: index[key])) != \(String(describing: expected[key]))")
                return
            }
        }
        func put(_ key: Int, _ value: Int32) {
            index[key] = value
            expected[key] = value
        }
        for key in 100..<600 { put(key, Int32(key - 100)) }
        #expect(index.overflow.isEmpty)
        // Far above what the window may grow to: overflow.
        for key in 9000..<9100 { put(key, Int32(key)) }
        #expect(index.overflow.count == 100)
        // Older than the window's start: overflow too.
        for key in 10..<20 { put(key, 7) }
        check()
        // Growing the count lets the window reach the overflowed ids: they move into it
        // when a key beyond the window widens it that far.
        for key in 600..<5000 { put(key, 1) }
        #expect(index.overflow.count == 110)
        put(8500, 2)
        #expect(index.overflow.count == 10)
        #expect(index[9050] == 9050)
        check()
        for key in stride(from: 100, to: 9100, by: 7) {
            index[key] = nil
            expected[key] = nil
        }
        check()
        put(107, 42)
        put(9009, 43)
        put(15, 44)
        check()
    }

    @Test func insertIfAbsentKeepsTheFirstValueInsideAndOutsideTheWindow() {
        var index = IDIndex()
        let first = index.insertIfAbsent(1, for: 50)
        let second = index.insertIfAbsent(2, for: 50)
        let far = index.insertIfAbsent(3, for: 1_000_000)
        let farAgain = index.insertIfAbsent(4, for: 1_000_000)
        #expect(first && !second && far && !farAgain)
        #expect(index[50] == 1 && index[1_000_000] == 3 && index.count == 2)
    }

    /// The sign watch: only watched variables are listed, and only below the threshold.
    @Test func watchedVariablesListsTheNegativeOnes() throws {
        let solver = Solver()
        let a = Variable("A", "Width", isNonNegative: true)
        let b = Variable("B", "Width", isNonNegative: true)
        let c = Variable("C", "Width")
        try solver.add(a == -16)
        try solver.add(b == a + 20)
        try solver.add(c == -5)
        #expect(solver.watchedVariables(below: -1e-9).map(\.name) == ["A.Width"])
        try solver.add(Constraint(Expression(b) - Expression(a) - 10, .equal, priority: .init(750)))
        #expect(solver.watchedVariables(below: 5).map(\.name) == ["A.Width", "B.Width"])
        #expect(solver.copy().watchedVariables(below: 0).map(\.name) == ["A.Width"])
    }
}
