/// How a constraint's expression relates to zero: `expression REL 0`.
public enum Relation: Sendable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}
