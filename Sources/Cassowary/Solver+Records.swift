// The solver's records of the constraints it holds, kept in add order in flat arrays (one
// record per constraint, terms back to back in one arena) so that building, listing and
// tearing down large systems does not pay for an allocation per constraint.

extension Solver {
    func info(_ constraint: Constraint) -> ConstraintInfo? {
        guard let sequence = sequence(of: constraint) else { return nil }
        return infoList[Int(sequence)]
    }

    /// The record index of a held constraint: by its hint when this solver's record there is
    /// the constraint's (as `symbol(of:)` trusts a variable's), else from the table.
    func sequence(of constraint: Constraint) -> Int32? {
        let hint = constraint.recordHint.load(ordering: .relaxed) - 1
        if hint >= 0, hint < infoList.count, infoList[hint]?.constraint === constraint { return Int32(hint) }
        return sequenceOf[constraint.key]
    }

    func terms(of info: ConstraintInfo) -> ArraySlice<Cell> {
        termArena[Int(info.termStart)..<Int(info.termStart + info.termCount)]
    }

    /// Appends a new record (its sequence is the next index).
    func register(_ info: ConstraintInfo) {
        infoList.append(info)
        // The first solver to hold a constraint keeps its index in the constraint; a rollback
        // truncates the record, which is all the hint's check needs.
        let hinted = info.constraint.recordHint.compareExchange(
            expected: 0, desired: Int(info.sequence) + 1, ordering: .relaxed).exchanged
        guard !hinted else { return }
        if journal.isActive { journal.keys.append((info.constraint.key, nil)) }
        sequenceOf[info.constraint.key] = info.sequence
    }

    func update(_ info: ConstraintInfo) {
        if journal.isActive { journal.infos.append((info.sequence, infoList[Int(info.sequence)])) }
        infoList[Int(info.sequence)] = info
    }

    func unregister(_ info: ConstraintInfo) {
        if journal.isActive {
            journal.infos.append((info.sequence, infoList[Int(info.sequence)]))
            journal.keys.append((info.constraint.key, info.sequence))
        }
        infoList[Int(info.sequence)] = nil
        sequenceOf[info.constraint.key] = nil
        droppedRecords += 1
    }

    /// Squeezes out removed records once they outnumber the live ones (outside transactions,
    /// so the journal never sees renumbering). Amortised O(1) per removal. Renumbered records
    /// go into the table: hints stay as they are (copies made earlier still rely on them).
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
