import AutoLayout

/// One accessibility check as a value: a stable id, the standard it applies, and what it finds
/// in one laid-out variant. A team's own rule is one of these added to the list an `Auditor`
/// runs (docs/accessibility.md); the id is what baselines, suppressions and SARIF name.
public struct AuditRule: Sendable {
    public let code: FindingCode
    /// One line for listings and the docs.
    public let summary: String
    /// The WCAG success criterion and/or HIG section the rule's threshold comes from.
    public let reference: String
    public let check: @Sendable (AuditSubject, AuditThresholds) -> [AuditHit]

    public init(
        code: FindingCode, summary: String, reference: String,
        check: @escaping @Sendable (AuditSubject, AuditThresholds) -> [AuditHit]
    ) {
        self.code = code
        self.summary = summary
        self.reference = reference
        self.check = check
    }
}

/// What a rule found on one view of one variant, before the auditor gathers the variants
/// where it holds into one finding.
public struct AuditHit: Sendable, Equatable {
    public var itemID: Int
    public var detail: String
    public var measured: Double
    public var threshold: Double
    public var unit: String
    public var needsReview: Bool
    /// The standard behind this hit's threshold when it is not the rule's own (a profile's).
    public var reference: String?

    public init(
        itemID: Int, detail: String, measured: Double, threshold: Double, unit: String, needsReview: Bool = false,
        reference: String? = nil
    ) {
        self.reference = reference
        self.itemID = itemID
        self.detail = detail
        self.measured = measured
        self.threshold = threshold
        self.unit = unit
        self.needsReview = needsReview
    }
}
