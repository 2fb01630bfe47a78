// Building a constraint's row and bringing it into the tableau (the paper's `createRow`,
// `chooseSubject` and `addWithArtificialVariable`).

extension Solver {
    /// Adds the row of a registered constraint, keeping the tableau feasible (not optimal).
    func addRow(for info: ConstraintInfo) throws(SolverError) {
        if defineIfFresh(info) { return }
        var row = createRow(for: info)
        if let subject = chooseSubject(row, info) {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
            indexRow(subject, row)
            return
        }
        if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Nothing here can move: the constraint is implied by (or contradicts) the others.
            if row.constantIsNearZero || isRoundingOff(abs(row.constant), info) {
                redundantRows += 1
                return
            }
            failureCertificate = row.cells.map(\.symbol)
            throw .unsatisfiable(info.constraint, conflict: [])
        }
        if try !addWithArtificialVariable(row, info) {
            throw .unsatisfiable(info.constraint, conflict: [])
        }
    }

    /// Whether `residual`, the amount by which the constraint cannot hold, is rounding: at most
    /// 1e-7 of the magnitudes of its own terms at the current solution (1e-5 pt at 100 pt). A row's tolerance
    /// follows the constants folded into it, which can be far larger or smaller than the
    /// constraint's own numbers; this judges the constraint by those.
    func isRoundingOff(_ residual: Double, _ info: ConstraintInfo) -> Bool {
        var magnitude = abs(info.constant)
        for term in terms(of: info) { magnitude += abs(term.coefficient * value(ofSymbol: term.symbol)) }
        return residual <= 1e-7 * max(1, magnitude)
    }

    /// `0 = constant + Σ …` for the constraint, with basic symbols replaced by their rows and
    /// the sign chosen so the constant is non-negative.
    func createRow(for info: ConstraintInfo) -> Row {
        var row = Row(constant: info.constant)
        row.cells.reserveCapacity(Int(info.termCount) + 2)
        for term in terms(of: info) {
            if let basic = rows[Int(term.symbol)] {
                row.add(basic, times: term.coefficient)
            } else if definitions[Int(term.symbol)] != nil {
                row.add(materialize(term.symbol), times: term.coefficient)
            } else {
                row.insert(term.symbol, term.coefficient)
            }
        }
        if info.marker >= 0 { row.insert(info.marker, info.markerCoefficient) }
        if info.other >= 0 { row.insert(info.other, -info.markerCoefficient) }
        if info.other >= 0 || (info.marker >= 0 && kinds[Int(info.marker)] == .error) {
            let cost = LexCoefficient(level: info.level, value: 1)
            for error in [info.marker, info.other] where error >= 0 && kinds[Int(error)] == .error {
                addCost(error, cost, times: 1)
            }
        }
        if row.constant < 0 { row.multiply(by: -1) }
        return row
    }

    /// The symbol to make basic for a new row, or nil when phase I is needed. A variable that
    /// no other row mentions is best (nothing to substitute); then any variable; then the
    /// constraint's own slack or error if it can take a non-negative value. (A symbol a
    /// definition mentions counts as mentioned: the tableau would hold a row with it.)
    func chooseSubject(_ row: Row, _ info: ConstraintInfo) -> Int32? {
        var firstExternal: Int32?
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            if definitionUses[Int(cell.symbol)] == 0 && isInNoRow(cell.symbol) { return cell.symbol }
            if firstExternal == nil { firstExternal = cell.symbol }
        }
        if let firstExternal { return firstExternal }
        func canTakeRow(_ symbol: Int32) -> Bool {
            symbol >= 0 && kinds[Int(symbol)].isRestricted && row.coefficient(of: symbol) < 0
        }
        if canTakeRow(info.marker) { return info.marker }
        if canTakeRow(info.other) { return info.other }
        if row.constant == 0 {
            // A row that holds at exactly zero (`w2 = w0` once both widths are rows of their
            // floors' slacks) can be solved for any slack or error in it: the subject's row
            // has constant zero whatever the sign, and no other row's constant changes, so the
            // basis stays feasible. The one in fewest rows is the cheapest pivot. Phase I
            // would enter the lowest id instead, through every row holding it, which made a
            // chain of equal widths quadratic to build.
            var best: (symbol: Int32, rows: Int)?
            for cell in row.cells where cell.coefficient != 0 {
                let kind = kinds[Int(cell.symbol)]
                guard kind == .slack || kind == .error else { continue }
                // The column as stored (it may still list rows that dropped the symbol): an
                // upper bound read in O(1); compacting it here would cost what we avoid.
                let count = columns[Int(cell.symbol)].count
                if best.map({ count < $0.rows }) ?? true { best = (cell.symbol, count) }
            }
            if let best { return best.symbol }
        }
        if info.marker >= 0 && kinds[Int(info.marker)] == .dummy
            && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) && row.constantIsNearZero
        {
            // A tracked but redundant equality: its marker becomes basic (at zero) so a later
            // constant change or removal can find it.
            return info.marker
        }
        return nil
    }

    /// Phase I: makes the row basic in an artificial variable and minimises that variable.
    /// Returns whether it reached zero, i.e. whether the constraint can hold.
    func addWithArtificialVariable(_ row: Row, _ info: ConstraintInfo) throws(SolverError) -> Bool {
        let artificial = newSymbol(.slack)
        setRow(artificial, row)
        indexRow(artificial, row)
        artificialObjective = row
        try optimizeArtificial()
        let success =
            artificialObjective.map {
                $0.constantIsNearZero || $0.constant <= 0 || isRoundingOff($0.constant, info)
            } ?? false
        if !success {
            // Phase I's reduced costs are the Farkas multipliers: the constraints whose markers
            // carry one are the ones that, with this row, cannot hold.
            failureCertificate = artificialObjective?.cells.map(\.symbol) ?? []
        }
        artificialObjective = nil
        if let basic = rows[Int(artificial)] {
            setRow(artificial, nil)
            if !basic.isEmpty {
                guard let entering = basic.cells.first(where: { kinds[Int($0.symbol)].isRestricted })?.symbol
                else { return false }
                var pivoted = basic
                pivoted.solve(for: entering, replacing: artificial)
                substitute(entering, with: pivoted)
                setRow(entering, pivoted)
                indexRow(entering, pivoted)
            }
        }
        for basic in liveColumn(artificial) {
            updateRow(basic) { $0.remove(artificial) }
        }
        setColumn(artificial, [])
        if !objective[Int(artificial)].isZero { setCost(artificial, .zero) }
        releaseSymbol(artificial)
        return success
    }
}
