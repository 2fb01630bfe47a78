/// An attribute of a layout item, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The guide's spelling ("Leading", "CenterXWithinMargins", "FirstBaseline").
    public var displayName: String {
        let raw = rawValue
        return raw.prefix(1).uppercased() + raw.dropFirst()
    }

    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
            .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    public var isSize: Bool { self == .width || self == .height }
    public var isLocation: Bool { !isSize && self != .notAnAttribute }

    /// Leading/trailing family: flips with the layout direction.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Left/right family: never flips.
    public var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    public var isCenterX: Bool { self == .centerX || self == .centerXWithinMargins }
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    /// The same edge or centre of a view's margins guide (`leadingMargin` → `leading`).
    public var onMarginsGuide: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}

/// How the two sides of a constraint relate.
public enum LayoutRelation: String, Sendable {
    case equal = "="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
