// Pivoting and the two simplex loops. Choices follow Bland's rule (lowest symbol id among
// equals), which both rules out cycling and makes every run take the same path.

extension Solver {
    /// Replaces `symbol` by `row` in every row that holds it and in the objective(s).
    func substitute(_ symbol: Int32, with row: Row) {
        for basic in liveColumn(symbol) where basic != symbol {
            updateRow(basic) { target in
                target.substitute(symbol, with: row) { self.appendColumn($0, basic) }
            }
            noteIfInfeasible(basic)
        }
        setColumn(symbol, [])
        let cost = objective[Int(symbol)]
        if !cost.isZero {
            for cell in row.cells { addCost(cell.symbol, cost, times: cell.coefficient) }
            setCost(symbol, .zero)
        }
        if artificialObjective != nil {
            artificialObjective?.substitute(symbol, with: row)
        }
    }

    func noteIfInfeasible(_ basic: Int32) {
        // Read in place: copying the row out would retain its cells for two comparisons.
        let index = Int(basic)
        guard rows[index] != nil else { return }
        switch kinds[index] {
        case .slack, .error:
            if rows[index]!.constant < 0 && !rows[index]!.constantIsNearZero { infeasibleRows.append(basic) }
        case .dummy:
            if !rows[index]!.constantIsNearZero { infeasibleRows.append(basic) }
        case .external:
            break
        }
    }

    /// Makes `entering` basic in the row of `leaving`.
    func pivot(entering: Int32, leaving: Int32) {
        guard var row = rows[Int(leaving)] else { return }
        pivotCount += 1
        setRow(leaving, nil)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
        indexRow(entering, row)
    }

    // MARK: - Primal simplex

    /// Minimises the objective, level by level, from a feasible tableau.
    func optimize() throws(SolverError) {
        var guardCount = 0
        // Steepest descent first (fewest pivots in practice); Bland's rule after a while, so
        // degenerate cycles cannot last.
        while let (entering, direction) = enteringSymbol(steepest: guardCount < Self.steepestPivots) {
            guard let leaving = leavingRow(entering, direction: direction)?.basic else {
                throw .numericalFailure("objective unbounded")
            }
            pivot(entering: entering, leaving: leaving)
            guardCount += 1
            if guardCount > 1_000_000 { throw .numericalFailure("simplex did not terminate") }
        }
    }

    /// Pivots per optimisation chosen by steepest descent before Bland's rule takes over.
    static let steepestPivots = 500

    /// A symbol whose cost says the objective falls if it moves, and which way (+1: increase;
    /// -1: decrease, only for free variables): the steepest (lexicographically largest fall
    /// per unit, ties to the lowest id), or with `steepest` false the lowest id (Bland).
    func enteringSymbol(steepest: Bool = false) -> (Int32, Double)? {
        // Most constraints a build adds change no cost at all.
        guard !enteringCandidates.isEmpty else { return nil }
        var best: (Int32, Double)?
        // Candidates that can still improve are kept, compacted in place (this runs once per
        // optimisation, so per constraint added).
        var candidates = enteringCandidates
        enteringCandidates = []
        var kept = 0
        defer {
            candidates.removeLast(candidates.count - kept)
            enteringCandidates = candidates
        }
        let stamp = nextStamp()
        for index in candidates.indices {
            let symbol = candidates[index]
            guard stamps[Int(symbol)] != stamp else { continue }
            stamps[Int(symbol)] = stamp
            guard let direction = improvingDirection(symbol, objective[Int(symbol)].sign) else { continue }
            candidates[kept] = symbol
            kept += 1
            if let current = best {
                if steepest {
                    // The fall per unit is cost / -direction; compare this one's with the best's.
                    let mine = objective[Int(symbol)], theirs = objective[Int(current.0)]
                    let steeper = theirs.ratio(over: -current.1, isLessThan: mine, over: -direction)
                    let weaker = mine.ratio(over: -direction, isLessThan: theirs, over: -current.1)
                    if !steeper && (weaker || current.0 < symbol) { continue }
                } else if current.0 < symbol {
                    continue
                }
            }
            best = (symbol, direction)
        }
        return best
    }

    func improvingDirection(_ symbol: Int32, _ sign: Int) -> Double? {
        guard sign != 0, rows[Int(symbol)] == nil else { return nil }
        switch kinds[Int(symbol)] {
        case .dummy: return nil
        case .external: return sign < 0 ? 1 : -1
        case .slack, .error: return sign < 0 ? 1 : nil
        }
    }

    /// Ratio test: the basic symbol that first hits its bound as `entering` moves, and how
    /// far `entering` can move until then.
    func leavingRow(_ entering: Int32, direction: Double) -> (basic: Int32, ratio: Double)? {
        var best: Int32?
        var bestRatio = Double.infinity
        for basic in liveColumn(entering) {
            let kind = kinds[Int(basic)]
            guard kind != .external, let row = rows[Int(basic)] else { continue }
            let rate = row.coefficient(of: entering) * direction
            let ratio: Double
            if kind == .dummy {
                ratio = 0
            } else if rate < 0 {
                ratio = max(0, row.constant) / -rate
            } else {
                continue
            }
            if ratio < bestRatio { bestRatio = ratio; best = basic }
        }
        return best.map { ($0, bestRatio) }
    }

    /// Phase I: minimises the artificial objective. Among the symbols that would lower it,
    /// the one that raises the real objective least per unit enters (the slack of a required
    /// inequality before the error of a preference), and among those the one that lowers the
    /// artificial most before some row blocks it. Phase I then lands on or near the optimum in
    /// a pivot or two, instead of walking through degenerate steps, each a substitution into
    /// every row that holds the symbol. Bland's rule after a while, so cycles cannot last.
    func optimizeArtificial() throws(SolverError) {
        var guardCount = 0
        while let artificial = artificialObjective {
            let choice =
                guardCount < Self.steepestPivots
                ? pricedArtificialEntering(artificial)
                : artificial.cells.lazy.compactMap { cell -> (Int32, Double)? in
                    self.improvingDirection(cell.symbol, cell.coefficient < 0 ? -1 : 1).map { (cell.symbol, $0) }
                }.first
            guard let (entering, direction) = choice else { return }
            guard let leaving = leavingRow(entering, direction: direction)?.basic else {
                throw .numericalFailure("phase I unbounded")
            }
            pivot(entering: entering, leaving: leaving)
            guardCount += 1
            if guardCount > 1_000_000 { throw .numericalFailure("phase I did not terminate") }
        }
    }

    /// Phase I's entering symbol and direction by real cost, then by progress (see above).
    private func pricedArtificialEntering(_ artificial: Row) -> (Int32, Double)? {
        var tied: [(symbol: Int32, direction: Double, rate: Double)] = []
        for cell in artificial.cells {
            guard let direction = improvingDirection(cell.symbol, cell.coefficient < 0 ? -1 : 1) else { continue }
            // Per unit of artificial removed, the real objective changes by cost × direction / |α|.
            let rate = abs(cell.coefficient) * direction
            if let best = tied.first {
                let mine = objective[Int(cell.symbol)]
                let theirs = objective[Int(best.symbol)]
                if theirs.ratio(over: best.rate, isLessThan: mine, over: rate) { continue }
                if mine.ratio(over: rate, isLessThan: theirs, over: best.rate) { tied.removeAll(keepingCapacity: true) }
            }
            tied.append((cell.symbol, direction, rate))
        }
        guard var best = tied.first else { return nil }
        if tied.count > 1 {
            var bestProgress = -1.0
            for candidate in tied {
                let step = leavingRow(candidate.symbol, direction: candidate.direction)?.ratio ?? .infinity
                let progress = step * abs(candidate.rate)
                if progress > bestProgress {
                    bestProgress = progress
                    best = candidate
                }
            }
        }
        return (best.symbol, best.direction)
    }

    // MARK: - Dual simplex

    /// Restores feasibility after constants changed, keeping optimality (the paper's
    /// `dualOptimize`). Returns false when a row cannot be repaired: the required
    /// constraints behind it cannot hold.
    func dualOptimize() throws(SolverError) -> Bool {
        var guardCount = 0
        while !infeasibleRows.isEmpty {
            let pending = infeasibleRows.sorted()
            infeasibleRows.removeAll(keepingCapacity: true)
            for basic in pending {
                guard let row = rows[Int(basic)] else { continue }
                let kind = kinds[Int(basic)]
                let needsIncrease = row.constant < 0 && !row.constantIsNearZero
                let needsDecrease = kind == .dummy && row.constant > 0 && !row.constantIsNearZero
                guard needsIncrease || needsDecrease else { continue }
                let wanted: Double = needsIncrease ? 1 : -1
                var best: Int32?
                var bestRate = 0.0
                for cell in row.cells {
                    let symbolKind = kinds[Int(cell.symbol)]
                    if symbolKind == .dummy { continue }
                    let rate = cell.coefficient * wanted
                    if symbolKind != .external && rate <= 0 { continue }
                    let magnitude = abs(rate)
                    if let current = best {
                        let cost = objective[Int(cell.symbol)]
                        if cost.ratio(over: magnitude, isLessThan: objective[Int(current)], over: bestRate) {
                            best = cell.symbol
                            bestRate = magnitude
                        }
                    } else {
                        best = cell.symbol
                        bestRate = magnitude
                    }
                }
                guard let entering = best else { return false }
                pivot(entering: entering, leaving: basic)
                guardCount += 1
                if guardCount > 1_000_000 { throw .numericalFailure("dual simplex did not terminate") }
            }
        }
        return true
    }
}
