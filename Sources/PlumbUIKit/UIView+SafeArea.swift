internal import AutoLayout

// The safe area as UIKit gives it to a view controller's view: the window's insets (status
// bar, home indicator), the bars of the controllers above it (navigation bar, tab bar) and
// their `additionalSafeAreaInsets`. The engine insets only its root's safe area, so a view's
// `safeAreaLayoutGuide` here is a guide of its own, held to the bounds by four required
// constraints whose constants are those insets; a view no controller hosts keeps zero
// insets, and its guide is its bounds, as before.

extension UIView {
    /// The bounds inset by the safe area: the window's and its bars' for a view controller's
    /// view, the bounds themselves for any other view (see docs/uikit.md).
    public var safeAreaLayoutGuide: UILayoutGuide {
        let identifier = "UIViewSafeAreaLayoutGuide"
        if let guide = systemGuides[identifier] { return guide }
        let model = LayoutGuide(name: "\(node.name).Safe Area")
        node.addLayoutGuide(model)
        let guide = UILayoutGuide(model: model, identifier: identifier, owningView: self)
        systemGuides[identifier] = guide
        let insets = extras.safeAreaInsets
        let edges: [(LayoutAttribute, Double, String)] = [
            (.left, Double(insets.left), "left"), (.top, Double(insets.top), "top"),
            (.right, -Double(insets.right), "right"), (.bottom, -Double(insets.bottom), "bottom"),
        ]
        extras.safeAreaConstraints = edges.map { attribute, constant, name in
            let constraint = LayoutConstraint(
                model, attribute, .equal, node, attribute, multiplier: 1, constant: constant)
            constraint.origin = .system
            constraint.identifier = "UIViewSafeAreaLayoutGuide-\(name)"
            // A guide and its own view always share an ancestor: this cannot throw.
            try? constraint.activate()
            return constraint
        }
        LayoutCycle.modelChanged()
        return guide
    }

    /// The insets of `safeAreaLayoutGuide` from the bounds.
    public var safeAreaInsets: UIEdgeInsets { extras.safeAreaInsets }

    /// Sets the insets a window or a container controller gives this view: the guide's
    /// constants, and the margins the engine measures (UIKit measures a view's margins from
    /// its safe area while `insetsLayoutMarginsFromSafeArea` is on).
    func setHostedSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != extras.safeAreaInsets else { return }
        extras.safeAreaInsets = insets
        let constants = [insets.left, insets.top, -insets.right, -insets.bottom]
        for (constraint, constant) in zip(extras.safeAreaConstraints, constants) {
            constraint.constant = Double(constant)
        }
        applyModelMargins()
        LayoutCycle.modelChanged()
        safeAreaInsetsDidChange()
    }

    /// The margins the engine lays out with: the view's own, plus its safe area when its
    /// margins are measured from it. A window is the engine's root, and the engine adds a
    /// root's safe area itself. Before iOS 11 there was no safe area to measure from
    /// (`insetsLayoutMarginsFromSafeArea` came with it): a controller's view laid out at iOS 9
    /// or 10 has its margins from its bounds, so its top margin is under the status bar, as
    /// the cookbook's `Superview.TopMargin` is.
    func applyModelMargins() {
        var margins = storedMargins
        let version = LayoutCycle.environment(of: rootView).iosVersion ?? IOSMetrics.newest
        if insetsLayoutMarginsFromSafeArea && !(self is UIWindow) && version >= 11 {
            let safe = extras.safeAreaInsets
            margins.top += safe.top
            margins.leading += safe.left
            margins.bottom += safe.bottom
            margins.trailing += safe.right
        }
        node.directionalLayoutMargins = margins.model
    }
}
