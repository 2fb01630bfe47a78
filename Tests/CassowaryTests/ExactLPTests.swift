import TestSupport
import Testing

/// The exact LP oracle (TestSupport's ExactLP) on problems whose answers are known by hand, so the
/// property tests that lean on it lean on something checked.
@Suite struct ExactLPTests {
    typealias Terms = [(variable: Int, coefficient: Fraction)]

    func row(_ terms: Terms, _ relation: LinearRow.Relation, _ constant: Fraction) -> LinearRow {
        LinearRow(terms, relation, constant)
    }

    @Test func fractionsNormaliseSignsAndLowestTerms() {
        let a = Fraction(6, -4)
        #expect(a.numerator == -3 && a.denominator == 2)
        #expect(a == Fraction(-3, 2) && a.description == "-3/2")
        #expect(Fraction(-10, -4).description == "5/2")
        #expect(Fraction(0, -7).denominator == 1 && Fraction(0, -7).description == "0" && Fraction(0, -7).isZero)
        #expect(Fraction(-14, 2).description == "-7" && Fraction(-14, 2).signum == -1)
        #expect(Fraction(3, 9).hashValue == Fraction(1, 3).hashValue)
    }

    @Test func fractionArithmeticIsExact() {
        #expect(Fraction(1, 2) + Fraction(1, 3) == Fraction(5, 6))
        #expect(Fraction(5, 6) - Fraction(1, 2) == Fraction(1, 3))
        #expect(Fraction(2, 3) * Fraction(9, 4) == Fraction(3, 2))
        #expect(Fraction(3, 2) / Fraction(-3, 4) == -2)
        #expect(Fraction(1, 6) - Fraction(1, 6) == .zero && (Fraction(1, 6) - Fraction(1, 6)).denominator == 1)
        #expect(Fraction(-1, 3) < Fraction(-1, 4) && Fraction(2, 3) > Fraction(3, 5))
        var x: Fraction = 1
        x /= 3
        x *= 6
        x -= Fraction(1, 2)
        x += 1
        #expect(x == Fraction(5, 2))
    }

    @Test func fractionsFromDoublesAreExact() {
        // 0.1 is really 3602879701896397 / 2^55, and the oracle must see that, not 1/10.
        #expect(Fraction(exactly: 0.1) == Fraction(3_602_879_701_896_397, 36_028_797_018_963_968))
        #expect(Fraction(exactly: 0.1) != Fraction(1, 10))
        let sum = Fraction(exactly: 0.1).map { $0 + (Fraction(exactly: 0.2) ?? .zero) }
        #expect(sum != Fraction(exactly: 0.3))
        #expect(Fraction(exactly: -2.5) == Fraction(-5, 2) && Fraction(exactly: -0.0) == .zero)
        #expect(Fraction(exactly: 0.1)?.doubleValue == 0.1)
        #expect(Fraction(exactly: .nan) == nil && Fraction(exactly: .infinity) == nil && Fraction(exactly: 1e40) == nil)
    }

    @Test func textbookOptimumIsExact() {
        let rows = [
            row([(0, 1), (1, 2)], .lessThanOrEqual, 4), row([(0, 3), (1, 1)], .lessThanOrEqual, 6),
            row([(0, 1)], .greaterThanOrEqual, 0), row([(1, 1)], .greaterThanOrEqual, 0),
        ]
        #expect(
            ExactLP.maximize([(0, 1), (1, 1)], subjectTo: rows, variableCount: 2)
                == .optimal(value: Fraction(14, 5), point: [Fraction(8, 5), Fraction(6, 5)]))
    }

    @Test func freeVariablesTakeNegativeValues() {
        let rows = [
            row([(0, 1)], .greaterThanOrEqual, -5), row([(1, 1)], .greaterThanOrEqual, -2),
            row([(0, 1), (1, 1)], .lessThanOrEqual, 10),
        ]
        #expect(
            ExactLP.minimize([(0, 1), (1, 2)], subjectTo: rows, variableCount: 2)
                == .optimal(value: -9, point: [-5, -2]))
        #expect(
            ExactLP.minimize([(0, -1)], subjectTo: [row([(0, 1)], .lessThanOrEqual, -3)], variableCount: 1)
                == .optimal(value: 3, point: [-3]))
        let halves = [row([(0, 1), (1, Fraction(-1, 2))], .equal, 1), row([(1, 1)], .equal, 3)]
        #expect(
            ExactLP.minimize([(0, 1)], subjectTo: halves, variableCount: 2)
                == .optimal(value: Fraction(5, 2), point: [Fraction(5, 2), 3]))
    }

    @Test func redundantEqualitiesAreDropped() {
        let rows = [
            row([(0, 1), (1, 1)], .equal, 1), row([(0, 2), (1, 2)], .equal, 2),
            row([(0, Fraction(1, 2)), (1, Fraction(1, 2))], .equal, Fraction(1, 2)), row([(0, 1), (1, -1)], .equal, 0),
        ]
        #expect(
            ExactLP.minimize([(0, 1)], subjectTo: rows, variableCount: 2)
                == .optimal(value: Fraction(1, 2), point: [Fraction(1, 2), Fraction(1, 2)]))
        let contradictory = [row([(0, 1), (1, 2)], .equal, 3), row([(0, -1), (1, -2)], .equal, -4)]
        #expect(ExactLP.minimize([], subjectTo: contradictory, variableCount: 2) == .infeasible)
    }

    @Test func infeasibleAndEmptyRows() {
        #expect(
            !ExactLP.isFeasible(
                [row([(0, 1)], .greaterThanOrEqual, 2), row([(0, 1)], .lessThanOrEqual, 1)], variableCount: 1))
        #expect(ExactLP.isFeasible([row([], .equal, 0)], variableCount: 0))
        #expect(!ExactLP.isFeasible([row([], .equal, 5)], variableCount: 0))
        #expect(!ExactLP.isFeasible([row([], .lessThanOrEqual, -1)], variableCount: 3))
        #expect(ExactLP.isFeasible([row([], .greaterThanOrEqual, -1)], variableCount: 3))
        #expect(ExactLP.minimize([], subjectTo: [], variableCount: 0) == .optimal(value: 0, point: []))
        // Repeated terms add up; cancelling ones leave 0 = 3.
        #expect(
            ExactLP.minimize([(0, 1)], subjectTo: [row([(0, 1), (0, 1)], .equal, 4)], variableCount: 1)
                == .optimal(value: 2, point: [2]))
        #expect(!ExactLP.isFeasible([row([(0, 1), (0, -1)], .equal, 3)], variableCount: 1))
    }

    @Test func unboundedObjectives() {
        #expect(
            ExactLP.minimize([(0, 1)], subjectTo: [row([(0, 1), (1, 1)], .equal, 5)], variableCount: 2) == .unbounded)
        #expect(
            ExactLP.maximize([(0, 1)], subjectTo: [row([(0, 1)], .greaterThanOrEqual, 0)], variableCount: 1)
                == .unbounded)
        // A variable no row mentions is free: the cost alone makes it unbounded, or else it rests at 0.
        #expect(ExactLP.minimize([(1, 1)], subjectTo: [], variableCount: 2) == .unbounded)
        #expect(
            ExactLP.minimize([(1, 1)], subjectTo: [row([(1, 1)], .greaterThanOrEqual, 0)], variableCount: 2)
                == .optimal(value: 0, point: [0, 0]))
        // Infeasibility is reported before unboundedness.
        let clash = [row([(0, 1)], .greaterThanOrEqual, 1), row([(0, 1)], .lessThanOrEqual, 0)]
        #expect(ExactLP.minimize([(1, 1)], subjectTo: clash, variableCount: 2) == .infeasible)
    }

    @Test func degenerateCyclingExamplesTerminate() {
        // Beale's example: the textbook largest-coefficient rule cycles on it forever.
        let nonNegative = (0..<4).map { row([($0, 1)], .greaterThanOrEqual, 0) }
        let beale =
            [
                row([(0, Fraction(1, 4)), (1, -8), (2, -1), (3, 9)], .lessThanOrEqual, 0),
                row([(0, Fraction(1, 2)), (1, -12), (2, Fraction(-1, 2)), (3, 3)], .lessThanOrEqual, 0),
                row([(2, 1)], .lessThanOrEqual, 1),
            ] + nonNegative
        #expect(
            ExactLP.minimize(
                [(0, Fraction(-3, 4)), (1, 20), (2, Fraction(-1, 2)), (3, 6)], subjectTo: beale, variableCount: 4)
                == .optimal(value: Fraction(-5, 4), point: [1, 0, 1, 0]))
        // Chvátal's example of the same.
        let chvatal =
            [
                row([(0, Fraction(1, 2)), (1, Fraction(-11, 2)), (2, Fraction(-5, 2)), (3, 9)], .lessThanOrEqual, 0),
                row([(0, Fraction(1, 2)), (1, Fraction(-3, 2)), (2, Fraction(-1, 2)), (3, 1)], .lessThanOrEqual, 0),
                row([(0, 1)], .lessThanOrEqual, 1),
            ] + nonNegative
        #expect(
            ExactLP.maximize([(0, 10), (1, -57), (2, -9), (3, -24)], subjectTo: chvatal, variableCount: 4)
                == .optimal(value: 1, point: [1, 0, 1, 0]))
        // Seven rows through the optimal vertex (1, 1).
        let crowded =
            [
                row([(0, 1)], .lessThanOrEqual, 1), row([(1, 1)], .lessThanOrEqual, 1),
                row([(0, 1), (1, 1)], .lessThanOrEqual, 2), row([(0, 1), (1, 2)], .lessThanOrEqual, 3),
                row([(0, 2), (1, 1)], .lessThanOrEqual, 3),
            ] + nonNegative.prefix(2)
        #expect(
            ExactLP.minimize([(0, -1), (1, -1)], subjectTo: crowded, variableCount: 2)
                == .optimal(value: -2, point: [1, 1]))
    }

    @Test func strictPrioritiesThroughLexicographicMinimisation() {
        // First x + y as small as x + y >= 4 allows, then x as large as x <= 10 allows.
        let rows = [row([(0, 1), (1, 1)], .greaterThanOrEqual, 4), row([(0, 1)], .lessThanOrEqual, 10)]
        #expect(
            ExactLP.minimizeLexicographically([[(0, 1), (1, 1)], [(0, -1)]], subjectTo: rows, variableCount: 2)
                == .optimal(value: -10, point: [10, -6]))
    }
}
