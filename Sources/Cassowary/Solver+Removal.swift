// Removing constraints: the paper's marker pivot for constraints that keep a marker, and a
// rebuild of the connected component for untracked required equalities.

extension Solver {
    /// Removes a constraint; the solution is re-optimised without it.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let info = infos[constraint.key] else { throw .unknownConstraint(constraint) }
        beginTransaction()
        do throws(SolverError) {
            if info.marker < 0 {
                try rebuildComponent(of: info, dropping: true, changes: [:])
            } else {
                removeRow(of: info)
                forget(info)
            }
            try optimize()
        } catch {
            rollback()
            throw error
        }
        commit()
    }

    /// Drops the constraint's registration (not its row).
    func forget(_ info: ConstraintInfo) {
        for term in info.terms { unlinkConstraint(info.constraint.key, fromSymbol: term.symbol) }
        setInfo(info.constraint.key, nil)
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
    func rebuildComponent(of info: ConstraintInfo, dropping: Bool, changes: [ObjectIdentifier: Double])
        throws(SolverError)
    {
        let component = componentInfos(of: info)
        var symbols: [Int32] = []
        for member in component {
            for term in member.terms { symbols.append(term.symbol) }
            if member.marker >= 0 { symbols.append(member.marker) }
            if member.other >= 0 { symbols.append(member.other) }
        }
        for symbol in symbols {
            if rows[Int(symbol)] != nil { setRow(symbol, nil) }
            if !columns[Int(symbol)].isEmpty { setColumn(symbol, []) }
            if !objective[Int(symbol)].isZero { setCost(symbol, .zero) }
        }
        if dropping { forget(info) }
        for var member in component {
            if member.constraint === info.constraint {
                if dropping { continue }
                if member.marker < 0 {
                    member.marker = newSymbol(.dummy)
                    member.markerCoefficient = 1
                }
            }
            if let constant = changes[member.constraint.key] { member.constant = constant }
            setInfo(member.constraint.key, member)
            try addRow(for: member)
        }
    }

    /// The constraints reachable from `info` through shared variables, in add order.
    func componentInfos(of info: ConstraintInfo) -> [ConstraintInfo] {
        var seen: Set<ObjectIdentifier> = [info.constraint.key]
        var queue = [info]
        var index = 0
        let symbolStamp = nextStamp()
        while index < queue.count {
            let current = queue[index]
            index += 1
            for term in current.terms where stamps[Int(term.symbol)] != symbolStamp {
                stamps[Int(term.symbol)] = symbolStamp
                for key in constraintsOfSymbol[Int(term.symbol)] where !seen.contains(key) {
                    seen.insert(key)
                    if let next = infos[key] { queue.append(next) }
                }
            }
        }
        return queue.sorted { $0.sequence < $1.sequence }
    }
}
