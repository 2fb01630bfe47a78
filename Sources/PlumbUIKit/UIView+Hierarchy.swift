internal import AutoLayout

// The view tree, kept in step with the model's: every change goes to the node first (which
// tells the engine of the tree, and deactivates the constraints a removed view takes with
// it), then to this side's `subviews` and `superview`. UIKit's hooks (`willMove`,
// `didMoveToSuperview`, `didAddSubview`, `willRemoveSubview`) are called in UIKit's order.

extension UIView {
    func addSubviewToTree(_ view: UIView) {
        guard !isDescendant(of: view) else {
            PlumbLayoutIssues.report(
                .exception(
                    .init(
                        name: "NSInvalidArgumentException", reason: "Can't add self as subview, or an ancestor of self",
                        constraint: nil)))
            return
        }
        if view.superview === self {
            // UIKit: adding a subview again brings it to the front.
            moveToFront(view)
            return
        }
        view.willMove(toSuperview: self)
        if let previous = view.superview {
            previous.willRemoveSubview(view)
            view.detachFromSuperview()
        }
        // A view that was a root gives up its engine: the engine of its new tree lays it out.
        view.rootLayout = nil
        node.addSubview(view.node)
        view.superview = self
        subviews.append(view)
        needsLayoutFlag = true
        view.needsLayoutFlag = true
        LayoutCycle.modelChanged()
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Moves a subview to the end of the list, in both trees (the model's `addSubview` of a
    /// subview it has does the same and leaves the engine alone).
    func moveToFront(_ view: UIView) {
        subviews.removeAll { $0 === view }
        subviews.append(view)
        node.addSubview(view.node)
    }

    func insertSubviewInTree(_ view: UIView, at index: Int) {
        if view.superview !== self { addSubviewToTree(view) }
        guard view.superview === self else { return }
        let position = max(0, min(index, subviews.count - 1))
        // The model has no insert: moving each later sibling to the end leaves the view at
        // `position` in both trees.
        var later = subviews.filter { $0 !== view }
        later = Array(later[min(position, later.count)...])
        moveToFront(view)
        for sibling in later { moveToFront(sibling) }
    }

    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        moveToFront(view)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        for sibling in subviews where sibling !== view { moveToFront(sibling) }
    }

    func removeFromTree() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        detachFromSuperview()
        LayoutCycle.modelChanged()
        didMoveToSuperview()
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        node.removeFromSuperview()
        parent.subviews.removeAll { $0 === self }
        parent.needsLayoutFlag = true
        superview = nil
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The topmost view above this one: the view a layout pass lays out at its own frame, as
    /// UIKit lays out a window's.
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }
}
