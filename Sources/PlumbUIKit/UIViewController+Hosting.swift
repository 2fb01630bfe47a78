internal import AutoLayout

// How a window places its controllers, as UIKit does: every controller's view on screen is
// full screen (bars are translucent and views extend under them, UIKit's default
// `edgesForExtendedLayout`), and its safe area is the window's, plus the bars of the
// containers above it, plus the `additionalSafeAreaInsets` of it and its ancestors.

extension UIViewController {
    /// The window this controller's view is in.
    var hostingWindow: UIWindow? { loadedViewWindow ?? parent?.hostingWindow }

    private var loadedViewWindow: UIWindow? { viewIfLoaded?.window }

    /// The navigation controller above this one, if any.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The tab bar controller above this one, if any.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// Places the view at `frame` with the safe area the window and the bars above give it
    /// (its own `additionalSafeAreaInsets` added), then lets a container place its children.
    func host(frame: CGRect, safeArea: UIEdgeInsets) {
        let view = self.view!
        view.frame = frame
        var insets = safeArea
        insets.top += additionalSafeAreaInsets.top
        insets.left += additionalSafeAreaInsets.left
        insets.bottom += additionalSafeAreaInsets.bottom
        insets.right += additionalSafeAreaInsets.right
        if insets != view.safeAreaInsets {
            view.setHostedSafeAreaInsets(insets)
            viewSafeAreaInsetsDidChange()
        }
        adoptDeviceMargins()
        hostChildren(safeArea: insets)
    }

    /// The hosting device's side margins, unless the team's code changed the view's.
    private func adoptDeviceMargins() {
        guard let view = viewIfLoaded, let environment = view.window?.layoutEnvironment,
            view.directionalLayoutMargins == systemMargins
        else { return }
        let margins = Self.systemMargins(side: CGFloat(environment.device.rootSideMargin))
        view.directionalLayoutMargins = margins
        systemMargins = margins
    }

    /// UIKit's appearance calls, forwarded to the children on screen.
    enum Appearance { case willAppear, didAppear, willDisappear, didDisappear }

    func forwardAppearance(_ appearance: Appearance) {
        switch appearance {
        case .willAppear:
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            viewWillAppear(false)
        case .didAppear:
            guard appearanceState == .appearing else { return }
            appearanceState = .appeared
            viewDidAppear(false)
        case .willDisappear:
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(false)
        case .didDisappear:
            guard appearanceState == .disappearing else { return }
            appearanceState = .disappeared
            viewDidDisappear(false)
        }
        for child in visibleChildren { child.forwardAppearance(appearance) }
    }

    /// Reports the traits to `traitCollectionDidChange(_:)` when they changed since the last
    /// report (a controller starts with a bare root's, as its view does).
    func reportTraits(_ current: UITraitCollection) {
        let previous = reportedTraits ?? UITraitCollection.bareRoot
        guard !current.isEqual(previous) else { return }
        reportedTraits = current
        traitCollectionDidChange(previous)
    }

    /// Replaces the child on screen in `container` (a navigation controller's top, a tab bar
    /// controller's selection): appearance calls when the window shows it, the views
    /// swapped, the window's controllers placed again and laid out.
    func showChild(_ new: UIViewController?, replacing old: UIViewController?, in container: UIView, below bar: UIView)
    {
        guard new !== old else {
            hostingWindow?.hostingChanged()
            return
        }
        // The view loads first (`viewDidLoad` before `viewWillAppear`, as in UIKit).
        let newView: UIView? = new?.view
        let shown = hostingWindow?.isVisible == true && appearanceState != .disappeared
        if shown { old?.forwardAppearance(.willDisappear) }
        if shown { new?.forwardAppearance(.willAppear) }
        old?.viewIfLoaded?.removeFromSuperview()
        if let newView { container.insertSubview(newView, belowSubview: bar) }
        if let window = hostingWindow {
            window.hostingChanged()
            if shown { window.layoutIfNeeded() }
        }
        if shown { old?.forwardAppearance(.didDisappear) }
        if shown { new?.forwardAppearance(.didAppear) }
    }
}

extension UIViewController {
    /// For a custom container's children on screen: the part of this view's safe area each
    /// child's view overlaps, from the frames of the last pass (plus the child's
    /// `additionalSafeAreaInsets`); then the same below them. Containers that place their
    /// children themselves only pass the call on.
    func updateEmbeddedChildSafeAreas() {
        guard let view = viewIfLoaded else { return }
        for child in visibleChildren {
            if !placesChildren, let childView = child.viewIfLoaded,
                let frame = childView.frame(inAncestor: view)
            {
                let safe = view.safeAreaInsets
                let bounds = view.bounds
                let overlap = UIEdgeInsets(
                    top: max(0, safe.top - frame.minY), left: max(0, safe.left - frame.minX),
                    bottom: max(0, frame.maxY - (bounds.height - safe.bottom)),
                    right: max(0, frame.maxX - (bounds.width - safe.right)))
                child.host(frame: childView.frame, safeArea: overlap)
            }
            child.updateEmbeddedChildSafeAreas()
        }
    }
}

extension UIView {
    /// The view's frame in an ancestor's coordinates (nil when `ancestor` is not above it).
    func frame(inAncestor ancestor: UIView) -> CGRect? {
        var origin = storedFrame.origin
        var current = superview
        while let view = current {
            if view === ancestor { return CGRect(origin: origin, size: storedFrame.size) }
            origin.x += view.storedFrame.minX - view.boundsOrigin.x
            origin.y += view.storedFrame.minY - view.boundsOrigin.y
            current = view.superview
        }
        return nil
    }
}
