// What-if questions for diagnostics ("what if the other constraint had been broken?", "would
// this constraint pin that view?") are asked of a copy, so the solver being explained never
// changes. Every piece of state is a value, copied on write: a copy costs nothing until one
// side changes, and then only the arrays that change.

extension Solver {
    /// An independent solver in the same state.
    public func copy() -> Solver {
        let other = Solver(explainsConflicts: explainsConflicts, tracksEqualities: tracksEqualities)
        other.kinds = kinds
        other.rows = rows
        other.columns = columns
        other.definitions = definitions
        other.definitionUses = definitionUses
        other.definedValues = definedValues
        other.definedValueStamps = definedValueStamps
        other.objective = objective
        other.variables = variables
        other.signWatched = signWatched
        other.stamps = stamps
        other.freeSymbols = freeSymbols
        other.stampEpoch = stampEpoch
        other.symbolOfVariable = symbolOfVariable
        other.infoList = infoList
        other.sequenceOf = sequenceOf
        other.termArena = termArena
        other.droppedRecords = droppedRecords
        other.edits = edits
        other.boundGroups = boundGroups
        other.preferenceGroups = preferenceGroups
        other.levels = levels
        other.countsLevels = countsLevels
        other.preferenceIndex = preferenceIndex
        other.groupsPreferences = groupsPreferences
        other.enteringCandidates = enteringCandidates
        other.infeasibleRows = infeasibleRows
        other.artificialObjective = artificialObjective
        other.journal = journal
        other.journalMarks = journalMarks
        other.journalEpoch = journalEpoch
        other.mutationCount = mutationCount
        other.pinCache = pinCache
        other.pivotCount = pivotCount
        other.redundantRows = redundantRows
        other.failureCertificate = failureCertificate
        return other
    }
}
