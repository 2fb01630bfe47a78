import AutoLayout

/// What `snapshot verify --audit` found, as the report shows it: the findings the baseline
/// does not list, and how many it lists and how many of its entries no longer hold. Plain
/// values, so the harness shows an audit without depending on the module that makes one.
public struct ReportAudit: Sendable, Equatable {
    /// Findings not in the baseline, in the audit's order.
    public var new: [Finding]
    /// Findings the baseline lists.
    public var baselined: Int
    /// Baseline entries no finding matches any more.
    public var fixed: Int
    /// How many variants were audited.
    public var variants: Int

    public init(new: [Finding], baselined: Int, fixed: Int, variants: Int) {
        self.new = new
        self.baselined = baselined
        self.fixed = fixed
        self.variants = variants
    }

    public var passed: Bool { new.isEmpty }
}
