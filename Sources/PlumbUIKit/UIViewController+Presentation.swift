// Modal presentation as UIKit keeps its relationships: `present` links the two controllers,
// loads the presented one's view and runs the completion at once (there is no animation);
// `dismiss` undoes it. The presented view is not drawn over the presenter's: a snapshot of a
// controller shows that controller, as swift-snapshot-testing's strategies do on iOS.

extension UIViewController {
    /// Presents `viewControllerToPresent`. A controller already presenting one presents
    /// nothing, as UIKit refuses (it logs "Attempt to present … which is already presenting").
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            viewControllerToPresent !== self
        else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses what this controller presents, or, when it presents nothing, itself from
    /// the controller presenting it; then runs the completion.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.dismissPresented()
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            dismissPresented()
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Whether the controller is being presented right now: never, as presenting is
    /// immediate.
    public var isBeingPresented: Bool { false }
    public var isBeingDismissed: Bool { false }

    /// Dismissing a controller dismisses what it presents in turn.
    private func dismissPresented() {
        guard let presented = presentedViewController else { return }
        presented.dismissPresented()
        presented.presentingViewController = nil
        presentedViewController = nil
    }
}
