/// A cost with one component per priority level, compared lexicographically from the highest
/// level down: this is how priorities stay strictly ordered (no weight can trade one level
/// for another). Levels are kept sorted, highest first; zero components are dropped.
struct LexCoefficient: Equatable {
    private(set) var levels: [Double] = []
    private(set) var values: [Double] = []

    static let zero = LexCoefficient()

    init() {}
    init(level: Double, value: Double) {
        if value != 0 {
            levels = [level]
            values = [value]
        }
    }

    var isZero: Bool { values.isEmpty }

    /// -1, 0 or +1: the sign of the first (highest-level) component.
    var sign: Int {
        guard let first = values.first else { return 0 }
        return first < 0 ? -1 : 1
    }

    /// `self += factor × other`, level by level.
    mutating func add(_ other: LexCoefficient, times factor: Double) {
        for index in other.levels.indices {
            add(level: other.levels[index], value: factor * other.values[index])
        }
    }

    mutating func add(level: Double, value: Double) {
        guard value != 0 else { return }
        var index = 0
        while index < levels.count && levels[index] > level { index += 1 }
        if index < levels.count && levels[index] == level {
            let sum = cancellingSum(values[index], value)
            if sum == 0 || abs(sum) < 1e-13 {
                levels.remove(at: index)
                values.remove(at: index)
            } else {
                values[index] = sum
            }
        } else {
            levels.insert(level, at: index)
            values.insert(value, at: index)
        }
    }

    func value(at level: Double) -> Double {
        guard let index = levels.firstIndex(of: level) else { return 0 }
        return values[index]
    }

    /// Lexicographic order of `self / a` against `other / b` (a, b non-zero).
    func ratio(over a: Double, isLessThan other: LexCoefficient, over b: Double) -> Bool {
        var i = 0
        var j = 0
        while i < levels.count || j < other.levels.count {
            let left: Double
            let right: Double
            if j == other.levels.count || (i < levels.count && levels[i] > other.levels[j]) {
                left = values[i] / a
                right = 0
                i += 1
            } else if i == levels.count || other.levels[j] > levels[i] {
                left = 0
                right = other.values[j] / b
                j += 1
            } else {
                left = values[i] / a
                right = other.values[j] / b
                i += 1
                j += 1
            }
            // Ratios that agree to rounding are a tie at this level; the next level decides.
            if abs(left - right) > 1e-9 * max(abs(left), abs(right)) { return left < right }
        }
        return false
    }
}
