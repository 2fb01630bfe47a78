import Cassowary

// Keeping the solver in step with a live model: constraints activated, deactivated or
// changed, views added and removed, and a new environment.

extension LayoutEngine {
    func constraintActivated(_ constraint: LayoutConstraint) {
        guard !isCollectingModel else { return }
        // Views join through `subtreeAdded`; these cover items met before the engine was.
        if let first = constraint.firstItem.owningView { ensureView(first) }
        if let second = constraint.secondItem?.owningView { ensureView(second) }
        add(constraint)
        needsRemeasure = true
    }

    func constraintDeactivated(_ constraint: LayoutConstraint) {
        forgetTranslation(of: constraint)
        constraint.engine = nil
    }

    /// Takes a model constraint's solver constraint out (or its conflict, if it was broken).
    func forgetTranslation(of constraint: LayoutConstraint) {
        let id = constraint.constraintID
        broken.remove(id)
        conflictRecords.removeAll { $0.conflict.brokenConstraintID == constraint.constraintID }
        if let solverConstraint = translated.removeValue(forKey: id) {
            removeFromSolver(solverConstraint)
        }
    }

    /// Removes a constraint the solver holds; a removal the solver refuses is reported.
    func removeFromSolver(_ constraint: Constraint) {
        labels.removeValue(forKey: constraint.id)
        autoresizingViews.removeValue(forKey: constraint.id)
        guard solver.contains(constraint) else { return }
        do {
            try solver.remove(constraint)
        } catch {
            diagnostics.append(
                .rejected(constraint: label(of: constraint), constraintID: nil, reason: error.description))
        }
    }

    func constantChanged(_ constraint: LayoutConstraint) {
        if broken.contains(constraint.constraintID) {
            // A broken constraint is tried again with its new constant.
            forgetTranslation(of: constraint)
            add(constraint)
            needsRemeasure = true
            return
        }
        guard let current = translated[constraint.constraintID] else { return }
        let rebuilt: Constraint
        do {
            rebuilt = try solverConstraint(for: constraint)
        } catch {
            forgetTranslation(of: constraint)
            diagnostics.append(
                .untranslatable(
                    constraint: constraint.description, constraintID: constraint.constraintID,
                    reason: error.description))
            return
        }
        // The expression's constant is the only thing that moved; change it in place.
        do {
            try solver.setConstant(current, to: rebuilt.expression.constant)
        } catch {
            forgetTranslation(of: constraint)
            add(constraint)
        }
        needsRemeasure = true
    }

    // MARK: - Views joining and leaving

    /// A subtree joined the engine's tree: its views' own constraints go in, then the
    /// active constraints held inside it, in activation order.
    func subtreeAdded(_ subtree: View) {
        var held: [LayoutConstraint] = []
        subtree.visit { view in
            ensureView(view)
            held.append(contentsOf: view.constraints)
            noteDeferredArrangement(of: view)
        }
        held.sort { $0.activationStamp < $1.activationStamp }
        for constraint in held { add(constraint) }
        needsRemeasure = true
    }

    /// A subtree is leaving the engine's tree (its constraints to the rest are already
    /// deactivated): everything made for it goes, the translations of the constraints held
    /// inside it, its items' own constraints, and their variables, so a removed view costs
    /// the solver nothing, whether or not it is kept alive.
    func subtreeRemoved(_ subtree: View) {
        var views: [View] = []
        subtree.visit { views.append($0) }
        for view in views {
            for constraint in view.constraints {
                forgetTranslation(of: constraint)
                constraint.engine = nil
            }
        }
        // Guides first: their definitions mention their owners' variables.
        for view in views {
            for guide in view.layoutGuides { forgetItem(guide.itemID) }
        }
        for view in views { forgetItem(view.itemID) }
    }

    /// Removes an item's own constraints and its variables from the solver.
    private func forgetItem(_ id: Int) {
        guard let record = items.removeValue(forKey: id) else { return }
        preservingGuides.remove(id)
        for constraint in record.ownConstraints { removeFromSolver(constraint) }
        for variable in [record.x, record.y, record.width, record.height] { solver.forget(variable) }
    }

    // MARK: - Environment

    /// Moves to another device, orientation, direction or bar set through the edit
    /// variables. A direction change flips every leading/trailing constraint, and a content
    /// size change moves every text baseline, so they rebuild the translation.
    public func setEnvironment(_ newValue: Environment) {
        let directionChanged = newValue.direction != environment.direction
        let contentSizeChanged = newValue.contentSize != environment.contentSize
        // Another iOS version may give controls other sizes (`IOSMetrics`).
        let iosVersionChanged = newValue.iosVersion != environment.iosVersion
        // Size classes decide which views and constraints are installed at all.
        let sizeClassesChanged =
            (newValue.horizontalSizeClass != environment.horizontalSizeClass
                || newValue.verticalSizeClass != environment.verticalSizeClass) && modelUsesSizeClasses
        environment = newValue
        if directionChanged || sizeClassesChanged || contentSizeChanged {
            retranslateAll()
        } else {
            suggestEnvironment()
        }
        refreshIntrinsicSizes(everyView: directionChanged || contentSizeChanged || iosVersionChanged)
    }

    /// Whether any view or constraint is installed only in some size classes. Only then can
    /// a rotation that changes the size classes change what is in the layout; otherwise it
    /// stays a handful of edit-variable suggestions.
    var modelUsesSizeClasses: Bool {
        var uses = false
        root.visit { view in
            if view.installedSizeClasses != nil || view.constraints.contains(where: { $0.installedSizeClasses != nil })
            {
                uses = true
            }
        }
        return uses
    }

    /// Starts the solver afresh from the model. A change of direction changes the meaning of
    /// every leading and trailing constraint; rebuilding once costs one pass over the model,
    /// where removing and re-adding each constraint would rebuild its component every time.
    func retranslateAll() {
        solver = Solver()
        items.removeAll()
        translated.removeAll()
        labels.removeAll()
        autoresizingViews.removeAll()
        preservingGuides.removeAll()
        conflictRecords = []
        broken = []
        diagnostics = []
        checkedRevision = -1
        stale = []
        staleItemKeys = []
        staleConstraintIDs = []
        needsRemeasure = false
        build()
    }
}
