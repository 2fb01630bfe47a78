// Many optional equalities on one variable (`A.Width = i @p` for thousands of i): each takes
// two error symbols and a row written in the errors of whichever of them currently wins, so
// every change of winner substitutes through the others' rows. 10,000 of them at random
// priorities took 1.5 s and 50,000 took 103 s; at rising priorities the growth was cubic.
//
// Call an optional equality on a single variable a *preference* (`a·v + b = 0 @p`: v would
// rather be c = −b/a, with weight |a|). Priorities are strictly ordered: a level is optimised
// only over the solutions every higher level leaves. Take the levels that hold preferences
// on v from the top. A level is *pure* when it holds nothing but preferences on v: its
// objective is then Σ wⱼ·|v − cⱼ|, whose minimisers form an interval (a weighted median).
// Walking down, keep B, an interval that contains every value the levels so far may leave
// to v (or that has shrunk to one point, which is then v's value): B starts as everything; a
// pure level turns it into the minimisers of its objective within B; an impure level (one
// that also holds other constraints) turns it back into everything. Levels without
// preferences on v only shrink what v may take, which keeps it inside B. Once B is a single
// point at some level, v is settled there whatever the rest of the system does, and no
// preference on v below that level — the *cut* — can change anything but its own error.
// Those are held shadowed: listed, removable, their constants changeable, but with no errors
// and no row, as looser required bounds are (`Solver+Bounds.swift`).
//
// The walk is redone (`recomputePreferences`) whenever its inputs at or above the cut change:
// a preference on v arriving there, a kept one leaving or changing its constant, or any other
// constraint arriving at a pure level the walk used (its *owner*, in `levels`). A newcomer
// alone at a level above all of v's kept preferences ends the walk at once, by itself (the
// case of rising priorities), without a walk.
//
// A handful of preferences on a variable cost the tableau little, and a real layout has a
// few at most (a height asked for at 750 and a fitting size at 250, say). So nothing of this
// starts until some variable holds `preferenceGate` of them: until then the solver only
// counts preferences per variable, and from then on it also counts the optional constraints
// at each level and lists each variable's preferences.

/// The preferences held on one variable (a plain value, journaled whole).
struct PreferenceGroup: Equatable {
    /// Preferences held, shadowed or not.
    var count = 0
    var shadows = 0
    /// Preferences below this level are shadowed; −∞ when none is.
    var cut = -Double.infinity
    /// The highest level of a preference with a row.
    var keptTop = -Double.infinity
    /// Without a cut the walk is tried again only once the group has grown to this count:
    /// without shadows a preference's row is always right, so a walk is only an economy.
    var nextWalk = Solver.preferenceGate

    var isEmpty: Bool { count == 0 }
}

/// The optional constraints held at one priority level, and the variable whose walk last read
/// this level as pure (−1 for none; it may be stale, which costs one needless walk).
struct LevelState: Equatable {
    var count: Int32 = 0
    var owner: Int32 = -1
}

/// What the walks read besides the records: each variable's preferences, and for a variable
/// with a cut, those that keep a row (constraint ids, in add order; ids of removed ones are
/// skipped, and squeezed out once they are the larger part). Derived from the records, so not
/// journaled: a rollback drops it and it is rebuilt when next needed.
struct PreferenceIndex {
    var lists: [Int32: [Int]] = [:]
    var kept: [Int32: [Int]] = [:]
}

/// An optional equality on a single variable, read as a preferred value for it.
struct Preference {
    let symbol: Int32
    let level: Double
}

/// What becomes of a preference being added.
enum PreferencePlacement {
    /// Registered, shadowed: it is below its variable's cut.
    case shadowed
    /// It takes a row, and nothing else is to be done.
    case plain
    /// It takes a row, after which its variable's walk goes on (`preferenceAdded`); whether it
    /// is above every preference of the variable that has a row.
    case walked(isAbove: Bool)
}

extension Solver {
    /// The number of preferences on one variable from which their levels are walked.
    static let preferenceGate = 8

    /// The preference a record states, if it is an optional equality on one variable.
    func preference(_ info: ConstraintInfo) -> Preference? {
        guard info.termCount == 1, info.constraint.relation == .equal, !info.isRequired else { return nil }
        let cell = termArena[Int(info.termStart)]
        guard cell.coefficient != 0, kinds[Int(cell.symbol)] == .external else { return nil }
        return Preference(symbol: cell.symbol, level: info.level)
    }

    /// Counts a new preference into its variable's group and says what becomes of it: one
    /// below the cut is registered here, shadowed. One lookup and one store of the group for
    /// the usual preference, which is plain.
    @inline(never)
    func placePreference(_ info: inout ConstraintInfo, _ preference: Preference) throws(SolverError)
        -> PreferencePlacement
    {
        info.isPreference = true
        var group = preferenceGroup(preference.symbol) ?? PreferenceGroup()
        group.count += 1
        if group.count >= Self.preferenceGate && !countsLevels { startCountingLevels() }
        if preferenceIndex != nil { preferenceIndex!.lists[preference.symbol, default: []].append(info.constraint.key) }
        if preference.level < group.cut {
            group.shadows += 1
            setPreferenceGroup(preference.symbol, group)
            info.isShadowed = true
            try register(info, key: info.constraint.key)
            return .shadowed
        }
        let isAbove = preference.level > group.keptTop
        group.keptTop = max(group.keptTop, preference.level)
        setPreferenceGroup(preference.symbol, group)
        return group.cut.isFinite || group.count >= Self.preferenceGate ? .walked(isAbove: isAbove) : .plain
    }

    /// A preference of a walked group whose row is now in: it may end the walk by itself
    /// (alone at a level above every kept one), or the walk is redone.
    @inline(never)
    func preferenceAdded(_ info: ConstraintInfo, _ preference: Preference, isAbove: Bool) throws(SolverError) {
        guard var group = preferenceGroup(preference.symbol) else { return }
        let symbol = preference.symbol
        if isAbove && levels?[preference.level]?.count == 1 {
            // The newcomer's level is pure and holds one preference: it settles v at once.
            let previous = group.cut.isFinite ? keptPreferences(of: symbol) : preferences(of: symbol)
            group.cut = preference.level
            setPreferenceGroup(symbol, group)
            setLevelOwner(preference.level, symbol)
            preferenceIndex!.kept[symbol] = [info.constraint.key]
            for record in previous where !record.isShadowed && record.constraint !== info.constraint {
                shadowPreference(record)
            }
            return
        }
        if group.cut.isFinite || group.count >= group.nextWalk {
            try recomputePreferences(of: symbol)
        }
    }

    /// Removes a preference's record; a kept one of a group with a cut redoes the walk.
    func removePreference(_ info: ConstraintInfo) throws(SolverError) {
        let symbol = preferenceSymbol(info)
        if !info.isShadowed { removeRow(of: info) }
        unregister(info)
        var group = preferenceGroup(symbol) ?? PreferenceGroup()
        group.count -= 1
        if info.isShadowed { group.shadows -= 1 }
        setPreferenceGroup(symbol, group.count == 0 ? PreferenceGroup() : group)
        if !info.isShadowed && group.cut.isFinite && group.count > 0 { try recomputePreferences(of: symbol) }
    }

    /// The walk (see the top of this file): finds the cut, shadows the preferences below it
    /// and gives those above it their rows.
    func recomputePreferences(of symbol: Int32) throws(SolverError) {
        guard var group = preferenceGroup(symbol) else { return }
        if !countsLevels { startCountingLevels() }
        var members: [(record: ConstraintInfo, point: Double, weight: Double)] = []
        for record in preferences(of: symbol) {
            let coefficient = termArena[Int(record.termStart)].coefficient
            members.append((record, -record.constant / coefficient, abs(coefficient)))
        }
        var low = -Double.infinity
        var high = Double.infinity
        var cut = -Double.infinity
        var owned: [Double] = []
        var above = Double.infinity
        // Level by level from the top: each pass finds the next lower level holding members.
        while true {
            var level = -Double.infinity
            for member in members where member.record.level < above { level = max(level, member.record.level) }
            guard level > -Double.infinity else { break }
            above = level
            let atLevel = members.filter { $0.record.level == level }
            guard (levels?[level]?.count ?? 0) == Int32(atLevel.count) else {
                low = -Double.infinity
                high = Double.infinity
                continue
            }
            owned.append(level)
            (low, high) = Self.minimisers(of: atLevel.map { ($0.point, $0.weight) }, within: low, high)
            if low == high {
                cut = level
                break
            }
        }
        let kept = members.filter { $0.record.level >= cut }
        group.cut = cut
        group.keptTop = kept.map(\.record.level).max() ?? -Double.infinity
        if !cut.isFinite { group.nextWalk = 2 * group.count }
        setPreferenceGroup(symbol, group)
        if cut.isFinite {
            for level in owned { setLevelOwner(level, symbol) }
            preferenceIndex!.kept[symbol] = kept.map(\.record.constraint.key)
        } else {
            preferenceIndex!.kept[symbol] = nil
        }
        for member in kept where member.record.isShadowed { try unshadowPreference(member.record) }
        for member in members where !member.record.isShadowed && member.record.level < cut {
            shadowPreference(member.record)
        }
    }

    /// The minimisers of Σ wⱼ·|x − cⱼ| over [low, high]: the weighted medians where they
    /// meet the interval, else the interval's end nearest them (the function falls towards
    /// them and rises past them, so that end is the one minimiser).
    static func minimisers(of points: [(Double, Double)], within low: Double, _ high: Double) -> (Double, Double) {
        let sorted = points.sorted { $0.0 < $1.0 }
        let total = sorted.reduce(0) { $0 + $1.1 }
        // x minimises when the weight strictly below it and strictly above it are each at
        // most half the total.
        var first = sorted[0].0
        var below = 0.0
        for point in sorted {
            below += point.1
            if 2 * below >= total { first = point.0; break }
        }
        var last = sorted[sorted.count - 1].0
        var beyond = 0.0
        for point in sorted.reversed() {
            beyond += point.1
            if 2 * beyond >= total { last = point.0; break }
        }
        if last < low { return (low, low) }
        if first > high { return (high, high) }
        return (max(first, low), min(last, high))
    }

    /// Takes a preference's row and errors out and keeps it held.
    func shadowPreference(_ info: ConstraintInfo) {
        holdShadowed(info)
        let symbol = preferenceSymbol(info)
        var group = preferenceGroup(symbol) ?? PreferenceGroup()
        group.shadows += 1
        setPreferenceGroup(symbol, group)
    }

    /// Gives a shadowed preference its errors and row back.
    func unshadowPreference(_ info: ConstraintInfo) throws(SolverError) {
        var record = info
        record.isShadowed = false
        record.marker = newSymbol(.error)
        record.other = newSymbol(.error)
        record.markerCoefficient = -1
        update(record)
        let symbol = preferenceSymbol(info)
        var group = preferenceGroup(symbol) ?? PreferenceGroup()
        group.shadows -= 1
        setPreferenceGroup(symbol, group)
        try addRow(for: record)
    }

    func preferenceSymbol(_ info: ConstraintInfo) -> Int32 {
        termArena[Int(info.termStart)].symbol
    }

    // MARK: - The index

    /// The records of the preferences held on the variable, in add order.
    func preferences(of symbol: Int32) -> [ConstraintInfo] {
        buildPreferenceIndexIfNeeded()
        return records(listed: \.lists, for: symbol)
    }

    /// The preferences on a variable with a cut that keep a row.
    func keptPreferences(of symbol: Int32) -> [ConstraintInfo] {
        buildPreferenceIndexIfNeeded()
        if preferenceIndex!.kept[symbol] == nil {
            preferenceIndex!.kept[symbol] = records(listed: \.lists, for: symbol)
                .filter { !$0.isShadowed }.map(\.constraint.key)
        }
        return records(listed: \.kept, for: symbol)
    }

    private func buildPreferenceIndexIfNeeded() {
        guard preferenceIndex == nil else { return }
        var index = PreferenceIndex()
        for case let record? in infoList where record.isPreference {
            index.lists[preferenceSymbol(record), default: []].append(record.constraint.key)
        }
        preferenceIndex = index
    }

    private func records(listed list: WritableKeyPath<PreferenceIndex, [Int32: [Int]]>, for symbol: Int32)
        -> [ConstraintInfo]
    {
        let keys = preferenceIndex![keyPath: list][symbol] ?? []
        var records: [ConstraintInfo] = []
        records.reserveCapacity(keys.count)
        for key in keys {
            if let sequence = sequenceOf[key], let record = infoList[Int(sequence)] { records.append(record) }
        }
        if records.count * 2 < keys.count { preferenceIndex![keyPath: list][symbol] = records.map(\.constraint.key) }
        return records
    }

    // MARK: - Levels

    /// Starts counting the optional constraints held at each level, and listing preferences
    /// (a rollback of the transaction that started it stops again).
    func startCountingLevels() {
        var counts: [Double: LevelState] = [:]
        for case let record? in infoList where !record.isRequired {
            counts[record.level, default: LevelState()].count += 1
        }
        levels = counts
        countsLevels = true
        buildPreferenceIndexIfNeeded()
        if journal.isActive { journal.startedLevels = true }
    }

    /// A record registered: an optional one counts at its level, and one arriving at a level
    /// another variable's walk read as pure redoes that walk.
    @inline(never)
    func levelArrival(of info: ConstraintInfo) throws(SolverError) {
        guard !info.isRequired else { return }
        let level = info.level
        let old = levels![level]
        var state = old ?? LevelState()
        state.count += 1
        let owner = state.owner
        // A preference on the owner itself is the owner's own business (`preferenceAdded`).
        let isOwn = info.isPreference && preferenceSymbol(info) == owner
        if owner >= 0 && !isOwn { state.owner = -1 }
        setLevel(level, old: old, to: state)
        if owner >= 0 && !isOwn, let group = preferenceGroup(owner), group.cut.isFinite {
            try recomputePreferences(of: owner)
        }
    }

    /// A record unregistered: an optional one leaves its level's count. A level that becomes
    /// pure could let a walk end sooner; nothing needs it to.
    @inline(never)
    func levelDeparture(of info: ConstraintInfo) {
        guard !info.isRequired else { return }
        let level = info.level
        let old = levels![level]
        var state = old ?? LevelState()
        state.count -= 1
        setLevel(level, old: old, to: state)
    }

    private func setLevelOwner(_ level: Double, _ symbol: Int32) {
        let old = levels![level]
        var state = old ?? LevelState()
        state.owner = symbol
        setLevel(level, old: old, to: state)
    }

    private func setLevel(_ level: Double, old: LevelState?, to state: LevelState) {
        if journal.isActive && !journal.startedLevels { journal.levels.append((level, old)) }
        levels![level] = state.count == 0 && state.owner < 0 ? nil : state
    }

    func preferenceGroup(_ symbol: Int32) -> PreferenceGroup? {
        preferenceGroups[Int(symbol) + 1]
    }

    /// Journaled change of a variable's preference group (removed when empty).
    func setPreferenceGroup(_ symbol: Int32, _ group: PreferenceGroup) {
        if journal.isActive { journal.preferenceGroups.append((symbol, preferenceGroup(symbol))) }
        preferenceGroups[Int(symbol) + 1] = group.isEmpty ? nil : group
    }
}
