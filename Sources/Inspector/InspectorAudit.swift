import AutoLayout

/// The accessibility audit's findings on the page's variants (`plumb inspect --audit`,
/// `plumb snapshot verify --inspect --audit`): the same `Finding` values `plumb audit` prints,
/// baseline reasons included, each written once and listed under every variant of the page
/// where it holds (docs/debugging.md, "Accessibility findings").
public struct InspectorAudit: Sendable {
    /// The audit's findings, in its order; those about no variant of the page are left out.
    public let findings: [Finding]

    public init(findings: [Finding]) {
        self.findings = findings.filter { if case .audit = $0.payload { true } else { false } }
    }

    /// `{"findings": […], "variants": [{"variant": id, "findings": [indices]}]}`: a finding that
    /// holds in all twelve variants of a matrix page is stored once.
    func json(variants: [InspectorVariant]) -> JSONValue {
        var kept: [JSONValue] = []
        var numbers: [Int?] = Array(repeating: nil, count: findings.count)
        var perVariant: [JSONValue] = []
        for variant in variants {
            var indices: [JSONValue] = []
            for (index, finding) in findings.enumerated() {
                guard case let .audit(measurement) = finding.payload, measurement.variants.contains(variant.id)
                else { continue }
                if numbers[index] == nil {
                    numbers[index] = kept.count
                    kept.append(Self.value(finding, measurement))
                }
                indices.append(.number(Double(numbers[index] ?? 0)))
            }
            perVariant.append(.object([("variant", .string(variant.id)), ("findings", .array(indices))]))
        }
        return .object([("findings", .array(kept)), ("variants", .array(perVariant))])
    }

    /// One finding: `plumb audit --format json`'s fields, and the measured value and threshold
    /// written as the `file:line:` line writes them ("1.00:1", "30 pt").
    static func value(_ finding: Finding, _ measurement: AuditMeasurement) -> JSONValue {
        .object([
            ("rule", .string(finding.code.rawValue)), ("severity", .string(finding.severity.rawValue)),
            ("file", .optional(finding.location?.file)),
            ("line", finding.location?.line.map { .number(Double($0)) } ?? .null),
            ("scene", .optional(finding.location?.scene)), ("view", .string(measurement.view)),
            ("detail", .string(measurement.detail)), ("measured", .finite(measurement.measured)),
            ("threshold", .finite(measurement.threshold)), ("unit", .string(measurement.unit)),
            ("measuredText", .string(number(measurement.measured, measurement.unit))),
            ("thresholdText", .string(number(measurement.threshold, measurement.unit))),
            ("reference", .string(measurement.reference)), ("firstCategory", .optional(measurement.firstCategory)),
            ("passesAtDefault", measurement.passesAtDefault.map(JSONValue.bool) ?? .null),
            ("needsReview", .bool(measurement.needsReview)),
            ("baselineReason", .optional(measurement.baselineReason)),
            ("variantCount", .number(Double(measurement.variants.count))), ("message", .string(finding.message)),
        ])
    }

    /// A value in its unit as the finding's sentence prints it: a ratio to two decimals.
    static func number(_ value: Double, _ unit: String) -> String {
        unit == ":1" ? "\(AuditMeasurement.formatRatio(value)):1" : "\(formatPoints(value)) \(unit)"
    }
}
