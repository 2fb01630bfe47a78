internal import AutoLayout

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's older name for the last baseline.
        public static let baseline = Attribute.lastBaseline
    }

    /// UIKit's `NSLayoutConstraint.Relation`, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// UIKit's `NSLayoutConstraint.Axis` (hugging, compression resistance, stack axes).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

// The model's vocabulary has the same words; these map one to one.

extension NSLayoutConstraint.Attribute {
    var model: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: .notAnAttribute
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute a model constraint names (the model has no attribute UIKit lacks).
    init(model: LayoutAttribute) {
        self = Self.all.first { $0.model == model } ?? .notAnAttribute
    }

    private static let all: [Self] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
        .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
    ]
}

extension NSLayoutConstraint.Relation {
    init(model: LayoutRelation) {
        switch model {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }

    var model: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Axis {
    var model: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
}
