import SceneFormat
import SceneModel

/// A suite's `audit:` settings for `plumb audit` (docs/accessibility.md):
///
/// ```yaml
/// audit:
///   targetSize: wcag-aa          # hig (default), wcag-aa or material
///   contrast: aaa                # aa (default) or aaa
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
        try audit.checkKeys(["targetSize", "baseline", "contrast"])
        var settings = SuiteAuditSettings()
        if let profile = try audit.string("targetSize") {
            settings.targetSize = profile
            settings.targetSizeLocation = audit.location(of: "targetSize")
        }
        if let level = try audit.string("contrast") {
            settings.contrast = level
            settings.contrastLocation = audit.location(of: "contrast")
        }
        settings.baseline = try audit.string("baseline").map { SuiteGlob.join(directory, $0) }
        return settings
    }
}
