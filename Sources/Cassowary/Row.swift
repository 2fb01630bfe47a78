/// One `symbol × coefficient` entry of a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient × symbol`, cells sorted by symbol id so
/// merges are linear and iteration order never depends on hashing.
struct Row {
    var cells: [Cell]
    var constant: Double
    /// The largest constant magnitude folded into this row; tolerances scale with it.
    var scale: Double

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
        scale = abs(constant)
    }

    var isEmpty: Bool { cells.isEmpty }

    /// Position of `symbol` among the cells, or where it would be inserted.
    func search(_ symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(of symbol: Int32) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Int32) -> Bool { search(symbol).found }

    /// Whether `constant` is zero up to the rounding this row has accumulated.
    var constantIsNearZero: Bool { abs(constant) <= 1e-9 * max(1, scale) }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels.
    mutating func insert(_ symbol: Int32, _ coefficient: Double) {
        let (index, found) = search(symbol)
        if found {
            let sum = cancellingSum(cells[index].coefficient, coefficient)
            if sum == 0 { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if coefficient != 0 {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    mutating func remove(_ symbol: Int32) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// `self += factor × other`; reports each symbol that was not in `self` before.
    mutating func add(_ other: Row, times factor: Double, inserted: (Int32) -> Void = { _ in }) {
        constant = cancellingSum(constant, factor * other.constant)
        scale = max(scale, abs(factor) * other.scale)
        if other.cells.isEmpty { return }
        if other.cells.count == 1 {
            let cell = other.cells[0]
            if !contains(cell.symbol) { inserted(cell.symbol) }
            insert(cell.symbol, factor * cell.coefficient)
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        let mine = cells
        let theirs = other.cells
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let value = factor * theirs[j].coefficient
                if value != 0 {
                    merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                    inserted(theirs[j].symbol)
                }
                j += 1
            } else {
                let sum = cancellingSum(mine[i].coefficient, factor * theirs[j].coefficient)
                if sum != 0 { merged.append(Cell(symbol: mine[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func multiply(by factor: Double) {
        constant *= factor
        scale *= abs(factor)
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Reads `0 = constant + Σ cells` and rewrites it as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Int32) {
        let coefficient = self.coefficient(of: symbol)
        remove(symbol)
        multiply(by: -1 / coefficient)
    }

    /// Reads `lhs = constant + Σ cells` and rewrites it as `rhs = …`.
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` wherever it occurs here.
    mutating func substitute(_ symbol: Int32, with row: Row, inserted: (Int32) -> Void = { _ in }) {
        let (index, found) = search(symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        add(row, times: coefficient, inserted: inserted)
    }
}
