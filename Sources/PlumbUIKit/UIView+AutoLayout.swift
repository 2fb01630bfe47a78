internal import AutoLayout

// Anchors, constraints, guides and content priorities: each forwards to the node, where the
// engine reads it. Members here are `public`, not `open`: without Objective-C, a member
// declared in an extension cannot be overridden, so what subclasses override lives in the
// class body (UIView.swift).

extension UIView {
    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: node, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(owner: self, item: node, attribute: .trailing)
    }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: node, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: node, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: node, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: node, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: node, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: node, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(owner: self, item: node, attribute: .firstBaseline)
    }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(owner: self, item: node, attribute: .lastBaseline)
    }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: node, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: node, attribute: .height) }

    // MARK: - Constraints held here

    /// The active constraints this view holds: those whose nearest common ancestor it is
    /// (UIKit keeps "some constraints of a view in a parent view" for the same reason). The
    /// engine's own (intrinsic sizes, autoresizing, stack views') are not listed.
    public var constraints: [NSLayoutConstraint] {
        node.constraints.compactMap { heldConstraints[$0.constraintID] }
    }

    /// Keeps an activated constraint alive while it is active, as UIKit's holding view does.
    func hold(_ constraint: NSLayoutConstraint) {
        // Constraints deactivated by the model (a view they refer to left the tree) are let
        // go now and then, not on every activation, so activating n constraints stays linear.
        if heldConstraints.count > 2 * node.constraints.count + 16 {
            heldConstraints = heldConstraints.filter { $0.value.model.holder === node }
        }
        heldConstraints[constraint.model.constraintID] = constraint
    }

    /// The `NSLayoutConstraint` for a model constraint held in this view's subtree.
    func heldConstraint(id: Int) -> NSLayoutConstraint? {
        if let constraint = heldConstraints[id] { return constraint }
        for child in subviews {
            if let constraint = child.heldConstraint(id: id) { return constraint }
        }
        return nil
    }

    /// Activates the constraint (the pre-iOS 8 way); it is held by its items' nearest common
    /// ancestor, which is this view when the code is right.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates the constraint if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.model.holder === node else { return }
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: - Guides

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        node.addLayoutGuide(layoutGuide.model)
        layoutGuide.attach(to: self)
        if !addedGuides.contains(where: { $0 === layoutGuide }) { addedGuides.append(layoutGuide) }
        LayoutCycle.modelChanged()
    }

    public var layoutGuides: [UILayoutGuide] { addedGuides }

    /// The bounds inset by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide("UIViewLayoutMarginsGuide") { $0.layoutMarginsGuide }
    }

    // `safeAreaLayoutGuide` and `safeAreaInsets`: UIView+SafeArea.swift.

    /// The margins narrowed to UIKit's readable width (672 points at the default text size).
    public var readableContentGuide: UILayoutGuide {
        systemGuide("UIViewReadableContentGuide") { $0.readableContentGuide }
    }

    private func systemGuide(_ identifier: String, _ model: (View) -> LayoutGuide) -> UILayoutGuide {
        if let guide = systemGuides[identifier] { return guide }
        let guide = UILayoutGuide(model: model(node), identifier: identifier, owningView: self)
        systemGuides[identifier] = guide
        return guide
    }

    // MARK: - Content priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(model: node.contentHuggingPriority(for: axis.model))
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.setContentHuggingPriority(priority.model, for: axis.model)
        LayoutCycle.modelChanged()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(model: node.contentCompressionResistancePriority(for: axis.model))
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        node.setContentCompressionResistancePriority(priority.model, for: axis.model)
        LayoutCycle.modelChanged()
    }
}
