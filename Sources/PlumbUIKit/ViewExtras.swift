internal import AutoLayout

/// What a view keeps for the layers above views: the view controller whose view it is, the
/// safe-area insets its window and bars give it, the traits it last reported, its interface
/// style override and its gesture recognizers. One object behind one stored property of
/// `UIView` (made on first use), so views that are never hosted carry nothing.
@MainActor
final class ViewExtras {
    /// The view controller whose `view` this is (UIKit's `_viewDelegate`).
    weak var controller: UIViewController?
    /// Insets from the window's safe area, the bars above or below the view and the
    /// controllers' `additionalSafeAreaInsets`; zero for a view no controller hosts.
    var safeAreaInsets = UIEdgeInsets.zero
    /// The four constraints that inset `safeAreaLayoutGuide` from the bounds (left, top,
    /// right, bottom), made with the guide.
    var safeAreaConstraints: [LayoutConstraint] = []
    /// The traits last reported to `traitCollectionDidChange(_:)` (nil: those of a view in no
    /// window, which every view starts with).
    var reportedTraits: UITraitCollection?
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var gestureRecognizers: [UIGestureRecognizer] = []
}

extension UIView {
    /// The view's extras, made on first use.
    var extras: ViewExtras {
        if let extras = extrasStorage { return extras }
        let extras = ViewExtras()
        extrasStorage = extras
        return extras
    }
}
