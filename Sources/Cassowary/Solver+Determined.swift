// The quick half of `range(of:)`: whether nothing a variable's value depends on can move
// along the optimal face (its row's symbols, or its definition's inputs, all stuck or
// pinned). Only when that fails does `range(of:)` solve its small LP. Reading a large layout
// asks for tens of thousands of variables, so the answers are kept per symbol for the current
// state, each worked out once: a definition shared by a whole column is settled once for all.

extension Solver {
    /// Per-symbol answers for the state `mutation` names (a `valueToken()`; see
    /// `determinedValue(of:)`).
    struct DeterminedCache {
        enum State: UInt8 {
            case unknown
            case determined
            case open
        }

        var mutation: Int
        var states: [State]
        var values: [Double]
        var pinned: [Bool]
        /// Scratch for walking definitions, kept between questions.
        var stack: [(symbol: Int32, next: Int)] = []
    }

    /// The value `variable` has in every optimal solution when that is plain from the
    /// tableau (what `range(of:)` finds before it solves any LP), exactly `range(of:).min`
    /// then; nil when it is not plain (ask `range(of:)`) or the variable is unknown.
    public func determinedValue(of variable: Variable) -> Double? {
        guard let symbol = symbol(of: variable) else { return nil }
        return determinedValue(ofSymbol: symbol)
    }

    func determinedValue(ofSymbol symbol: Int32) -> Double? {
        // Between transactions the answers last until the next one; inside one, a question
        // starts afresh (`valueToken`).
        let token = valueToken()
        if determinedCache?.mutation != token || determinedCache?.states.count != kinds.count {
            determinedCache = DeterminedCache(
                mutation: token, states: Array(repeating: .unknown, count: kinds.count),
                values: Array(repeating: 0, count: kinds.count), pinned: pinnedSymbols())
        }
        // Taken out while filled in, so the arrays are not copied on write.
        var cache = determinedCache!
        determinedCache = nil
        let value = settle(symbol, &cache)
        determinedCache = cache
        return value
    }

    /// Whether nothing `symbol` depends on can move; its value if so.
    private func settle(_ symbol: Int32, _ cache: inout DeterminedCache) -> Double? {
        let index = Int(symbol)
        switch cache.states[index] {
        case .determined: return cache.values[index]
        case .open: return nil
        case .unknown: break
        }
        if let definition = definitions[index] {
            // Frames are read in tree order, so a definition's inputs are usually settled.
            if !settleIfInputsSettled(symbol, definition, &cache) { settleDefinitions(from: symbol, &cache) }
        } else {
            settleUndefined(symbol, &cache)
        }
        return cache.states[index] == .determined ? cache.values[index] : nil
    }

    /// A basic symbol is its row's constant if no symbol in the row can move; a parametric
    /// one is zero if it cannot move itself.
    private func settleUndefined(_ symbol: Int32, _ cache: inout DeterminedCache) {
        let index = Int(symbol)
        let stuck: Bool
        if let row = rows[index] {
            stuck = row.cells.allSatisfy { !isMovable($0.symbol) || cache.pinned[Int($0.symbol)] }
            cache.values[index] = row.constant
        } else {
            stuck = !isMovable(symbol) || cache.pinned[index]
            cache.values[index] = 0
        }
        cache.states[index] = stuck ? .determined : .open
    }

    /// Settles a defined symbol if no definition it mentions is unsettled; whether it did.
    private func settleIfInputsSettled(_ symbol: Int32, _ definition: Row, _ cache: inout DeterminedCache) -> Bool {
        for cell in definition.cells where cache.states[Int(cell.symbol)] == .unknown {
            guard definitions[Int(cell.symbol)] == nil else { return false }
            settleUndefined(cell.symbol, &cache)
        }
        settleDefined(symbol, definition, &cache)
        return true
    }

    /// A defined symbol whose inputs are all settled: determined if they all are.
    private func settleDefined(_ symbol: Int32, _ definition: Row, _ cache: inout DeterminedCache) {
        var value = definition.constant
        var stuck = true
        for cell in definition.cells {
            let child = Int(cell.symbol)
            if cache.states[child] != .determined { stuck = false }
            value += cell.coefficient * cache.values[child]
        }
        cache.values[Int(symbol)] = value
        cache.states[Int(symbol)] = stuck ? .determined : .open
    }

    /// Settles `root` and every unsettled definition below it, inputs first (definitions form
    /// no cycle: a subject is fresh when defined, so nothing defined earlier mentions it).
    /// Values are summed in the order `definedValue` sums them, so they agree to the last bit.
    private func settleDefinitions(from root: Int32, _ cache: inout DeterminedCache) {
        var stack = cache.stack
        cache.stack = []
        defer { cache.stack = stack }
        stack.removeAll(keepingCapacity: true)
        stack.append((root, 0))
        while let (symbol, next) = stack.last {
            guard let definition = definitions[Int(symbol)] else {
                stack.removeLast()
                continue
            }
            let cells = definition.cells
            if next < cells.count {
                stack[stack.count - 1].next = next + 1
                let child = cells[next].symbol
                guard cache.states[Int(child)] == .unknown else { continue }
                if definitions[Int(child)] != nil {
                    stack.append((child, 0))
                } else {
                    settleUndefined(child, &cache)
                }
                continue
            }
            stack.removeLast()
            settleDefined(symbol, definition, &cache)
        }
    }
}
