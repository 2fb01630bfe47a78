// Stub: the rest of Instructions that CoachMarkBodyDefaultView.swift needs.
import UIKit

public enum CoachMarkNextLabelPosition {
    case leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

public protocol CoachMarkBodyHighlightArrowDelegate: AnyObject {
    func highlightArrow(_ highlighted: Bool)
}

public protocol CoachMarkBodyBackgroundStyle: AnyObject {
    var isHighlighted: Bool { get set }
}

public protocol CoachMarkBodyView: AnyObject {
    var nextControl: UIControl? { get }
    var highlightArrowDelegate: CoachMarkBodyHighlightArrowDelegate? { get set }
    var background: CoachMarkBodyBackgroundStyle { get set }
}

public class CoachMarkBodyBackgroundView: UIView, CoachMarkBodyBackgroundStyle {
    public var isHighlighted = false
    public func updateValues(from other: CoachMarkBodyBackgroundStyle) {}
}

public enum ErrorMessage {
    public enum Fatal { static let doesNotSupportNSCoding = "This class does not support NSCoding." }
}

public enum AccessibilityIdentifiers {
    public static let coachMarkBody = "CoachMarkBody"
    public static let coachMarkNext = "CoachMarkNext"
    public static let coachMarkHint = "CoachMarkHint"
}

public enum InstructionsColor {
    public static var coachMarkLabel: UIColor { .darkText }
}

// Instructions' UIView+Layout.swift
extension UIView {
    public func preparedForAutoLayout() -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
    public func fillSuperview(insets: UIEdgeInsets = .zero) {
        guard let superview else { return }
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -insets.bottom),
        ])
    }
}
