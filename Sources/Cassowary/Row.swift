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
    /// The rounding error of `constant`, carried so that `constant + constantError` is the
    /// constant to about twice a double's precision. Folding a row whose constants are 1e7
    /// into another at a multiplier of 700 and then cancelling them rounded away 1e-6 pt, on
    /// a width of 0.011 pt (docs/robustness.md); the carried error keeps such a difference
    /// exact.
    var constantError = 0.0
    /// The largest constant magnitude folded into this row; tolerances scale with it.
    var scale: Double

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
        scale = abs(constant)
    }

    /// A row of the given cells (each symbol once), sorted and without zero coefficients.
    init(cells unsorted: some Collection<Cell>, constant: Double) {
        self.constant = constant
        scale = abs(constant)
        cells = []
        cells.reserveCapacity(unsorted.count)
        // Insertion sort: a constraint names a handful of variables.
        for cell in unsorted where cell.coefficient != 0 {
            var index = cells.count
            cells.append(cell)
            while index > 0 && cells[index - 1].symbol > cell.symbol {
                cells[index] = cells[index - 1]
                index -= 1
            }
            cells[index] = cell
        }
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

    /// Whether `constant` is zero up to the rounding this row has accumulated: 1e-12 of the
    /// largest constant folded in (about 5,000 ulps). At 1e-9, a row that had folded in 7e12
    /// took −48 for zero and a size floor as held (docs/robustness.md); a would-be conflict
    /// this strictness finds is judged again by the constraint's own magnitudes
    /// (`Solver.isRoundingOff`).
    var constantIsNearZero: Bool { abs(constant) <= 1e-12 * max(1, scale) }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels.
    mutating func insert(_ symbol: Int32, _ coefficient: Double) {
        let (index, found) = search(symbol)
        if found {
            let sum = cancellingSum(cells[index].coefficient, coefficient)
            if sum == 0 { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if coefficient != 0 {
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }
    }

    mutating func remove(_ symbol: Int32) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// `self += factor × other`; reports each symbol that was not in `self` before.
    mutating func add(_ other: Row, times factor: Double, inserted: (Int32) -> Void = { _ in }) {
        // Constants are summed as they are, never snapped to zero (`cancellingSum` is for
        // coefficients): a difference of 0.05 between two constants of 5e8 is a real
        // distance, and snapping it lost it.
        addToConstant(other.constant, other.constantError, times: factor)
        scale = max(scale, abs(factor) * other.scale)
        merge(other.cells, times: factor, zeroAt: nil, inserted: inserted)
    }

    /// Merges `factor × incoming` into the cells in place. Shared symbols are updated where
    /// they stand; new ones are slotted in by one backward pass that moves only the cells
    /// after the lowest of them; cells that cancel (and the one at `zeroAt`, already set to
    /// zero by a substitution) are squeezed out in one forward pass from the first of them.
    /// Substituting a short row into a long one therefore costs about the short row's length
    /// (newer symbols have higher ids and sit at the end), not a copy of the long one.
    private mutating func merge(
        _ incoming: [Cell], times factor: Double, zeroAt: Int?,
        inserted: (Int32) -> Void
    ) {
        let oldCount = cells.count
        var fresh = 0
        var firstZero = zeroAt ?? oldCount
        incoming.withUnsafeBufferPointer { theirs in
            cells.withUnsafeMutableBufferPointer { mine in
                var low = 0
                for cell in theirs {
                    var lo = low
                    var hi = oldCount
                    while lo < hi {
                        let mid = (lo + hi) >> 1
                        if mine[mid].symbol < cell.symbol { lo = mid + 1 } else { hi = mid }
                    }
                    if lo < oldCount && mine[lo].symbol == cell.symbol {
                        let sum = cancellingSum(mine[lo].coefficient, factor * cell.coefficient)
                        mine[lo].coefficient = sum
                        if sum == 0 && lo < firstZero { firstZero = lo }
                        low = lo + 1
                    } else {
                        if factor * cell.coefficient != 0 { fresh += 1 }
                        low = lo
                    }
                }
            }
        }
        if fresh > 0 {
            cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: fresh))
            incoming.withUnsafeBufferPointer { theirs in
                cells.withUnsafeMutableBufferPointer { mine in
                    var i = oldCount - 1
                    var j = theirs.count - 1
                    var k = oldCount + fresh - 1
                    while j >= 0 && k > i {
                        let symbol = theirs[j].symbol
                        if i >= 0 && mine[i].symbol > symbol {
                            mine[k] = mine[i]
                            i -= 1
                            k -= 1
                        } else if i >= 0 && mine[i].symbol == symbol {
                            // Shared: updated in place by the first pass.
                            mine[k] = mine[i]
                            i -= 1
                            j -= 1
                            k -= 1
                        } else {
                            let value = factor * theirs[j].coefficient
                            if value != 0 {
                                mine[k] = Cell(symbol: symbol, coefficient: value)
                                k -= 1
                                inserted(symbol)
                            }
                            j -= 1
                        }
                    }
                }
            }
        }
        if firstZero < oldCount { removeZeros(from: firstZero) }
    }

    /// Drops zero cells at or after `start` (cells before it never move).
    private mutating func removeZeros(from start: Int) {
        var kept = start
        cells.withUnsafeMutableBufferPointer { mine in
            for index in start..<mine.count where mine[index].coefficient != 0 {
                mine[kept] = mine[index]
                kept += 1
            }
        }
        cells.removeLast(cells.count - kept)
    }

    /// `constant += factor × (high + low)`, keeping the rounding error exactly: the product's
    /// (by fused multiply-add) and the sum's (by Knuth's two-sum) go into `constantError`.
    /// The error is folded into `constant` only where the sum cancels to under a millionth
    /// of its terms, where it decides digits that show; elsewhere `constant` is the plain
    /// sum, so results that come out exact in plain arithmetic (a recipe's 176 pt) stay so
    /// rather than carrying the error of a coefficient like 1/3 into their last bit.
    mutating func addToConstant(_ high: Double, _ low: Double, times factor: Double) {
        // Most rows of a layout hold a zero constant, and most factors are ±1 (exact
        // products): those skip the work, and the fused multiply-add, a library call here.
        if high == 0 && low == 0 { return }
        let product = factor * high
        // Below 2^20 (about a million points) the plain sum is off by at most 2^-32 pt, which
        // no layout shows, even after a later cancellation: only larger numbers carry their
        // error. Most of a layout's constants are small, and this keeps their rows' work to
        // one addition.
        if low == 0 && constantError == 0 && abs(product) < 0x1p20 && abs(constant) < 0x1p20 {
            constant += product
            return
        }
        var productError = factor * low
        if factor != 1 && factor != -1 { productError += (-product).addingProduct(factor, high) }
        let sum = constant + product
        let back = sum - constant
        let sumError = (constant - (sum - back)) + (product - back)
        var error = constantError + productError + sumError
        if !error.isFinite { error = 0 } // inf − inf would make a NaN
        if abs(sum) < 1e-6 * max(abs(constant), abs(product)) {
            constant = sum + error
            constantError = error - (constant - sum)
        } else {
            constant = sum
            constantError = error
        }
    }

    mutating func multiply(by factor: Double) {
        if constantError == 0 && abs(constant * factor) < 0x1p20 {
            constant *= factor // As in `addToConstant`: small numbers go plain.
        } else {
            let product = constant * factor
            constantError *= factor
            if factor != 1 && factor != -1 { constantError += (-product).addingProduct(constant, factor) }
            if !constantError.isFinite { constantError = 0 }
            constant = product
        }
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
        // Zeroed rather than removed: the merge squeezes it out with any cancelled cells.
        cells[index].coefficient = 0
        addToConstant(row.constant, row.constantError, times: coefficient)
        scale = max(scale, abs(coefficient) * row.scale)
        merge(row.cells, times: coefficient, zeroAt: index, inserted: inserted)
    }
}
