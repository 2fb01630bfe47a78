/// Why an audit could not run: each names the file, line and offending text where it has one.
public enum AuditError: Error, Equatable, CustomStringConvertible {
    /// A scene's `auditIgnore:` names no rule the audit knows.
    case unknownRule(file: String, line: Int?, rule: String)
    /// A target-size profile that is not hig, wcag-aa or material.
    case unknownProfile(file: String?, line: Int?, text: String)
    /// A contrast level that is not aa or aaa.
    case unknownContrastLevel(file: String?, line: Int?, text: String)
    /// A variant's scene could not be read or laid out.
    case variantFailed(variant: String, message: String)
    /// The baseline file cannot be read or is not a baseline.
    case baseline(file: String, message: String)

    public var description: String {
        switch self {
        case let .unknownRule(file, line, rule):
            "\(file)\(line.map { ":\($0)" } ?? ""): error: 'auditIgnore' names no audit rule: '\(rule)' (rules: "
                + AuditRules.standard.map(\.code.rawValue).joined(separator: ", ") + ")"
        case let .unknownProfile(file, line, text):
            "\(file.map { "\($0)\(line.map { ":\($0)" } ?? ""): " } ?? "")error: unknown target-size profile '\(text)' "
                + "(use hig, wcag-aa or material)"
        case let .unknownContrastLevel(file, line, text):
            "\(file.map { "\($0)\(line.map { ":\($0)" } ?? ""): " } ?? "")error: unknown contrast level '\(text)' "
                + "(use aa or aaa)"
        case let .variantFailed(variant, message):
            "\(variant): error: \(message)"
        case let .baseline(file, message):
            "\(file): error: \(message)"
        }
    }
}
