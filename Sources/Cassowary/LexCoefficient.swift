/// A cost with one component per priority level, compared lexicographically from the highest
/// level down: this is how priorities stay strictly ordered (no weight can trade one level
/// for another). Components are kept sorted, highest level first; zero components are dropped.
///
/// Almost every cost has a single level (an error symbol carries its own constraint's), so
/// the highest component lives inline and only further ones take an array: a large build
/// makes tens of thousands of costs, and two arrays each were an allocation apiece.
struct LexCoefficient: Equatable {
    struct Component: Equatable {
        var level: Double
        var value: Double
    }

    /// The highest component; its value is zero only when the cost is zero.
    private var first = Component(level: 0, value: 0)
    /// The components below `first`, highest first.
    private var rest: [Component] = []

    static let zero = LexCoefficient()

    init() {}
    init(level: Double, value: Double) {
        if value != 0 { first = Component(level: level, value: value) }
    }

    var isZero: Bool { first.value == 0 }

    /// -1, 0 or +1: the sign of the first (highest-level) component.
    var sign: Int {
        if first.value == 0 { return 0 }
        return first.value < 0 ? -1 : 1
    }

    private var count: Int { first.value == 0 ? 0 : 1 + rest.count }

    private func component(_ index: Int) -> Component { index == 0 ? first : rest[index - 1] }

    /// `self += factor × other`, level by level.
    mutating func add(_ other: LexCoefficient, times factor: Double) {
        guard !other.isZero else { return }
        add(level: other.first.level, value: factor * other.first.value)
        for component in other.rest { add(level: component.level, value: factor * component.value) }
    }

    mutating func add(level: Double, value: Double) {
        guard value != 0 else { return }
        let count = self.count
        var index = 0
        while index < count && component(index).level > level { index += 1 }
        if index < count && component(index).level == level {
            let sum = cancellingSum(component(index).value, value)
            if sum == 0 || abs(sum) < 1e-13 {
                remove(at: index)
            } else if index == 0 {
                first.value = sum
            } else {
                rest[index - 1].value = sum
            }
        } else {
            insert(Component(level: level, value: value), at: index)
        }
    }

    private mutating func remove(at index: Int) {
        if index > 0 {
            rest.remove(at: index - 1)
        } else if rest.isEmpty {
            first = Component(level: 0, value: 0)
        } else {
            first = rest.removeFirst()
        }
    }

    private mutating func insert(_ component: Component, at index: Int) {
        if index > 0 {
            rest.insert(component, at: index - 1)
        } else {
            if !isZero { rest.insert(first, at: 0) }
            first = component
        }
    }

    func value(at level: Double) -> Double {
        for index in 0..<count where component(index).level == level { return component(index).value }
        return 0
    }

    /// Lexicographic order of `self / a` against `other / b` (a, b non-zero).
    func ratio(over a: Double, isLessThan other: LexCoefficient, over b: Double) -> Bool {
        let mine = count
        let theirs = other.count
        var i = 0
        var j = 0
        while i < mine || j < theirs {
            let left: Double
            let right: Double
            if j == theirs || (i < mine && component(i).level > other.component(j).level) {
                left = component(i).value / a
                right = 0
                i += 1
            } else if i == mine || other.component(j).level > component(i).level {
                left = 0
                right = other.component(j).value / b
                j += 1
            } else {
                left = component(i).value / a
                right = other.component(j).value / b
                i += 1
                j += 1
            }
            // Ratios that agree to rounding are a tie at this level; the next level decides.
            if abs(left - right) > 1e-9 * max(abs(left), abs(right)) { return left < right }
        }
        return false
    }
}
