import SceneFormat
import SceneModel

/// A suite's `audit:` settings for `plumb audit` (docs/accessibility.md):
///
/// ```yaml
/// audit:
///   targetSize: wcag-aa          # hig (default), wcag-aa or material
///   contrast: aaa                # aa (default) or aaa
///   edgeTolerance: 0.5           # points past an edge the geometric rules allow (0)
///   coveredFraction: 0.25        # share of a text's ink text-covered allows hidden (0.5)
///   nonTextContrast: 4.5         # contrast-nontext's minimum (3)
///   baseline: audit-baseline.json
/// ```
///
/// The harness keeps them as written, with their place in the config; the audit checks the
/// profile's name against its own list and names this file and line when it is unknown.
public struct SuiteAuditSettings: Sendable, Equatable {
    public var targetSize: String?
    public var targetSizeLocation: SceneLocation?
    /// The text contrast level as written (`aa`, `aaa`), and where.
    public var contrast: String?
    public var contrastLocation: SceneLocation?
    /// The rules' numeric thresholds, each checked for its range when read (nil: the default).
    public var edgeTolerance: Double?
    public var coveredFraction: Double?
    public var nonTextContrast: Double?
    /// The baseline file, relative to the working directory (the config's value joined to
    /// the config's folder).
    public var baseline: String?

    public init(targetSize: String? = nil, targetSizeLocation: SceneLocation? = nil, baseline: String? = nil) {
        self.targetSize = targetSize
        self.targetSizeLocation = targetSizeLocation
        self.baseline = baseline
    }

    static func read(_ fields: SceneFields, directory: String) throws(SceneError) -> SuiteAuditSettings? {
        guard let audit = try fields.mapping("audit") else { return nil }
        try audit.checkKeys([
            "targetSize", "baseline", "contrast", "edgeTolerance", "coveredFraction", "nonTextContrast",
        ])
        var settings = SuiteAuditSettings()
        if let profile = try audit.string("targetSize") {
            settings.targetSize = profile
            settings.targetSizeLocation = audit.location(of: "targetSize")
        }
        if let level = try audit.string("contrast") {
            settings.contrast = level
            settings.contrastLocation = audit.location(of: "contrast")
        }
        settings.edgeTolerance = try number(audit, "edgeTolerance", "0 points or more") { $0 >= 0 }
        settings.coveredFraction = try number(audit, "coveredFraction", "a share above 0 and at most 1") {
            $0 > 0 && $0 <= 1
        }
        settings.nonTextContrast = try number(audit, "nonTextContrast", "a ratio from 1 to 21") { $0 >= 1 && $0 <= 21 }
        settings.baseline = try audit.string("baseline").map { SuiteGlob.join(directory, $0) }
        return settings
    }

    /// A number under `key`, refused with its line when outside `valid` (`expected` says what is).
    static func number(
        _ audit: SceneFields, _ key: String, _ expected: String, valid: (Double) -> Bool
    ) throws(SceneError) -> Double? {
        guard let value = try audit.number(key) else { return nil }
        guard value.isFinite, valid(value) else {
            let location = audit.location(of: key)
            throw SceneError(
                file: location.file, line: location.line, column: location.column, text: formatNumber(value),
                message: "'audit: \(key)' must be \(expected)")
        }
        return value
    }

    static func formatNumber(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
