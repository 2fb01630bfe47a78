internal import AutoLayout

// UIKit's `UIConstraintBasedLayoutDebugging` questions, answered by the engine of the view's
// tree at the root's size (the engine a layout pass uses, made if no pass has run yet).

extension UIView {
    /// Whether some value of the frame (x, y, width or height) differs between the layouts
    /// the constraints allow (SPEC §3, tolerance 1e-3 pt).
    public var hasAmbiguousLayout: Bool {
        !LayoutCycle.state(of: rootView).engine.freeAttributes(of: node).isEmpty
    }

    /// The team's active constraints that position or size this view on `axis`, in the order
    /// they were activated (the engine's own, such as intrinsic sizes, are not listed).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let root = rootView
        return node.constraintsAffectingLayout(for: axis.model).compactMap { root.heldConstraint(id: $0.constraintID) }
    }

    /// Declared for code written against UIKit; an ambiguous layout stays where the engine
    /// put it (Plumb reports the ambiguity instead, `hasAmbiguousLayout`).
    public func exerciseAmbiguityInLayout() {}
}

extension UIView {
    /// The view's number in Plumb's model (unique in the process, never reused): what Plumb's
    /// own layers key a view by, rather than its address.
    @_spi(Plumb) public var plumbItemID: Int { node.itemID }

    /// The views of this tree whose frames their constraints leave free, top-down, each as
    /// `ClassName: x, width` (the free attributes): what a snapshot test fails on.
    @_spi(Plumb) public func ambiguousViewsInTree() -> [String] {
        let engine = LayoutCycle.state(of: rootView).engine
        var found: [String] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            let free = engine.freeAttributes(of: view.node)
            if !free.isEmpty { found.append("\(type(of: view)): \(free.joined(separator: ", "))") }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
