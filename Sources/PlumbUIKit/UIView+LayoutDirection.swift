internal import AutoLayout

extension UIView {
    /// The direction the view lays out and draws its content in: its
    /// `semanticContentAttribute` against its window's direction (left to right for a view in
    /// no window, as a bare root is laid out).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let direction = LayoutCycle.environment(of: rootView).direction
        return node.semanticContentAttribute.resolve(direction) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction a view with `attribute` takes in the application's direction. The
    /// application's is left to right here (its windows set their own: `UIWindow(device:…,
    /// layoutDirection:)`), so only `forceRightToLeft` gives right to left.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute.model.resolve(.leftToRight) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A point in the view's bounds coordinates, in `view`'s (its window's when nil), as UIKit
    /// converts it: each superview's frame origin added and its bounds origin (a scroll view's
    /// offset) taken away on the way up to the root, and the other way down to `view`. Views
    /// in different trees are each taken from their own root.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// A point in `view`'s bounds coordinates (its window's when nil), in the view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// A rectangle in the view's bounds coordinates, in `view`'s (its window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle in `view`'s bounds coordinates (its window's when nil), in the view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of the bounds in the root's bounds coordinates.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView = self
        while let superview = view.superview {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            view = superview
        }
        return result
    }

    /// A point of the root's bounds in this view's bounds coordinates.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let origin = pointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
