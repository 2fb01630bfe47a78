/// An incremental Cassowary solver whose priorities are strictly ordered: the objective keeps
/// one coefficient per priority level (`LexCoefficient`) instead of one weighted sum.
///
/// The tableau is sparse: rows hold sorted cells, and a column index (symbol → rows holding
/// it) lets a substitution visit only the rows that contain the symbol, so independent groups
/// of constraints never touch each other. Every public mutation is a transaction: on failure
/// the journal puts every touched row, column and cost back, and the solver is exactly as it
/// was.
public final class Solver {
    // Symbols are dense ids; each array below is indexed by them.
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    /// The row of each basic symbol; nil for non-basic symbols.
    @exclusivity(unchecked) var rows: [Row?] = []
    /// Rows that may contain each symbol. Entries can be stale (the row moved on); readers
    /// check and compact (`liveColumn`).
    @exclusivity(unchecked) var columns: [[Int32]] = []
    /// Reduced cost of each symbol, per priority level.
    @exclusivity(unchecked) var objective: [LexCoefficient] = []
    /// The variable behind each external symbol.
    @exclusivity(unchecked) var variables: [Variable?] = []
    /// Whether each symbol stands for a non-negative variable (`Variable.isNonNegative`),
    /// kept beside the symbols so the watch reads no variable objects. Only as long as the
    /// highest watched symbol: symbols past its end are not watched.
    @exclusivity(unchecked) var signWatched: [Bool] = []
    /// Symbols no longer in use (a removed constraint's marker and error, a forgotten
    /// variable's), handed out again by `newSymbol`: a solver that adds and removes for as long
    /// as an app runs keeps its per-symbol arrays, and every pass over them, as large as what
    /// it holds now.
    @exclusivity(unchecked) var freeSymbols: [Int32] = []
    /// Scratch stamps for de-duplication, one per symbol.
    @exclusivity(unchecked) var stamps: [UInt32] = []
    @exclusivity(unchecked) var stampEpoch: UInt32 = 0

    /// Definitions of external symbols kept outside the tableau (`Solver+Definitions.swift`):
    /// `symbol = constant + Σ cells` over raw symbols, nil for every other symbol.
    @exclusivity(unchecked) var definitions: [Row?] = []
    /// How many definitions mention each symbol.
    @exclusivity(unchecked) var definitionUses: [Int32] = []
    /// Values of defined symbols, worked out on demand for the state `valueToken()` names. Grown to the symbol count
    /// when first asked (`prepareDefinitionCaches`), not with every new symbol.
    @exclusivity(unchecked) var definedValues: [Double] = []
    @exclusivity(unchecked) var definedValueStamps: [Int] = []
    /// Scratch for walking definitions when a value is read, kept between reads.
    @exclusivity(unchecked) var definitionWalk = DefinitionWalk()

    /// The symbol of each variable the solver has met, by variable id.
    @exclusivity(unchecked) var symbolOfVariable = IDIndex()
    /// Constraint records by sequence number (nil once removed), and each held constraint's
    /// sequence number. Arrays keep records in add order without sorting.
    @exclusivity(unchecked) var infoList: [ConstraintInfo?] = []
    /// The sequence number of each held constraint, by constraint id (`sequence(of:)`).
    @exclusivity(unchecked) var sequenceOf = IDIndex()
    /// The terms of every record, back to back.
    @exclusivity(unchecked) var termArena: [Cell] = []
    /// Records dropped since the last compaction of `infoList` and `termArena`.
    @exclusivity(unchecked) var droppedRecords = 0
    @exclusivity(unchecked) var edits = IDTable<EditInfo>()
    /// The required bounds held on single variables, by the variable's symbol + 1
    /// (`Solver+Bounds.swift`).
    @exclusivity(unchecked) var boundGroups = IDTable<BoundGroup>()
    /// The preferences held on single variables, by the variable's symbol + 1, and the
    /// optional constraints per priority level, counted once some variable holds
    /// `preferenceGate` preferences (`Solver+Preferences.swift`).
    @exclusivity(unchecked) var preferenceGroups = IDTable<PreferenceGroup>()
    @exclusivity(unchecked) var levels: [Double: LevelState]?
    /// Whether `levels` is kept: a flag, so the check on every record registered reads no
    /// dictionary.
    @exclusivity(unchecked) var countsLevels = false
    @exclusivity(unchecked) var preferenceIndex: PreferenceIndex?
    /// Off only in tests, to compare with a solver that keeps every preference in the tableau.
    var groupsPreferences = true

    /// Symbols whose cost changed since the last optimum: the only possible entering symbols.
    @exclusivity(unchecked) var enteringCandidates: [Int32] = []
    /// Restricted (or dummy) basic symbols whose constant may have become infeasible.
    @exclusivity(unchecked) var infeasibleRows: [Int32] = []
    /// Phase I's objective while an artificial variable is being driven out.
    @exclusivity(unchecked) var artificialObjective: Row?

    @exclusivity(unchecked) var journal = Journal()
    /// Per symbol, the transaction epoch in which its row, column, cost or links were saved.
    @exclusivity(unchecked) var journalMarks: [JournalMark] = []
    @exclusivity(unchecked) var journalEpoch: UInt32 = 0
    /// Conflict searches build throw-away solvers that must not explain themselves in turn.
    let explainsConflicts: Bool
    /// Whether every required equality gets a dummy marker. Normal solvers leave them
    /// untracked (chains stay sparse); the solver that extracts a conflict certificate needs
    /// every constraint visible in the final row.
    let tracksEqualities: Bool
    /// Counts transactions, so caches of derived facts (pinned symbols) know when to go stale.
    @exclusivity(unchecked) var mutationCount = 0
    @exclusivity(unchecked) var pinCache: (mutation: Int, pinned: [Bool])?
    /// What `determinedValue(of:)` has worked out for the current state.
    @exclusivity(unchecked) var determinedCache: DeterminedCache?
    /// Pivots performed since creation (for benchmarks and tests of incrementality).
    @exclusivity(unchecked) public internal(set) var pivotCount = 0
    /// Rows found redundant (implied by earlier ones) since creation; the rank test of
    /// conflict minimisation counts them.
    @exclusivity(unchecked) var redundantRows = 0
    /// Marker symbols whose constraints, with the failing one, proved the last add infeasible.
    @exclusivity(unchecked) var failureCertificate: [Int32] = []

    public init() {
        explainsConflicts = true
        tracksEqualities = false
    }

    init(explainsConflicts: Bool, tracksEqualities: Bool = false) {
        self.explainsConflicts = explainsConflicts
        self.tracksEqualities = tracksEqualities
    }

    // MARK: - Queries

    /// The value the solution gives `variable` (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return value(ofSymbol: symbol)
    }

    func value(ofSymbol symbol: Int32) -> Double {
        if let row = rows[Int(symbol)] { return row.constant }
        if definitions[Int(symbol)] != nil { return definedValue(symbol) }
        return 0
    }

    public func contains(_ constraint: Constraint) -> Bool { sequence(of: constraint) != nil }

    /// The constraints held, in the order they were added.
    public var constraints: [Constraint] { orderedInfos().map(\.constraint) }

    /// The expression constant currently in force for `constraint`.
    public func constant(of constraint: Constraint) -> Double? { info(constraint)?.constant }

    func orderedInfos() -> [ConstraintInfo] { infoList.compactMap { $0 } }

    // MARK: - Adding

    /// Adds one constraint. A required constraint that cannot hold throws `.unsatisfiable`
    /// with a minimal conflicting set, and leaves the solver untouched.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try add([constraint])
    }

    /// Adds constraints all-or-nothing: if any is rejected, none is added. Without
    /// `explainingConflicts`, an unsatisfiable constraint throws `.unsatisfiable` with no
    /// conflicting set, for callers that only want to know (and would replay the batch).
    public func add(_ batch: [Constraint], explainingConflicts: Bool = true) throws(SolverError) {
        // Duplicates are caught inside the transaction (a batch may hold one twice), so
        // the checks before it are only the ones that need no lookup.
        for constraint in batch { try validateValues(constraint) }
        if batch.count > 64 { reserveCapacity(forConstraints: batch.count) }
        beginTransaction()
        for constraint in batch {
            do throws(SolverError) {
                // A constraint held already, or twice in one batch, is found by `register`.
                try insert(constraint, constant: constraint.expression.constant, tracked: tracksEqualities)
                // Optimising as we go keeps pivots cheap: a pivot's substitutions reach only the
                // rows that exist so far, where one optimisation at the end would push every
                // pivot through every row that later came to depend on it.
                try optimize()
            } catch {
                rollback()
                guard explainingConflicts else { throw error }
                throw explain(
                    error, failing: constraint, constant: constraint.expression.constant,
                    pending: batch.prefix { $0 !== constraint })
            }
        }
        do throws(SolverError) {
            try optimize()
        } catch {
            rollback()
            throw error
        }
        commit()
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        try validateValues(constraint)
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
    }

    /// A priority in 1…1000 and finite numbers.
    func validateValues(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
        guard constraint.hasFiniteValues else { throw .nonFiniteValue(constraint) }
    }

    /// Registers `constraint` and adds its row (without optimizing). An edit variable's
    /// constraint is never a preference: its errors carry the suggestions.
    func insert(_ constraint: Constraint, constant: Double, tracked: Bool, mayPrefer: Bool = true) throws(SolverError) {
        let reduced = constraint.reducedExpression
        let termStart = Int32(termArena.count)
        for index in reduced.terms.indices {
            // By id: the variable object is read only the first time the solver meets it.
            let symbol =
                symbolOfVariable[reduced.terms[index].variableID]
                ?? newExternalSymbol(for: reduced.terms[index].variable)
            termArena.append(Cell(symbol: symbol, coefficient: reduced.terms[index].coefficient))
        }
        var info = ConstraintInfo(
            constraint: constraint, sequence: Int32(infoList.count), constant: constant,
            termStart: termStart, termCount: Int32(reduced.terms.count),
            marker: -1, other: -1, markerCoefficient: 0)
        let required = constraint.priority.isRequired
        // A bound implied by a tighter one held on the same variable takes no row; a tighter
        // one takes the row of the one it implies (`Solver+Bounds.swift`).
        var replacedBound: ConstraintInfo?
        // The cheap half of `simpleBound` first: most constraints name two variables or more.
        let bound =
            reduced.terms.count == 1 && required && constraint.relation != .equal
            ? simpleBound(info) : nil
        if let bound {
            if let active = activeBound(bound.side, of: bound.symbol) {
                guard isTighter(bound, than: simpleBound(active)!) else {
                    info.isShadowed = true
                    try register(info, key: constraint.key)
                    adjustShadows(of: bound, by: 1)
                    return
                }
                replacedBound = active
            }
        }
        // Likewise an optional equality on one variable below the level that settles it
        // (`Solver+Preferences.swift`).
        var preferred: (preference: Preference, isAbove: Bool)?
        if mayPrefer, groupsPreferences, !required, constraint.relation == .equal, reduced.terms.count == 1,
            let preference = preference(info)
        {
            switch try placePreference(&info, preference) {
            case .shadowed: return
            case .plain: break
            case let .walked(isAbove): preferred = (preference, isAbove)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            info.marker = newSymbol(.slack)
            info.markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            if !required { info.other = newSymbol(.error) }
        case .equal:
            if !required {
                info.marker = newSymbol(.error)
                info.other = newSymbol(.error)
                info.markerCoefficient = -1
            } else if tracked {
                info.marker = newSymbol(.dummy)
                info.markerCoefficient = 1
            }
        }
        try register(info, key: constraint.key)
        try addRow(for: info)
        if let bound { try activate(info, as: bound, replacing: replacedBound) }
        if let preferred { try preferenceAdded(info, preferred.preference, isAbove: preferred.isAbove) }
    }

    /// The symbol of `variable`, created on first sight.
    @inline(__always)
    func externalSymbol(for variable: Variable) -> Int32 {
        if let symbol = symbol(of: variable) { return symbol }
        return newExternalSymbol(for: variable)
    }

    @inline(never)
    private func newExternalSymbol(for variable: Variable) -> Int32 {
        let symbol = newSymbol(.external)
        variables[Int(symbol)] = variable
        if variable.isNonNegative {
            // Grown only here: most symbols are slacks and errors, never watched.
            let index = Int(symbol)
            // Element by element: watched sizes arrive a few symbols apart through a build,
            // and a generic `append(contentsOf:)` per symbol cost more than the flags. The
            // array ends at the highest watched symbol, so the watch reads nothing past it.
            while signWatched.count <= index { signWatched.append(false) }
            signWatched[index] = true
        }
        setSymbol(symbol, for: variable.key)
        return symbol
    }

    /// The symbol of `variable` here, if it has one.
    @inline(__always)
    func symbol(of variable: Variable) -> Int32? {
        symbolOfVariable[variable.key]
    }

    /// Room for about `count` more constraints (three symbols and one record each), so a
    /// large build's per-symbol arrays do not grow step by step. Never shrinks, and grows at
    /// least geometrically, so callers reserving chunk by chunk stay linear.
    public func reserveCapacity(forConstraints count: Int) {
        let symbols = kinds.count + 3 * count
        if symbols > kinds.capacity {
            let capacity = max(symbols, 2 * kinds.capacity)
            kinds.reserveCapacity(capacity)
            rows.reserveCapacity(capacity)
            columns.reserveCapacity(capacity)
            objective.reserveCapacity(capacity)
            variables.reserveCapacity(capacity)
            stamps.reserveCapacity(capacity)
            journalMarks.reserveCapacity(capacity)
            definitions.reserveCapacity(capacity)
            definitionUses.reserveCapacity(capacity)
        }
        if infoList.count + count > infoList.capacity {
            infoList.reserveCapacity(max(infoList.count + count, 2 * infoList.capacity))
        }
        // About one new variable per constraint in a layout; the tables grow geometrically
        // on their own, this only spares the rehashes of a large build.
        sequenceOf.reserveCapacity(sequenceOf.count + count)
        symbolOfVariable.reserveCapacity(symbolOfVariable.count + count)
    }

    func newSymbol(_ kind: SymbolKind) -> Int32 {
        if !freeSymbols.isEmpty, let symbol = freeSymbols.popLast() {
            if journal.isActive { journal.reusedSymbols.append(symbol) }
            resetSymbol(symbol, to: kind)
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        objective.append(LexCoefficient()) // not `.zero`: a static's lazy-init check per symbol
        variables.append(nil)
        stamps.append(0)
        journalMarks.append(JournalMark())
        definitions.append(nil)
        definitionUses.append(0)
        return symbol
    }

    /// A fresh epoch for the scratch stamps.
    func nextStamp() -> UInt32 {
        if stampEpoch == UInt32.max {
            for index in stamps.indices { stamps[index] = 0 }
            stampEpoch = 0
        }
        stampEpoch += 1
        return stampEpoch
    }
}
