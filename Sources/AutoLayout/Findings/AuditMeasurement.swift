/// What an accessibility audit rule measured on one view (`plumb audit`, SPEC §12): the value
/// and the threshold it fails, the standard that sets the threshold, and where in the matrix it
/// holds. Numbers, not words, so a tool reads them without parsing a message.
public struct AuditMeasurement: Sendable, Equatable, Codable {
    /// The view's path from the root, names joined by " > " ("Root > Stack > Name Field").
    public var view: String
    /// What failed, in the rule's words ("'First name' needs 2 lines, 1 allowed").
    public var detail: String
    /// The measured value and the threshold it fails, in `unit`.
    public var measured: Double
    public var threshold: Double
    /// "pt", "lines", ":1" (a contrast ratio).
    public var unit: String
    /// The WCAG success criterion and/or HIG section the threshold comes from.
    public var reference: String
    /// The variants (SnapshotVariant names) where it holds, in matrix order.
    public var variants: [String]
    /// The smallest content-size category where it holds ("xs" … "ax5"), stepping through
    /// every category in the first variant's device, orientation, direction and appearance.
    public var firstCategory: String?
    /// Whether that variant passes at the default category (Large); nil when not stepped.
    public var passesAtDefault: Bool?
    /// The rule could not decide (text over an image): a person must look.
    public var needsReview: Bool
    /// Why it is accepted, when a reviewed baseline lists it.
    public var baselineReason: String?

    public init(
        view: String, detail: String, measured: Double, threshold: Double, unit: String, reference: String,
        variants: [String] = [], firstCategory: String? = nil, passesAtDefault: Bool? = nil, needsReview: Bool = false,
        baselineReason: String? = nil
    ) {
        self.view = view
        self.detail = detail
        self.measured = measured
        self.threshold = threshold
        self.unit = unit
        self.reference = reference
        self.variants = variants
        self.firstCategory = firstCategory
        self.passesAtDefault = passesAtDefault
        self.needsReview = needsReview
        self.baselineReason = baselineReason
    }

    /// The finding's sentence: what, the numbers, the standard, from which category, where.
    var text: String {
        var parts = ["\(needsReview ? "needs review: " : "")\(detail) (\(view))"]
        // Undecided: there is no measured value to show, only what it would have to reach.
        let value = needsReview ? "" : "\(Self.number(measured, unit)), "
        parts.append("\(value)threshold \(Self.number(threshold, unit)); \(reference)")
        if let firstCategory {
            let atDefault = passesAtDefault.map { $0 ? "; passes at l" : "; fails at l" } ?? ""
            parts.append("from \(firstCategory)\(atDefault)")
        }
        if !variants.isEmpty {
            let shown = variants.prefix(3).joined(separator: ", ")
            parts.append(
                "in \(variants.count) variant\(variants.count == 1 ? "" : "s"): \(shown)"
                    + (variants.count > 3 ? ", …" : ""))
        }
        if let baselineReason { parts.append("in the baseline: \(baselineReason)") }
        return parts.joined(separator: "; ")
    }

    static func number(_ value: Double, _ unit: String) -> String {
        unit == ":1" ? "\(formatRatio(value)):1" : "\(formatPoints(value)) \(unit)"
    }

    /// A contrast ratio to two decimals, as WCAG tools print it (1.00, 4.48, 21.00).
    public static func formatRatio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
