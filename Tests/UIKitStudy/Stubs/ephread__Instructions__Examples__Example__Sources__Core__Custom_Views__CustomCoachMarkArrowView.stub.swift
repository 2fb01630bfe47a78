// Stub: Instructions' own names that the example's CustomCoachMarkArrowView.swift needs.
import UIKit

public enum CoachMarkArrowOrientation { case top, bottom }

public protocol CoachMarkArrowView: AnyObject {
    var isHighlighted: Bool { get set }
}

// Instructions' UIView+Layout.swift: pins the view to its superview's edges.
extension UIView {
    public func fillSuperview(insets: UIEdgeInsets = .zero) {
        guard let superview else { return }
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -insets.bottom),
        ])
    }
    public func fillSuperviewHorizontally() {
        guard let superview else { return }
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor),
        ])
    }
    public func fillSuperviewVertically() {
        guard let superview else { return }
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: superview.topAnchor),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor),
        ])
    }
}
