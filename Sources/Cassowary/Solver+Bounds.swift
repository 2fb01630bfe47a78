// Many required bounds on one variable (`A.Width >= i` for thousands of i): only the tightest
// lower and the tightest upper bound can decide anything, so only they take a row. The others
// are held "shadowed": listed, removable, their constants changeable, but with no marker and
// no row. Without this, each tighter bound pivots through the rows of every looser one before
// it: 20,000 of them took 30 s, growing with the square of the count.
//
// A shadowed bound is implied by the active one. When the active one goes (removed, or its
// constant loosened past a shadow's), the tightest shadow takes its place; it held in the
// solution just left, so taking a row cannot make the system infeasible. Conflicts are
// unchanged: a constraint at odds with a shadowed bound is at odds with the active one too,
// which is the one the solver finds (and the one activation order put in force).

/// The active lower and upper bound on one variable (constraint ids, 0 for none), and how
/// many shadowed bounds each side holds (so that looking for one costs nothing when none is).
struct BoundGroup: Equatable {
    var lower = 0
    var upper = 0
    var lowerShadows = 0
    var upperShadows = 0

    var isEmpty: Bool { lower == 0 && upper == 0 && lowerShadows == 0 && upperShadows == 0 }
}

/// A required inequality on a single variable, read as a bound on it.
struct SimpleBound {
    enum Side { case lower, upper }
    let symbol: Int32
    let side: Side
    let value: Double
}

extension Solver {
    /// The bound a record states, if it is a required inequality on one variable.
    func simpleBound(_ info: ConstraintInfo) -> SimpleBound? {
        guard info.termCount == 1, info.constraint.relation != .equal, info.isRequired else { return nil }
        let cell = termArena[Int(info.termStart)]
        guard cell.coefficient != 0, kinds[Int(cell.symbol)] == .external else { return nil }
        // coefficient·v + constant ≥ 0 bounds v from below when the coefficient is positive.
        let isLower = (info.constraint.relation == .greaterThanOrEqual) == (cell.coefficient > 0)
        return SimpleBound(
            symbol: cell.symbol, side: isLower ? .lower : .upper, value: -info.constant / cell.coefficient)
    }

    func isTighter(_ bound: SimpleBound, than other: SimpleBound) -> Bool {
        bound.side == .lower ? bound.value > other.value : bound.value < other.value
    }

    /// The record of the bound in force on `side` of the variable, if any.
    func activeBound(_ side: SimpleBound.Side, of symbol: Int32) -> ConstraintInfo? {
        guard let group = boundGroup(symbol) else { return nil }
        let key = side == .lower ? group.lower : group.upper
        guard key != 0, let sequence = sequenceOf[key] else { return nil }
        return infoList[Int(sequence)]
    }

    /// Makes `info` (whose row is in) the bound in force, shadowing the one it replaces.
    func activate(_ info: ConstraintInfo, as bound: SimpleBound, replacing replaced: ConstraintInfo?)
        throws(SolverError)
    {
        var group = boundGroup(bound.symbol) ?? BoundGroup()
        if bound.side == .lower { group.lower = info.constraint.key } else { group.upper = info.constraint.key }
        setBoundGroup(bound.symbol, group)
        if let replaced { shadow(replaced, bound) }
    }

    /// Takes a bound's row out (the bound in force on its side implies it) and keeps it held.
    func shadow(_ info: ConstraintInfo, _ bound: SimpleBound) {
        holdShadowed(info)
        adjustShadows(of: bound, by: 1)
    }

    /// Takes a record's row and markers out and keeps the record, shadowed (bounds here,
    /// preferences in `Solver+Preferences.swift`).
    func holdShadowed(_ info: ConstraintInfo) {
        removeRow(of: info)
        var record = info
        record.marker = -1
        record.other = -1
        record.markerCoefficient = 0
        record.isShadowed = true
        update(record)
    }

    func adjustShadows(of bound: SimpleBound, by delta: Int) {
        var group = boundGroup(bound.symbol) ?? BoundGroup()
        if bound.side == .lower { group.lowerShadows += delta } else { group.upperShadows += delta }
        setBoundGroup(bound.symbol, group)
    }

    /// Removes a bound's record: a shadowed one just goes; the one in force takes its row
    /// with it and hands its place to the tightest shadow.
    func removeBound(_ info: ConstraintInfo, _ bound: SimpleBound) throws(SolverError) {
        if info.isShadowed {
            unregister(info)
            adjustShadows(of: bound, by: -1)
            return
        }
        removeRow(of: info)
        unregister(info)
        var group = boundGroup(bound.symbol) ?? BoundGroup()
        if bound.side == .lower { group.lower = 0 } else { group.upper = 0 }
        setBoundGroup(bound.symbol, group)
        try promoteTightestShadow(bound.side, of: bound.symbol)
    }

    /// Gives the tightest shadowed bound on `side` (the first added, on a tie) its row and
    /// puts it in force.
    func promoteTightestShadow(_ side: SimpleBound.Side, of symbol: Int32) throws(SolverError) {
        guard let group = boundGroup(symbol),
            (side == .lower ? group.lowerShadows : group.upperShadows) > 0
        else { return }
        var best: (info: ConstraintInfo, bound: SimpleBound)?
        for case let record? in infoList where record.isShadowed {
            guard let bound = simpleBound(record), bound.symbol == symbol, bound.side == side else { continue }
            if best == nil || isTighter(bound, than: best!.bound) { best = (record, bound) }
        }
        guard let (record, bound) = best else { return }
        try unshadow(record, bound, replacing: nil)
    }

    /// Gives a shadowed bound a marker and a row and puts it in force (in place of `replaced`).
    func unshadow(_ info: ConstraintInfo, _ bound: SimpleBound, replacing replaced: ConstraintInfo?) throws(SolverError)
    {
        adjustShadows(of: bound, by: -1)
        var record = info
        record.isShadowed = false
        record.marker = newSymbol(.slack)
        record.markerCoefficient = record.constraint.relation == .lessThanOrEqual ? 1 : -1
        update(record)
        try addRow(for: record)
        try activate(record, as: bound, replacing: replaced)
    }

    /// Whether a constant change of this bound must go through its group: it is shadowed, or
    /// shadows wait behind it.
    func changesGroup(_ info: ConstraintInfo, _ bound: SimpleBound) -> Bool {
        guard !info.isShadowed else { return true }
        guard let group = boundGroup(bound.symbol) else { return false }
        return (bound.side == .lower ? group.lowerShadows : group.upperShadows) > 0
    }

    /// A bound's constant changed where its group is concerned (`changesGroup`): a shadow now
    /// tighter than the bound in force replaces it; the bound in force steps down, and the
    /// tightest of its side (itself again, if it still is) takes its place.
    func setBoundConstant(_ info: ConstraintInfo, _ bound: SimpleBound, to constant: Double) throws(SolverError) {
        var record = info
        record.constant = constant
        if info.isShadowed {
            update(record)
            guard let moved = simpleBound(record), let active = activeBound(bound.side, of: bound.symbol),
                let current = simpleBound(active), isTighter(moved, than: current)
            else { return }
            try unshadow(record, moved, replacing: active)
            return
        }
        var group = boundGroup(bound.symbol) ?? BoundGroup()
        if bound.side == .lower { group.lower = 0 } else { group.upper = 0 }
        setBoundGroup(bound.symbol, group)
        shadow(record, bound)
        try promoteTightestShadow(bound.side, of: bound.symbol)
    }

    /// The variable's bound group. The table's keys are symbols + 1: an `IDTable` key is
    /// never 0, and symbol 0 is a variable like any other.
    func boundGroup(_ symbol: Int32) -> BoundGroup? {
        boundGroups[Int(symbol) + 1]
    }

    /// Journaled change of a variable's bound group (removed when empty).
    func setBoundGroup(_ symbol: Int32, _ group: BoundGroup) {
        if journal.isActive { journal.boundGroups.append((symbol, boundGroup(symbol))) }
        boundGroups[Int(symbol) + 1] = group.isEmpty ? nil : group
    }
}
