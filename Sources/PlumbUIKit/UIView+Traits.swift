internal import AutoLayout

// Traits as UIKit hands them down: from the window (its device, orientation and
// environment), through the interface style overrides of the views and view controllers
// above. A view in no window has a bare root's traits: the default device, in portrait.

extension UIView {
    /// The window this view is in: the root of its tree when that is a window.
    public var window: UIWindow? { rootView as? UIWindow }

    public var traitCollection: UITraitCollection {
        UITraitCollection(environment: traitEnvironment, style: effectiveInterfaceStyleOverride)
    }

    /// Light or dark for this view and the views below it, whatever the window's.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extrasStorage?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            extras.overrideUserInterfaceStyle = newValue
            window?.updateTraits()
        }
    }

    /// The environment whose traits apply: the window's, or the default device's in portrait.
    var traitEnvironment: Environment {
        window?.layoutEnvironment ?? Environment(device: .default, iosVersion: LayoutCycle.iosVersion)
    }

    /// The nearest override above: this view's, its controller's, then its superview's.
    var effectiveInterfaceStyleOverride: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if let extras = current.extrasStorage {
                if extras.overrideUserInterfaceStyle != .unspecified { return extras.overrideUserInterfaceStyle }
                if let style = extras.controller?.overrideUserInterfaceStyle, style != .unspecified { return style }
            }
            view = current.superview
        }
        return .unspecified
    }

    /// Tells this view, its controller and everything below them of traits that changed
    /// since they last heard, top-down as UIKit does (a controller before its view).
    func reportTraitChanges() {
        let current = traitCollection
        if let controller = extrasStorage?.controller { controller.reportTraits(current) }
        let previous = extrasStorage?.reportedTraits ?? UITraitCollection.bareRoot
        if !current.isEqual(previous) {
            extras.reportedTraits = current
            traitCollectionDidChange(previous)
        }
        for child in subviews { child.reportTraitChanges() }
    }
}

extension UITraitCollection {
    /// The traits every view starts with: a bare root's (the default device, in portrait).
    @MainActor static var bareRoot: UITraitCollection {
        UITraitCollection(environment: Environment(device: .default, iosVersion: LayoutCycle.iosVersion))
    }
}
