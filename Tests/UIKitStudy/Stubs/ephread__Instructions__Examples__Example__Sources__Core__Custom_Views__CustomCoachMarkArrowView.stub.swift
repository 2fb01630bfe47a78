// Stub: Instructions' own names that the example's CustomCoachMarkArrowView.swift needs.
import UIKit

public enum CoachMarkArrowOrientation { case top, bottom }

public protocol CoachMarkArrowView: AnyObject {
    var isHighlighted: Bool { get set }
}

// Instructions' UIView+Layout.swift
extension UIView {
    public func fillSuperview(insets: UIEdgeInsets = .zero) {}
    public func fillSuperviewHorizontally() {}
    public func fillSuperviewVertically() {}
}
