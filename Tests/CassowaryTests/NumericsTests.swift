import TestSupport
import Testing

@testable import Cassowary

/// Constants up to 1e7 and multipliers from 1e-3 to 1e3 stay accurate to 1e-6 relative.
@Suite struct NumericsTests {
    func expectRelative(_ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            abs(actual - expected) <= 1e-6 * max(1, abs(expected)), "\(actual) ≠ \(expected)",
            sourceLocation: sourceLocation)
    }

    @Test func extremeMultipliersAndConstants() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        try solver.add(a == 9_999_997)
        try solver.add(b == 0.001 * a + 5)
        try solver.add(c == 1000 * b - 7)
        try solver.add(d >= 0.001 * c)
        try solver.add((d == 0).with(priority: 250))
        expectRelative(solver.value(of: b), 10_004.997)
        expectRelative(solver.value(of: c), 10_004_990)
        expectRelative(solver.value(of: d), 10_004.99)
    }

    @Test func largeConstantsThroughEditsAndChanges() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half"), tiny = Variable("tiny")
        try solver.add([half == 0.5 * width, tiny == 0.001 * half, width <= 1e7])
        try solver.addEditVariable(width, priority: 999)
        for value in [1e7, 3.3e6, 12.5, 0.001, 9_999_999.5] {
            try solver.suggestValue(width, value)
            expectRelative(solver.value(of: half), value / 2)
            expectRelative(solver.value(of: tiny), value / 2000)
        }
        try solver.suggestValue(width, 2e7)
        expectRelative(solver.value(of: width), 1e7)
    }

    @Test func randomScaledChainsHoldRelativeAccuracy() throws {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let solver = Solver()
            var previous = Variable("v0")
            var expected = Double(Int.random(in: -10_000_000...10_000_000, using: &random))
            try solver.add(previous == expected)
            for i in 1..<20 {
                let next = Variable("v\(i)")
                let multiplier = [0.001, 0.01, 0.5, 1, 3, 100, 1000].randomElement(using: &random)!
                let constant = Double(Int.random(in: -1_000_000...1_000_000, using: &random))
                // Keep values within the contract's 1e7.
                let scaled = abs(multiplier * expected + constant) > 1e7 ? 0.001 : multiplier
                try solver.add(next == scaled * previous + constant)
                expected = scaled * expected + constant
                expectRelative(solver.value(of: next), expected)
                previous = next
            }
        }
    }
}
