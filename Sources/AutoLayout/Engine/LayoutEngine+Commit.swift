import Cassowary

// Adding to the solver: one constraint at a time for live changes, in chunks of one
// transaction while building, and a required constraint that cannot hold broken and reported.

extension LayoutEngine {
    /// Translates and adds a model constraint; while building, it is `buildModels[buildIndex]`
    /// and is queued.
    func add(_ constraint: LayoutConstraint, buildIndex: Int? = nil) {
        if isRegistered { constraint.engine = self }
        guard isInstalled(constraint) else { return }
        let solverConstraint: Constraint
        do {
            solverConstraint = try self.solverConstraint(for: constraint)
        } catch {
            // Activation validated the constraint; what cannot be translated now (an item
            // that left the tree) is reported, not dropped.
            diagnostics.append(
                .untranslatable(
                    constraint: constraint.description, constraintID: constraint.constraintID,
                    reason: error.description))
            return
        }
        if batch != nil {
            enqueue(solverConstraint, model: buildIndex)
            return
        }
        commitNow(solverConstraint, constraint)
    }

    /// Adds one solver constraint now; a required one that cannot hold is reported broken.
    func commitNow(_ solverConstraint: Constraint, _ model: LayoutConstraint?) {
        do {
            try solver.add(solverConstraint)
            if let model { translated[model.constraintID] = solverConstraint }
        } catch {
            // A pipelined build recorded the translation ahead of the solver.
            if let model { translated.removeValue(forKey: model.constraintID) }
            guard case let .unsatisfiable(_, conflict) = error else {
                diagnostics.append(
                    .rejected(
                        constraint: label(of: solverConstraint), constraintID: model?.constraintID,
                        reason: error.description))
                return
            }
            if let model { broken.insert(model.constraintID) }
            // The size floors are implicit, as in UIKit: never listed, and given for every
            // view, floored in the solver or not (SPEC §3).
            let listed = conflict.filter { !$0.isImplicit }
            conflictRecords.append(
                ConflictRecord(
                    conflict: Layout.Conflict(
                        broken: label(of: solverConstraint), constraints: listed.map(label(of:)),
                        brokenConstraintID: model?.constraintID,
                        brokenItemIDs: model.map { [$0.firstItem.itemID] + ($0.secondItem.map { [$0.itemID] } ?? []) }
                            ?? [],
                        constraintIDs: modelIDs(of: listed, failing: solverConstraint, model: model)),
                    brokenSolverConstraint: solverConstraint, members: listed, brokenModel: model))
        }
    }

    /// The model constraint behind each of `members`: the failing one is `model` (already
    /// taken out of `translated`), the others are looked up in `translated` by solver id.
    /// Conflicts are rare, so one pass over the table each time costs nothing that matters.
    func modelIDs(of members: [Constraint], failing: Constraint, model: LayoutConstraint?) -> [Int?] {
        var modelBySolverID: [Int: Int] = [:]
        translated.forEach { modelID, constraint in modelBySolverID[constraint.id] = modelID }
        return members.map { $0 === failing ? model?.constraintID : modelBySolverID[$0.id] }
    }

    /// How a solver constraint is shown in reports.
    func label(of constraint: Constraint) -> String {
        labels[constraint.id] ?? constraint.description
    }

    /// Adds a constraint the engine itself needs (guides, autoresizing, intrinsic sizes);
    /// without `label`, reports show the constraint's own.
    @discardableResult
    func addSystem(_ constraint: Constraint, label: String? = nil) -> Constraint {
        if let label { labels[constraint.id] = label }
        if batch != nil {
            enqueue(constraint, model: nil)
        } else {
            commitNow(constraint, nil)
        }
        return constraint
    }

    /// Constraints per solver transaction while building: large enough that a transaction's
    /// bookkeeping is paid rarely, small enough that a large build's pipeline
    /// (`BuildPipeline`) starts the solver early and leaves it little to finish at the end.
    static let batchLimit = 256

    /// Queues a constraint of the build; a full chunk goes into the solver (or to the
    /// pipeline's solver thread).
    private func enqueue(_ solverConstraint: Constraint, model index: Int?) {
        batch?.append(solverConstraint, model: index)
        // The pipeline's thread touches only the solver: the translation is recorded here,
        // and taken back when the replay of a rejected chunk breaks the constraint.
        if pipeline != nil, let index { translated[buildModels[index].constraintID] = solverConstraint }
        if let count = batch?.count, count >= Self.batchLimit {
            flushBatch()
            batch = BuildChunk(capacity: Self.batchLimit)
        }
    }

    /// Sends the queued constraints on: to the pipeline while one runs, else into the solver.
    func flushBatch() {
        guard let items = batch else { return }
        batch = nil
        if let pipeline {
            pipeline.submit(items)
        } else {
            flush(items)
        }
    }

    /// Adds a chunk in one solver transaction. If that fails, some required constraint cannot
    /// hold: replay them one by one, in order, so the first that cannot hold with those
    /// before it is the one broken, exactly as without batching (a chunk that succeeds is the
    /// same sequence of additions as one at a time).
    func flush(_ chunk: BuildChunk) {
        if addToSolver(chunk) {
            for index in 0..<chunk.count {
                if let model = chunk.model(at: index) {
                    translated[buildModels[model].constraintID] = chunk.constraints[index]
                }
            }
        } else {
            for index in 0..<chunk.count {
                commitNow(chunk.constraints[index], chunk.model(at: index).map { buildModels[$0] })
            }
        }
    }

    /// Adds a chunk all or nothing. Touches only the solver: the pipeline runs it on its
    /// own thread. A rejected chunk is replayed one constraint at a time, which explains the
    /// conflict; so the solver is not asked to explain it here.
    func addToSolver(_ chunk: BuildChunk) -> Bool {
        do {
            try solver.add(chunk.constraints, explainingConflicts: false)
            return true
        } catch {
            return false
        }
    }

    /// Whether the model constraint is in effect (active, and not broken in a conflict).
    public func isSatisfied(_ constraint: LayoutConstraint) -> Bool {
        enforceSizeFloors()
        return translated[constraint.constraintID] != nil
    }
}
