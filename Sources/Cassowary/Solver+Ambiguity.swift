// Ambiguity: how far a variable can move without leaving the set of optimal solutions.
//
// At the optimum, a non-basic restricted symbol with a (lexicographically) positive reduced
// cost must stay at zero in every optimal solution; one with zero cost, and every free
// variable, may move. So the optimal solutions are this tableau's rows over just those
// "free-on-the-face" symbols, and a variable's range is a small LP over the rows they reach,
// solved on a copy with the same Bland-rule simplex.

extension Solver {
    /// Whether every optimal solution gives `variable` the same value.
    public func isDetermined(_ variable: Variable) -> Bool {
        let r = range(of: variable)
        guard r.min.isFinite && r.max.isFinite else { return false }
        return r.max - r.min <= 1e-9 * max(1, abs(r.min), abs(r.max))
    }

    /// The least and greatest value `variable` takes over all optimal solutions
    /// (±infinity when unbounded; a variable the solver has never seen is unbounded).
    public func range(of variable: Variable) -> (min: Double, max: Double) {
        guard let symbol = symbol(of: variable) else { return (-.infinity, .infinity) }
        // Usually nothing the value depends on can move (`Solver+Determined.swift`).
        if let value = determinedValue(ofSymbol: symbol) { return (value, value) }
        var target = Row()
        let pinned = pinnedSymbols()
        if let row = rows[Int(symbol)] {
            target = row
        } else if definitions[Int(symbol)] != nil {
            addExpansion(of: symbol, times: 1, into: &target)
        } else {
            target.insert(symbol, 1)
        }
        target.cells.removeAll { !isMovable($0.symbol) || pinned[Int($0.symbol)] }
        if target.isEmpty { return (target.constant, target.constant) }
        let local = localProblem(reaching: target, pinned: pinned)
        var upward = FaceProblem(rows: local, objective: target)
        var downward = upward
        let high = upward.extreme(maximize: true, kinds: kinds)
        let low = downward.extreme(maximize: false, kinds: kinds)
        return (low, high)
    }

    /// Non-basic symbols that may move along the optimal face.
    func isMovable(_ symbol: Int32) -> Bool {
        guard rows[Int(symbol)] == nil else { return true }
        switch kinds[Int(symbol)] {
        case .dummy: return false
        case .external: return true
        case .slack, .error: return objective[Int(symbol)].isZero
        }
    }

    /// The rows reachable from `target`'s movable symbols, restricted to movable symbols.
    func localProblem(reaching target: Row, pinned: [Bool]) -> [Int32: Row] {
        var local: [Int32: Row] = [:]
        var pending = target.cells.map(\.symbol)
        var seen = Set(pending)
        while let symbol = pending.popLast() {
            for basic in liveColumn(symbol) where local[basic] == nil {
                guard var row = rows[Int(basic)] else { continue }
                row.cells.removeAll { !isMovable($0.symbol) || pinned[Int($0.symbol)] }
                local[basic] = row
                for cell in row.cells where seen.insert(cell.symbol).inserted { pending.append(cell.symbol) }
            }
        }
        return local
    }
}

extension Solver {
    /// Movable symbols that are zero in every optimal solution all the same: a restricted row
    /// at zero whose movable symbols can only push it negative pins them (a dummy row at zero
    /// pins symbols that all push one way). Applied until nothing changes; cached until the
    /// next change to the solver. This settles the common degenerate cases (an intrinsic
    /// size's hugging slack against its compression slack) without an LP per variable.
    func pinnedSymbols() -> [Bool] {
        if let cache = pinCache, cache.mutation == mutationCount, cache.pinned.count == kinds.count {
            return cache.pinned
        }
        var pinned = [Bool](repeating: false, count: kinds.count)
        var queued = [Bool](repeating: false, count: kinds.count)
        var work: [Int32] = []
        // Only a row at zero can pin anything (the loop below checks again as pins spread).
        for symbol in rows.indices where kinds[symbol] != .external && rows[symbol]?.constantIsNearZero == true {
            work.append(Int32(symbol))
            queued[symbol] = true
        }
        while let basic = work.popLast() {
            queued[Int(basic)] = false
            guard let row = rows[Int(basic)], row.constantIsNearZero else { continue }
            var negative: [Int32] = []
            var positive: [Int32] = []
            var free = false
            for cell in row.cells where isMovable(cell.symbol) && !pinned[Int(cell.symbol)] {
                if kinds[Int(cell.symbol)] == .external {
                    free = true
                    break
                }
                if cell.coefficient < 0 { negative.append(cell.symbol) } else { positive.append(cell.symbol) }
            }
            if free { continue }
            var toPin: [Int32] = []
            if positive.isEmpty { toPin = negative }
            if kinds[Int(basic)] == .dummy && negative.isEmpty { toPin = positive }
            for symbol in toPin {
                pinned[Int(symbol)] = true
                for other in liveColumn(symbol) where !queued[Int(other)] && kinds[Int(other)] != .external {
                    queued[Int(other)] = true
                    work.append(other)
                }
            }
        }
        pinCache = (mutationCount, pinned)
        return pinned
    }
}

/// A copy of part of the tableau on which a variable is pushed to its extremes.
struct FaceProblem {
    var rows: [Int32: Row]
    var objective: Row

    /// Maximises (or minimises) the objective row; infinity when nothing bounds it.
    mutating func extreme(maximize: Bool, kinds: [SymbolKind]) -> Double {
        let sense: Double = maximize ? 1 : -1
        for _ in 0..<100_000 {
            // Entering: lowest id that improves; free symbols move either way.
            var entering: Int32?
            var direction = 0.0
            for cell in objective.cells {
                let gain = cell.coefficient * sense
                if kinds[Int(cell.symbol)] == .external {
                    entering = cell.symbol
                    direction = gain > 0 ? 1 : -1
                    break
                }
                if gain > 0 && kinds[Int(cell.symbol)] != .dummy {
                    entering = cell.symbol
                    direction = 1
                    break
                }
            }
            guard let symbol = entering else { return objective.constant }
            var leaving: Int32?
            var best = Double.infinity
            for basic in rows.keys.sorted() {
                guard let row = rows[basic], kinds[Int(basic)] != .external else { continue }
                let rate = row.coefficient(of: symbol) * direction
                guard rate < 0 || (kinds[Int(basic)] == .dummy && rate != 0) else { continue }
                let ratio = kinds[Int(basic)] == .dummy ? 0 : max(0, row.constant) / -rate
                if ratio < best { best = ratio; leaving = basic }
            }
            guard let basic = leaving, var row = rows[basic] else { return sense * .infinity }
            rows[basic] = nil
            row.solve(for: symbol, replacing: basic)
            for key in rows.keys.sorted() { rows[key]?.substitute(symbol, with: row) }
            objective.substitute(symbol, with: row)
            rows[symbol] = row
            if kinds[Int(basic)] == .dummy {
                // A dummy that left the basis is pinned at zero: it may not come back.
                for key in rows.keys.sorted() { rows[key]?.remove(basic) }
                objective.remove(basic)
            }
        }
        return objective.constant
    }
}
