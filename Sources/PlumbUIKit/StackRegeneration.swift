internal import AutoLayout

/// Stack views whose arrangement changed since their constraints were last made. UIKit
/// makes a stack's `UISV-…` constraints at the next layout pass, not at each setter; Plumb
/// does the same, so a stack built with `init(arrangedSubviews:)`, then given its spacing and
/// alignment, and a column that has ten rows added one by one, make their constraints once
/// (`plumb bench uikit`'s build+layout 2.30 → 2.14 ms).
///
/// Everything that reads the engine or builds one from the tree regenerates the stacks
/// first (`LayoutCycle.state(of:)`, `systemLayoutSizeFitting`), so what a test can observe
/// after a setter (frames, `hasAmbiguousLayout`, a fitted size, a render) is what an update
/// at the setter would give. Each stack's new set takes the place in the activation order
/// its last change reserved (StackView.swift), which an update at that change would have had.
@MainActor
enum StackRegeneration {
    /// Pending stacks, held weakly: a stack let go before any layout needs no constraints.
    private static var pending: [WeakStack] = []
    /// Counts deferred changes, to order the pending stacks by their last.
    private static var changes = 0

    private struct WeakStack {
        weak var stack: StackNode?
    }

    /// Notes a change to the stack's arrangement that has not been made into constraints.
    static func deferred(_ stack: StackNode) {
        changes += 1
        // A stack already pending is listed once; its last change orders it.
        if stack.lastDeferredChange == 0 { pending.append(WeakStack(stack: stack)) }
        stack.lastDeferredChange = changes
    }

    /// Makes every pending stack's constraints, in the order of their last change.
    static func regenerate() {
        guard !pending.isEmpty else { return }
        let stacks = pending.compactMap(\.stack).sorted { $0.lastDeferredChange < $1.lastDeferredChange }
        pending.removeAll(keepingCapacity: true)
        for stack in stacks {
            stack.lastDeferredChange = 0
            stack.updateArrangedConstraintsIfNeeded()
        }
    }
}
