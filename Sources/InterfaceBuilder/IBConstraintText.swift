import AutoLayout

/// How Interface Builder writes a `<constraint>`'s attributes, relation and multiplier, read
/// the same way by `plumb`'s IB reader and by PlumbUIKit's nibs.
public enum IBConstraintText {
    /// Every model attribute under its own name, and `baseline` (Xcode's older name for the
    /// last baseline).
    public static let attributes: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = ["baseline": .lastBaseline]
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
            table[attribute.rawValue] = attribute
        }
        return table
    }()

    public static let relations: [String: LayoutRelation] = [
        "equal": .equal, "greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual,
    ]

    /// `2`, `0.5`, `3:4` (= 0.75) or `1/3`; nil when malformed, or past a million either way
    /// (no layout needs one, and the solver's arithmetic would not hold).
    public static func multiplier(_ text: String) -> Double? {
        for separator: Character in [":", "/"] {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            guard let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, b != 0,
                abs(a / b) <= 1e6
            else { return nil }
            return a / b
        }
        guard let value = Double(text), value.isFinite, abs(value) <= 1e6 else { return nil }
        return value
    }
}
