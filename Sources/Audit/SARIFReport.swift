import AutoLayout
import Foundation

/// Findings as SARIF 2.1.0 (OASIS), which GitHub code scanning and other CI annotators read:
/// one run of the `plumb` tool, its rules, one result per finding with its file and line.
/// Baselined findings carry `baselineState: "unchanged"` and level `note`; new ones `"new"`
/// and `warning`.
public enum SARIFReport {
    public static func text(of findings: [Finding], rules: [AuditRule]) throws -> String {
        let log = Log(
            version: "2.1.0", schema: "https://json.schemastore.org/sarif-2.1.0.json",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: "plumb",
                            rules: rules.map {
                                Rule(
                                    id: $0.code.rawValue, shortDescription: Message(text: $0.summary),
                                    helpUri: nil, properties: Properties(reference: $0.reference))
                            })),
                    results: findings.map { result(of: $0, rules: rules) })
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    static func result(of finding: Finding, rules: [AuditRule]) -> Result {
        var measurement: AuditMeasurement?
        if case let .audit(value) = finding.payload { measurement = value }
        let location = finding.location.map { location in
            Location(
                physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(
                        uri: location.file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
                            ?? location.file),
                    region: location.line.map { Region(startLine: $0) }))
        }
        return Result(
            ruleId: finding.code.rawValue, ruleIndex: rules.firstIndex { $0.code == finding.code },
            level: finding.severity == .note ? "note" : "warning", message: Message(text: finding.message),
            locations: location.map { [$0] } ?? [],
            baselineState: measurement.map { $0.baselineReason == nil ? "new" : "unchanged" },
            properties: measurement.map {
                ResultProperties(
                    view: $0.view, measured: $0.measured, threshold: $0.threshold, unit: $0.unit,
                    variants: $0.variants, firstCategory: $0.firstCategory, passesAtDefault: $0.passesAtDefault,
                    needsReview: $0.needsReview)
            })
    }

    struct Log: Encodable {
        var version: String
        var schema: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case version, runs
            case schema = "$schema"
        }
    }
    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var helpUri: String?
        var properties: Properties
    }
    struct Properties: Encodable { var reference: String }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var baselineState: String?
        var properties: ResultProperties?
    }
    struct ResultProperties: Encodable {
        var view: String
        var measured: Double
        var threshold: Double
        var unit: String
        var variants: [String]
        var firstCategory: String?
        var passesAtDefault: Bool?
        var needsReview: Bool
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int }
}
