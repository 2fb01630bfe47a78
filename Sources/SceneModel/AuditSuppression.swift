/// A view's exemption from one accessibility audit rule, with the reason a reviewer gave
/// (a scene's `auditIgnore: {target-size: "the whole row is the target"}`). A suppression
/// without a reason is refused when the scene is read.
public struct AuditSuppression: Hashable, Sendable {
    /// The rule's id (`target-size`); the audit checks that it names one of its rules.
    public var rule: String
    public var reason: String
    /// The line the suppression is written on.
    public var line: Int?

    public init(rule: String, reason: String, line: Int?) {
        self.rule = rule
        self.reason = reason
        self.line = line
    }
}
