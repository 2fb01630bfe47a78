// Forgetting variables, and the tableau's size: what lets a long-lived solver (a view tree
// that adds and removes views for as long as an app runs) stay as large as what it holds.

extension Solver {
    /// Drops a variable that no held constraint mentions any more (its rows and columns are
    /// gone with those constraints), so the solver keeps nothing for it. Returns false, and
    /// keeps the variable, while a constraint, an edit or a definition still refers to it.
    @discardableResult
    public func forget(_ variable: Variable) -> Bool {
        guard !journal.isActive, let symbol = symbol(of: variable) else { return false }
        let index = Int(symbol)
        guard rows[index] == nil, definitions[index] == nil, definitionUses[index] == 0,
            edits[variable.key] == nil, isInNoRow(symbol)
        else { return false }
        symbolOfVariable[variable.key] = nil
        resetSymbol(symbol, to: .external)
        freeSymbols.append(symbol)
        mutationCount &+= 1
        return true
    }

    /// A symbol nothing refers to any more: free for `newSymbol` once the transaction that
    /// freed it commits (a rollback may still need it as it was).
    func releaseSymbol(_ symbol: Int32) {
        if journal.isActive {
            journal.freedSymbols.append(symbol)
        } else {
            freeSymbols.append(symbol)
        }
    }

    /// Puts a symbol in the state of a new one of `kind` (no row, column, cost, variable or
    /// definition). Not journaled: callers journal what they do with it afterwards.
    func resetSymbol(_ symbol: Int32, to kind: SymbolKind) {
        let index = Int(symbol)
        kinds[index] = kind
        rows[index] = nil
        columns[index] = []
        objective[index] = .zero
        variables[index] = nil
        if index < signWatched.count { signWatched[index] = false }
        journalMarks[index] = JournalMark()
        definitions[index] = nil
        definitionUses[index] = 0
    }

    /// Symbols in use (the per-symbol arrays are this large plus the free ones).
    public var symbolCount: Int { kinds.count - freeSymbols.count }

    /// Changes whenever the solver's state may have changed (every transaction).
    public var revision: Int { mutationCount }

    /// How many variables the solver knows.
    public var variableCount: Int { symbolOfVariable.count }

    /// The tableau's size: its rows (basic symbols, and definitions kept outside it) and its
    /// columns (symbols that appear in at least one row or definition).
    public var tableauSize: (rows: Int, columns: Int) {
        var rowCount = 0
        let stamp = nextStamp()
        var columnCount = 0
        func count(_ row: Row) {
            rowCount += 1
            for cell in row.cells where stamps[Int(cell.symbol)] != stamp {
                stamps[Int(cell.symbol)] = stamp
                columnCount += 1
            }
        }
        for row in rows { if let row { count(row) } }
        for definition in definitions { if let definition { count(definition) } }
        return (rowCount, columnCount)
    }
}
