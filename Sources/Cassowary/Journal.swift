/// The undo log of one transaction: the first value of everything it changed.
struct Journal {
    let epoch: UInt32
    let symbolCount: Int
    let sequence: Int
    var rows: [(Int32, Row?)] = []
    var columns: [(Int32, [Int32])] = []
    var costs: [(Int32, LexCoefficient)] = []
    var links: [(Int32, [ObjectIdentifier])] = []
    var infos: [ObjectIdentifier: ConstraintInfo?] = [:]
    var edits: [ObjectIdentifier: EditInfo?] = [:]
    var variables: [ObjectIdentifier] = []
}

/// Which parts of one symbol's state the current transaction has saved already.
struct JournalMark {
    var row: UInt32 = 0
    var column: UInt32 = 0
    var cost: UInt32 = 0
    var links: UInt32 = 0
}
