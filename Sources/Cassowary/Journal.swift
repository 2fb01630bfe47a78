/// The undo log of one transaction: the first value of everything it changed. One instance
/// lives as long as its solver and keeps its buffers between transactions.
struct Journal {
    var isActive = false
    var epoch: UInt32 = 0
    var symbolCount = 0
    var recordCount = 0
    var termCount = 0
    var rows: [SavedRow] = []
    /// Row constants changed in place (`shiftRowConstant`), restored after the rows.
    var constants: [SavedConstant] = []
    var columns: [(Int32, [Int32])] = []
    var costs: [(Int32, LexCoefficient)] = []
    /// Earlier definitions and use counts, restored newest first.
    var definitions: [(Int32, Row?)] = []
    var definitionUses: [(Int32, Int32)] = []
    /// Earlier values of records and keys; restored newest first, so anything saved twice
    /// ends with its oldest value.
    var infos: [(Int32, ConstraintInfo?)] = []
    var keys: [(Int, Int32?)] = []
    var edits: [(Int, EditInfo?)] = []
    /// Earlier bound groups, by variable symbol; restored newest first.
    var boundGroups: [(Int32, BoundGroup?)] = []
    /// Earlier preference groups and level states, restored newest first; whether this
    /// transaction started counting levels (rollback stops again).
    var preferenceGroups: [(Int32, PreferenceGroup?)] = []
    var levels: [(Double, LevelState?)] = []
    var startedLevels = false
    /// Free symbols this transaction took (rollback frees them again) and symbols it freed
    /// (free for reuse only once it commits).
    var reusedSymbols: [Int32] = []
    var freedSymbols: [Int32] = []

    mutating func clear() {
        isActive = false
        // Most transactions (one constraint added) touch few of these: clearing an empty
        // array still costs a call, paid once per transaction.
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        if !constants.isEmpty { constants.removeAll(keepingCapacity: true) }
        if !columns.isEmpty { columns.removeAll(keepingCapacity: true) }
        if !costs.isEmpty { costs.removeAll(keepingCapacity: true) }
        if !definitions.isEmpty { definitions.removeAll(keepingCapacity: true) }
        if !definitionUses.isEmpty { definitionUses.removeAll(keepingCapacity: true) }
        if !infos.isEmpty { infos.removeAll(keepingCapacity: true) }
        if !keys.isEmpty { keys.removeAll(keepingCapacity: true) }
        if !edits.isEmpty { edits.removeAll(keepingCapacity: true) }
        if !boundGroups.isEmpty { boundGroups.removeAll(keepingCapacity: true) }
        if !preferenceGroups.isEmpty { preferenceGroups.removeAll(keepingCapacity: true) }
        if !levels.isEmpty { levels.removeAll(keepingCapacity: true) }
        startedLevels = false
        if !reusedSymbols.isEmpty { reusedSymbols.removeAll(keepingCapacity: true) }
        if !freedSymbols.isEmpty { freedSymbols.removeAll(keepingCapacity: true) }
    }
}

/// Which parts of one symbol's state the current transaction has saved already.
/// A row as it was when a transaction first touched it. A struct, not a tuple: clearing the
/// journal then destroys its entries with specialised code, not the runtime's generic one.
struct SavedRow {
    var symbol: Int32
    var row: Row?
}

/// A row's constant as it was before a transaction shifted it in place.
struct SavedConstant {
    var symbol: Int32
    var constant: Double
}

struct JournalMark {
    var row: UInt32 = 0
    var constant: UInt32 = 0
    var column: UInt32 = 0
    var cost: UInt32 = 0
}
