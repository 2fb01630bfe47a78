// Removing constraints: the paper's marker pivot for constraints that keep a marker, and a
// rebuild of the connected component for untracked required equalities.

extension Solver {
    /// Removes a constraint; the solution is re-optimised without it.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let info = info(constraint) else { throw .unknownConstraint(constraint) }
        beginTransaction()
        do throws(SolverError) {
            if let bound = simpleBound(info) {
                try removeBound(info, bound)
            } else if info.isPreference {
                try removePreference(info)
            } else if info.marker < 0 {
                try rebuildComponent(of: info, dropping: true, changes: [:])
            } else {
                removeRow(of: info)
                unregister(info)
            }
            try optimize()
        } catch {
            rollback()
            throw error
        }
        commit()
    }

    /// Takes a tracked constraint's equation out of the tableau.
    func removeRow(of info: ConstraintInfo) {
        for error in [info.marker, info.other] where error >= 0 && kinds[Int(error)] == .error {
            let cost = LexCoefficient(level: info.level, value: 1)
            if let row = rows[Int(error)] {
                for cell in row.cells { addCost(cell.symbol, cost, times: -cell.coefficient) }
            } else {
                addCost(error, cost, times: -1)
            }
        }
        let marker = info.marker
        if rows[Int(marker)] != nil {
            setRow(marker, nil)
        } else if let leaving = markerLeavingRow(marker), var row = rows[Int(leaving)] {
            setRow(leaving, nil)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, with: row)
        }
        // The other error is now only coupled to the dropped equation; clear what is left.
        for symbol in [info.marker, info.other] where symbol >= 0 {
            if rows[Int(symbol)] != nil { setRow(symbol, nil) }
            for basic in liveColumn(symbol) { updateRow(basic) { $0.remove(symbol) } }
            setColumn(symbol, [])
            if !objective[Int(symbol)].isZero { setCost(symbol, .zero) }
            releaseSymbol(symbol)
        }
    }

    /// The row to pivot a non-basic marker into before dropping it: the restricted row that
    /// limits it most tightly, else any restricted row, else a variable's row.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32?
        var second: Int32?
        var third: Int32?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for basic in liveColumn(marker) {
            guard let row = rows[Int(basic)] else { continue }
            let coefficient = row.coefficient(of: marker)
            if kinds[Int(basic)] == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    /// Clears every row of the component connected to `info` (through shared variables) and
    /// re-adds its constraints in their original order, without `info` when `dropping`, and
    /// with `info` tracked (a dummy marker) otherwise. `changes` gives new constants.
    func rebuildComponent(of info: ConstraintInfo, dropping: Bool, changes: [Int: Double])
        throws(SolverError)
    {
        let component = componentInfos(of: info)
        var symbols: [Int32] = []
        for member in component {
            for term in terms(of: member) { symbols.append(term.symbol) }
            if member.marker >= 0 { symbols.append(member.marker) }
            if member.other >= 0 { symbols.append(member.other) }
        }
        for symbol in symbols {
            if definitions[Int(symbol)] != nil { setDefinition(symbol, nil) }
            if rows[Int(symbol)] != nil { setRow(symbol, nil) }
            if !columns[Int(symbol)].isEmpty { setColumn(symbol, []) }
            if !objective[Int(symbol)].isZero { setCost(symbol, .zero) }
        }
        if dropping { unregister(info) }
        // Shadowed bounds never had rows (`Solver+Bounds.swift`).
        for var member in component where !member.isShadowed {
            if member.constraint === info.constraint {
                if dropping { continue }
                if member.marker < 0 {
                    member.marker = newSymbol(.dummy)
                    member.markerCoefficient = 1
                }
            }
            if let constant = changes[member.constraint.key] { member.constant = constant }
            update(member)
            try addRow(for: member)
        }
    }

    /// The constraints reachable from `info` through shared variables, in add order. Builds
    /// the symbol → records adjacency on the fly (counting sort over the term arena): rebuilds
    /// are rare, and keeping it permanently would cost an allocation per variable.
    func componentInfos(of info: ConstraintInfo) -> [ConstraintInfo] {
        let symbolCount = kinds.count
        var start = [Int32](repeating: 0, count: symbolCount + 1)
        for case let record? in infoList {
            for term in terms(of: record) { start[Int(term.symbol) + 1] += 1 }
        }
        for index in 0..<symbolCount { start[index + 1] += start[index] }
        var fill = start
        var adjacency = [Int32](repeating: 0, count: Int(start[symbolCount]))
        for case let record? in infoList {
            for term in terms(of: record) {
                adjacency[Int(fill[Int(term.symbol)])] = record.sequence
                fill[Int(term.symbol)] += 1
            }
        }
        var reached = [Bool](repeating: false, count: infoList.count)
        var visitedSymbol = [Bool](repeating: false, count: symbolCount)
        reached[Int(info.sequence)] = true
        var queue = [info.sequence]
        var head = 0
        while head < queue.count {
            guard let current = infoList[Int(queue[head])] else { head += 1; continue }
            head += 1
            for term in terms(of: current) where !visitedSymbol[Int(term.symbol)] {
                visitedSymbol[Int(term.symbol)] = true
                for index in Int(start[Int(term.symbol)])..<Int(start[Int(term.symbol) + 1]) {
                    let sequence = adjacency[index]
                    if !reached[Int(sequence)] {
                        reached[Int(sequence)] = true
                        queue.append(sequence)
                    }
                }
            }
        }
        return queue.sorted().compactMap { infoList[Int($0)] }
    }
}
