// The solver's records of the constraints it holds, kept in add order in flat arrays (one
// record per constraint, terms back to back in one arena) so that building, listing and
// tearing down large systems does not pay for an allocation per constraint.

extension Solver {
    func info(_ constraint: Constraint) -> ConstraintInfo? {
        guard let sequence = sequence(of: constraint) else { return nil }
        return infoList[Int(sequence)]
    }

    /// The record index of a held constraint.
    @inline(__always)
    func sequence(of constraint: Constraint) -> Int32? {
        sequenceOf[constraint.key]
    }

    func terms(of info: ConstraintInfo) -> ArraySlice<Cell> {
        termArena[Int(info.termStart)..<Int(info.termStart + info.termCount)]
    }

    /// Appends a new record (its sequence is the next index); a constraint held already is
    /// a duplicate (found here, by the one lookup the record needs anyway). Not journaled:
    /// a rollback forgets the records past the transaction's start (`rollback()`).
    /// `key` is `info.constraint.key`, passed in: reading it through the record here made a
    /// second copy of the record (and a retain) for every constraint added.
    @inline(__always)
    func register(_ info: ConstraintInfo, key: Int) throws(SolverError) {
        guard sequenceOf.insertIfAbsent(info.sequence, for: key) else {
            throw .duplicateConstraint(info.constraint)
        }
        infoList.append(info)
        if countsLevels { try levelArrival(of: info) }
    }

    func update(_ info: ConstraintInfo) {
        if journal.isActive { journal.infos.append((info.sequence, infoList[Int(info.sequence)])) }
        infoList[Int(info.sequence)] = info
    }

    func unregister(_ info: ConstraintInfo) {
        if journal.isActive {
            journal.infos.append((info.sequence, infoList[Int(info.sequence)]))
            // A record of this transaction had no key before it.
            let isNew = Int(info.sequence) >= journal.recordCount
            journal.keys.append((info.constraint.key, isNew ? nil : info.sequence))
        }
        infoList[Int(info.sequence)] = nil
        sequenceOf[info.constraint.key] = nil
        droppedRecords += 1
        if countsLevels { levelDeparture(of: info) }
    }

    /// Squeezes out removed records once they outnumber the live ones (outside transactions,
    /// so the journal never sees renumbering). Amortised O(1) per removal.
    func compactRecordsIfWorthwhile() {
        guard droppedRecords > 1024, droppedRecords * 2 > infoList.count else { return }
        var records: [ConstraintInfo?] = []
        var arena: [Cell] = []
        records.reserveCapacity(infoList.count - droppedRecords)
        for case var info? in infoList {
            let start = Int32(arena.count)
            arena.append(contentsOf: terms(of: info))
            info.termStart = start
            info.sequence = Int32(records.count)
            sequenceOf[info.constraint.key] = info.sequence
            records.append(info)
        }
        infoList = records
        termArena = arena
        droppedRecords = 0
    }
}
