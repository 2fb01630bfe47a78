import AutoLayout
import Foundation

/// Findings as JSON through `Codable`: keys sorted, slashes unescaped (paths stay readable),
/// one object a line inside the array, so a diff of two runs shows one line per finding.
public enum FindingJSON {
    /// `[{…},\n {…}]`, or `[]`: each finding with its code, severity, ids, location and payload.
    public static func text(of findings: [Finding]) throws -> String {
        try array(findings)
    }

    /// `plumb lint --format json`: per finding its file, line (null when unknown), scene,
    /// kind (the code) and message, as lint has written them since before findings were
    /// one type.
    public static func lint(_ findings: [Finding]) throws -> String {
        try array(findings.map(LintRecord.init))
    }

    static func array(_ values: [some Encodable]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A frame can be infinite (an unbounded ambiguity) or not a number: written, not thrown.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let objects = try values.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        return "[" + objects.joined(separator: ",\n ") + "]"
    }

    struct LintRecord: Encodable {
        var file: String
        var line: Int?
        var scene: String?
        var kind: String
        var message: String

        init(_ finding: Finding) {
            file = finding.location?.file ?? ""
            line = finding.location?.line
            scene = finding.location?.scene
            kind = finding.code.rawValue
            message = finding.message
        }

        enum CodingKeys: String, CodingKey { case file, line, scene, kind, message }

        // By hand so an unknown line is `null`, as before, not a missing key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(scene, forKey: .scene)
            try container.encode(kind, forKey: .kind)
            try container.encode(message, forKey: .message)
        }
    }
}
