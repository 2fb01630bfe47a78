/// Why a constraint was rejected, with the constraint and the values at fault. Messages
/// follow UIKit's exception texts where UIKit has one (see `reference/uikit-facts.md` §12) and
/// are rendered here only: `reason` for callers that show the constraint their own way (a
/// scene's line), `description` for everyone else.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    case mixesDirectionalAndAbsolute(LayoutConstraint)
    case locationEqualToConstant(LayoutConstraint)
    case invalidPairing(LayoutConstraint, LayoutAttribute, LayoutAttribute)
    case nonFinite(LayoutConstraint, constant: Double, multiplier: Double)
    case priorityOutOfRange(LayoutConstraint, Double)
    case noCommonAncestor(LayoutConstraint, LayoutItem, LayoutItem?)
    case notAnAttribute(LayoutConstraint)

    /// The constraint rejected.
    public var constraint: LayoutConstraint {
        switch self {
        case let .mixesDirectionalAndAbsolute(constraint), let .locationEqualToConstant(constraint),
            let .invalidPairing(constraint, _, _), let .nonFinite(constraint, _, _),
            let .priorityOutOfRange(constraint, _), let .noCommonAncestor(constraint, _, _),
            let .notAnAttribute(constraint):
            constraint
        }
    }

    /// UIKit's text, without the constraint and the closing full stop.
    public var reason: String {
        switch self {
        case .mixesDirectionalAndAbsolute:
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither"
        case .locationEqualToConstant:
            return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                + "specified in pairs"
        case let .invalidPairing(_, first, second):
            return "Invalid pairing of layout attributes \(first.displayName) and \(second.displayName): "
                + pairingReason(first, second)
        case let .nonFinite(_, constant, multiplier):
            return constant.isFinite
                ? "multiplier is not finite (\(multiplier))! That's illegal"
                : "constant is not finite! That's illegal"
        case let .priorityOutOfRange(_, value):
            return "It's illegal to set priority:\(formatPoints(value)). Priorities must be greater than 0 and less "
                + "or equal to NSLayoutPriorityRequired, which is 1000.000000"
        case let .noCommonAncestor(_, first, second):
            return "Unable to activate constraint with anchors \(first.name) and \(second?.name ?? "nil") because "
                + "they have no common ancestor. Does the constraint or its anchors reference items in different "
                + "view hierarchies? That's illegal"
        case .notAnAttribute:
            return "The first attribute of a constraint must be a layout attribute"
        }
    }

    public var description: String { "\(reason). (\(constraint.description.escapedForMessage))" }

    private func pairingReason(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String {
        if first.isSize != second.isSize { return "a size cannot be related to a location" }
        return "horizontal and vertical locations cannot be mixed"
    }

    /// The same case, the same constraint (by identity) and the same values.
    public static func == (a: LayoutError, b: LayoutError) -> Bool {
        guard a.constraint === b.constraint else { return false }
        switch (a, b) {
        case (.mixesDirectionalAndAbsolute, .mixesDirectionalAndAbsolute),
            (.locationEqualToConstant, .locationEqualToConstant),
            (.notAnAttribute, .notAnAttribute):
            return true
        case let (.invalidPairing(_, f1, s1), .invalidPairing(_, f2, s2)):
            return f1 == f2 && s1 == s2
        case let (.nonFinite(_, c1, m1), .nonFinite(_, c2, m2)):
            return c1.bitPattern == c2.bitPattern && m1.bitPattern == m2.bitPattern
        case let (.priorityOutOfRange(_, p1), .priorityOutOfRange(_, p2)):
            return p1.bitPattern == p2.bitPattern
        case let (.noCommonAncestor(_, f1, s1), .noCommonAncestor(_, f2, s2)):
            return f1.itemID == f2.itemID && s1?.itemID == s2?.itemID
        default:
            return false
        }
    }
}
