@testable import Cassowary

/// An independent referee for two-variable systems. Each level's error is piecewise linear
/// with breaks on the lines `expression = 0`, and the required region is bounded by such lines
/// (the tests add a box), so the lexicographic optimum is attained at intersections of two of
/// them, and the set of optima is the hull of the optimal intersections. Enumerating every
/// intersection gives the optimal cost per level and each variable's range over the optima,
/// without any simplex.
struct VertexOracle {
    let x: Variable
    let y: Variable
    var constraints: [(constraint: Constraint, constant: Double)]

    typealias Point = (x: Double, y: Double)

    func coefficients(_ c: Constraint) -> (a: Double, b: Double) {
        var a = 0.0, b = 0.0
        for term in c.expression.terms {
            if term.variable === x { a += term.coefficient } else { b += term.coefficient }
        }
        return (a, b)
    }

    func value(_ c: Constraint, _ constant: Double, _ p: Point) -> Double {
        let (a, b) = coefficients(c)
        return a * p.x + b * p.y + constant
    }

    /// How far `p` is from satisfying the constraint (0 when it holds).
    func violation(_ c: Constraint, _ constant: Double, _ p: Point) -> Double {
        let v = value(c, constant, p)
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    var levels: [Double] {
        Array(Set(constraints.filter { !$0.constraint.priority.isRequired }.map(\.constraint.priority.value)))
            .sorted(by: >)
    }

    /// Error per level (highest first) at `p`.
    func cost(_ p: Point) -> [Double] {
        levels.map { level in
            constraints.filter { $0.constraint.priority.value == level }
                .reduce(0) { $0 + violation($1.constraint, $1.constant, p) }
        }
    }

    func isFeasible(_ p: Point, among set: [(constraint: Constraint, constant: Double)]) -> Bool {
        set.allSatisfy { !$0.constraint.priority.isRequired || violation($0.constraint, $0.constant, p) <= 1e-7 }
    }

    func vertices(of set: [(constraint: Constraint, constant: Double)]) -> [Point] {
        var points: [Point] = []
        for i in set.indices {
            let (a1, b1) = coefficients(set[i].constraint)
            for j in set.indices where j > i {
                let (a2, b2) = coefficients(set[j].constraint)
                let det = a1 * b2 - a2 * b1
                if abs(det) < 1e-12 { continue }
                let c1 = set[i].constant, c2 = set[j].constant
                points.append(((-c1 * b2 + c2 * b1) / det, (-a1 * c2 + a2 * c1) / det))
            }
        }
        return points
    }

    /// Whether the required constraints of `set` can all hold.
    func isFeasible(_ set: [(constraint: Constraint, constant: Double)]) -> Bool {
        vertices(of: set).contains { isFeasible($0, among: set) }
    }

    static func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (u, v) in zip(a, b) where abs(u - v) > 1e-6 * (1 + abs(u) + abs(v)) { return u < v }
        return false
    }

    static func lexEqual(_ a: [Double], _ b: [Double]) -> Bool { !lexLess(a, b) && !lexLess(b, a) }

    /// The optimal cost per level and the range of x and y over all optimal solutions.
    func optimum() -> (cost: [Double], x: ClosedRange<Double>, y: ClosedRange<Double>)? {
        let feasible = vertices(of: constraints).filter { isFeasible($0, among: constraints) }
        guard var best = feasible.first.map(cost) else { return nil }
        for p in feasible {
            let c = cost(p)
            if Self.lexLess(c, best) { best = c }
        }
        let optimal = feasible.filter { Self.lexEqual(cost($0), best) }
        let xs = optimal.map(\.x), ys = optimal.map(\.y)
        return (best, xs.min()!...xs.max()!, ys.min()!...ys.max()!)
    }
}
