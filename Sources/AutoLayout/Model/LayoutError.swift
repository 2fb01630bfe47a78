/// Why a constraint or a scene was rejected. Messages follow UIKit's exception texts where
/// UIKit has one (see `reference/uikit-facts.md` §12).
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    case mixesDirectionalAndAbsolute(String)
    case locationEqualToConstant(String)
    case invalidPairing(String, LayoutAttribute, LayoutAttribute)
    case nonFinite(String)
    case priorityOutOfRange(String, Double)
    case noCommonAncestor(String, String, String)
    case notAnAttribute(String)

    public var description: String {
        switch self {
        case let .mixesDirectionalAndAbsolute(constraint):
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither. (\(constraint))"
        case let .locationEqualToConstant(constraint):
            return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                + "specified in pairs. (\(constraint))"
        case let .invalidPairing(constraint, first, second):
            return "Invalid pairing of layout attributes \(first.displayName) and \(second.displayName): "
                + "\(pairingReason(first, second)) (\(constraint))"
        case let .nonFinite(constraint):
            return "constant is not finite! That's illegal. (\(constraint))"
        case let .priorityOutOfRange(constraint, value):
            return "It's illegal to set priority:\(formatPoints(value)). Priorities must be greater than 0 and less "
                + "or equal to NSLayoutPriorityRequired, which is 1000.000000. (\(constraint))"
        case let .noCommonAncestor(constraint, first, second):
            return "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                + "ancestor. Does the constraint or its anchors reference items in different view hierarchies? "
                + "That's illegal. (\(constraint))"
        case let .notAnAttribute(constraint):
            return "The first attribute of a constraint must be a layout attribute. (\(constraint))"
        }
    }

    private func pairingReason(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String {
        if first.isSize != second.isSize { return "a size cannot be related to a location." }
        return "horizontal and vertical locations cannot be mixed."
    }
}
