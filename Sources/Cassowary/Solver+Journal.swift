// Every change to solver state goes through these helpers, so a transaction can record the
// first value of whatever it touches and put it back on failure. Symbols created inside the
// transaction need no record: rollback truncates them away.

extension Solver {
    func beginTransaction() {
        mutationCount &+= 1
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for index in journalMarks.indices { journalMarks[index] = JournalMark() }
            journalEpoch = 1
        }
        journal.clear()
        journal.isActive = true
        journal.epoch = journalEpoch
        journal.symbolCount = kinds.count
        journal.recordCount = infoList.count
        journal.termCount = termArena.count
    }

    func commit() {
        freeSymbols.append(contentsOf: journal.freedSymbols)
        journal.clear()
        compactRecordsIfWorthwhile()
        enteringCandidates.removeAll(keepingCapacity: true)
        infeasibleRows.removeAll(keepingCapacity: true)
    }

    func rollback() {
        guard journal.isActive else { return }
        let log = journal
        journal.clear()
        for saved in log.rows where Int(saved.symbol) < log.symbolCount { rows[Int(saved.symbol)] = saved.row }
        // After the rows: a row saved whole later in the transaction holds a shifted constant.
        for saved in log.constants where Int(saved.symbol) < log.symbolCount && rows[Int(saved.symbol)] != nil {
            rows[Int(saved.symbol)]!.constant = saved.constant
        }
        for (symbol, column) in log.columns where Int(symbol) < log.symbolCount {
            columns[Int(symbol)] = column
        }
        for (symbol, cost) in log.costs where Int(symbol) < log.symbolCount {
            objective[Int(symbol)] = cost
        }
        for (symbol, definition) in log.definitions.reversed() where Int(symbol) < log.symbolCount {
            definitions[Int(symbol)] = definition
        }
        for (symbol, uses) in log.definitionUses.reversed() where Int(symbol) < log.symbolCount {
            definitionUses[Int(symbol)] = uses
        }
        // Variables first met in this transaction have new symbols (truncated below) or ones
        // from the free list (given back below): the table forgets them either way.
        for symbol in log.symbolCount..<kinds.count {
            if let variable = variables[symbol] { symbolOfVariable[variable.key] = nil }
        }
        for symbol in log.reusedSymbols {
            if let variable = variables[Int(symbol)] { symbolOfVariable[variable.key] = nil }
        }
        // Symbols taken from the free list go back to it, in the order they were taken.
        for symbol in log.reusedSymbols.reversed() {
            resetSymbol(symbol, to: kinds[Int(symbol)])
            freeSymbols.append(symbol)
        }
        let count = log.symbolCount
        kinds.removeSubrange(count...)
        definitions.removeSubrange(count...)
        definitionUses.removeSubrange(count...)
        if definedValues.count > count {
            definedValues.removeSubrange(count...)
            definedValueStamps.removeSubrange(count...)
        }
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
        objective.removeSubrange(count...)
        variables.removeSubrange(count...)
        if signWatched.count > count { signWatched.removeSubrange(count...) }
        stamps.removeSubrange(count...)
        journalMarks.removeSubrange(count...)
        for case let info? in infoList[log.recordCount...] { sequenceOf[info.constraint.key] = nil }
        for (sequence, info) in log.infos.reversed() where Int(sequence) < log.recordCount {
            infoList[Int(sequence)] = info
        }
        infoList.removeSubrange(log.recordCount...)
        termArena.removeSubrange(log.termCount...)
        for (key, sequence) in log.keys.reversed() { sequenceOf[key] = sequence }
        for (key, edit) in log.edits.reversed() { edits[key] = edit }
        for (symbol, group) in log.boundGroups.reversed() { boundGroups[Int(symbol) + 1] = group }
        for (symbol, group) in log.preferenceGroups.reversed() { preferenceGroups[Int(symbol) + 1] = group }
        if !log.preferenceGroups.isEmpty { preferenceIndex = nil }
        if log.startedLevels {
            levels = nil
            countsLevels = false
        } else if countsLevels {
            for (level, state) in log.levels.reversed() { levels![level] = state }
        }
        artificialObjective = nil
        enteringCandidates.removeAll(keepingCapacity: true)
        infeasibleRows.removeAll(keepingCapacity: true)
    }

    private func isNew(_ symbol: Int32) -> Bool {
        Int(symbol) >= journal.symbolCount
    }

    private func saveRow(_ symbol: Int32) {
        guard journal.isActive, !isNew(symbol), journalMarks[Int(symbol)].row != journal.epoch else { return }
        journalMarks[Int(symbol)].row = journal.epoch
        journal.rows.append(SavedRow(symbol: symbol, row: rows[Int(symbol)]))
    }

    /// Changes a basic symbol's row constant in place, journaling only the old constant: a
    /// resize moves the constant of every row that mentions an edit, and nothing else.
    func shiftRowConstant(_ symbol: Int32, by change: Double) {
        let index = Int(symbol)
        guard rows[index] != nil else { return }
        if journal.isActive, !isNew(symbol), journalMarks[index].row != journal.epoch,
            journalMarks[index].constant != journal.epoch
        {
            journalMarks[index].constant = journal.epoch
            journal.constants.append(SavedConstant(symbol: symbol, constant: rows[index]!.constant))
        }
        rows[index]!.constant = rows[index]!.constant + change
    }

    private func saveColumn(_ symbol: Int32) {
        guard journal.isActive, !isNew(symbol), journalMarks[Int(symbol)].column != journal.epoch else { return }
        journalMarks[Int(symbol)].column = journal.epoch
        journal.columns.append((symbol, columns[Int(symbol)]))
    }

    private func saveCost(_ symbol: Int32) {
        guard journal.isActive, !isNew(symbol), journalMarks[Int(symbol)].cost != journal.epoch else { return }
        journalMarks[Int(symbol)].cost = journal.epoch
        journal.costs.append((symbol, objective[Int(symbol)]))
    }

    // MARK: - Rows and columns

    func setRow(_ symbol: Int32, _ row: Row?) {
        saveRow(symbol)
        rows[Int(symbol)] = row
    }

    /// Mutates a basic symbol's row in place (moved out first, so no copy is made).
    func updateRow(_ symbol: Int32, _ body: (inout Row) -> Void) {
        saveRow(symbol)
        guard var row = rows[Int(symbol)] else { return }
        rows[Int(symbol)] = nil
        body(&row)
        rows[Int(symbol)] = row
    }

    func appendColumn(_ symbol: Int32, _ basic: Int32) {
        saveColumn(symbol)
        // Room for a few rows at once: most columns stay short, and growing one entry at a
        // time would reallocate at one, two and four.
        if columns[Int(symbol)].capacity == 0 { columns[Int(symbol)].reserveCapacity(4) }
        columns[Int(symbol)].append(basic)
    }

    /// Whether no row holds `symbol`: `liveColumn(symbol).isEmpty`, without building or
    /// compacting the column.
    func isInNoRow(_ symbol: Int32) -> Bool {
        if columns[Int(symbol)].isEmpty { return true }
        for basic in columns[Int(symbol)] where rows[Int(basic)]?.contains(symbol) == true { return false }
        return true
    }

    func setColumn(_ symbol: Int32, _ column: [Int32]) {
        saveColumn(symbol)
        columns[Int(symbol)] = column
    }

    /// Records `basic` in the column of every symbol of its row.
    func indexRow(_ basic: Int32, _ row: Row) {
        for cell in row.cells { appendColumn(cell.symbol, basic) }
    }

    /// The rows that currently contain `symbol`, in ascending order, with the stored column
    /// compacted to exactly them.
    func liveColumn(_ symbol: Int32) -> [Int32] {
        let stored = columns[Int(symbol)]
        if stored.isEmpty { return stored }
        // Usually the stored column is exact already (ascending, every row still holding the
        // symbol): then it is returned as it is, without building a new array.
        var exact = true
        var previous: Int32 = -1
        for basic in stored {
            guard basic > previous, let row = rows[Int(basic)], row.contains(symbol) else {
                exact = false
                break
            }
            previous = basic
        }
        if exact { return stored }
        let stamp = nextStamp()
        var live: [Int32] = []
        live.reserveCapacity(stored.count)
        for basic in stored where stamps[Int(basic)] != stamp {
            stamps[Int(basic)] = stamp
            if let row = rows[Int(basic)], row.contains(symbol) { live.append(basic) }
        }
        live.sort()
        setColumn(symbol, live)
        return live
    }

    // MARK: - Definitions

    /// Sets or clears a symbol's definition, keeping the use counts of what it mentions.
    func setDefinition(_ symbol: Int32, _ definition: Row?) {
        if let old = definitions[Int(symbol)] {
            for cell in old.cells { changeUses(of: cell.symbol, by: -1) }
        }
        if journal.isActive && Int(symbol) < journal.symbolCount {
            journal.definitions.append((symbol, definitions[Int(symbol)]))
        }
        definitions[Int(symbol)] = definition
        if let definition {
            for cell in definition.cells { changeUses(of: cell.symbol, by: 1) }
        }
    }

    private func changeUses(of symbol: Int32, by delta: Int32) {
        if journal.isActive && Int(symbol) < journal.symbolCount {
            journal.definitionUses.append((symbol, definitionUses[Int(symbol)]))
        }
        definitionUses[Int(symbol)] += delta
    }

    // MARK: - Costs

    func setCost(_ symbol: Int32, _ cost: LexCoefficient) {
        saveCost(symbol)
        objective[Int(symbol)] = cost
        if !cost.isZero { enteringCandidates.append(symbol) }
    }

    func addCost(_ symbol: Int32, _ cost: LexCoefficient, times factor: Double) {
        var updated = objective[Int(symbol)]
        updated.add(cost, times: factor)
        setCost(symbol, updated)
    }

    // MARK: - Bookkeeping

    func setEdit(_ key: Int, _ edit: EditInfo?) {
        if journal.isActive { journal.edits.append((key, edits[key])) }
        edits[key] = edit
    }

    /// Not journaled: a rollback forgets the variables of the symbols it truncates or gives
    /// back to the free list (`rollback()`).
    func setSymbol(_ symbol: Int32, for key: Int) {
        symbolOfVariable[key] = symbol
    }
}
