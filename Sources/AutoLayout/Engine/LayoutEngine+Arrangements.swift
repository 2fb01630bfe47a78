// Stack views whose changes wait (`StackView.defersUpdates`, as UIKit's do until the next
// layout pass) are made into constraints at the one place everything that lays out goes
// through: an engine reading the tree. A build (the tree's engine, a fit, a what-if layout)
// makes those in the tree it reads before it collects the constraints; a live engine makes
// those it was told of (`LayoutAspect.arrangement`) before it reconciles anything else.
// So a frame, a fitted size, an ambiguity, a conflict or a render read after a setter is
// what a regeneration at the setter would have given.

extension LayoutEngine {
    /// Makes the deferred stacks among `views`, in the order of their last change. Called by
    /// a build before it collects the constraints the views hold; what the stacks activate
    /// meanwhile is left to that collection (`isCollectingModel`).
    func makeDeferredArrangements(among views: [View]) {
        var stacks: [StackView] = []
        for view in views {
            if let stack = view as? StackView, stack.hasPendingArrangement { stacks.append(stack) }
        }
        guard !stacks.isEmpty else { return }
        isCollectingModel = true
        defer { isCollectingModel = false }
        Self.makeInOrder(stacks)
    }

    /// Makes the deferred stacks the model told this engine of, before the rest of the
    /// stale list is reconciled: they go into the solver as a regeneration at the setter
    /// would have put them, before the next read.
    func makeToldArrangements() {
        var stacks: [StackView] = []
        for entry in stale {
            guard case let .item(item, .arrangement) = entry else { continue }
            if let stack = item as? StackView, stack.hasPendingArrangement { stacks.append(stack) }
        }
        Self.makeInOrder(stacks)
    }

    /// A subtree joining the tree may hold stacks changed while no engine could hear: they
    /// are listed as if told, and made at the next read.
    func noteDeferredArrangement(of view: View) {
        if let stack = view as? StackView, stack.hasPendingArrangement { invalidate(stack, .arrangement) }
    }

    /// In the order of each stack's last change, so the order of the whole is the order of
    /// the changes (each stack's set takes its last change's place in the activation order).
    static func makeInOrder(_ stacks: [StackView]) {
        let ordered = stacks.sorted { $0.deferredActivationStamp < $1.deferredActivationStamp }
        for stack in ordered { stack.updateArrangedConstraintsIfNeeded() }
    }
}

extension View {
    /// UIKit's `updateConstraintsIfNeeded()`: makes the constraints of every stack view in the
    /// subtree whose changes wait (`StackView.defersUpdates`). Engines do this themselves;
    /// it is for reads of the model outside an engine (`constraintsAffectingLayout(for:)`,
    /// a stack's own `generatedConstraints`).
    public func updateConstraintsIfNeeded() {
        var stacks: [StackView] = []
        visit { view in
            if let stack = view as? StackView, stack.hasPendingArrangement { stacks.append(stack) }
        }
        LayoutEngine.makeInOrder(stacks)
    }
}
