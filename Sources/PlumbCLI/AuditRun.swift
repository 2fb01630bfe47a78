import Audit
import AutoLayout
import Cookbook
import Foundation
import SnapshotHarness

/// What `plumb audit` and `plumb snapshot verify --audit` share: the auditor the command line
/// and the suite's `audit:` settings ask for, the baseline they name, and the printed findings.
struct AuditRun {
    let auditor: Auditor
    /// `--baseline`, else the suite's `audit: {baseline:}`, else the cookbook suite's own.
    let baselinePath: String?

    /// `targetSize` and `contrast` are the command line's profile and level; a bad name in the
    /// config is the config's usage error, with its line. The config's numeric thresholds
    /// (`edgeTolerance`, `coveredFraction`, `nonTextContrast`) apply as given, then the command
    /// line's numbers (`overrides`) over them.
    init(
        targetSize: String?, contrast: String? = nil, settings: SuiteAuditSettings?, baseline: String?,
        defaultBaseline: String?, overrides: AuditThresholdOptions? = nil
    ) throws {
        var thresholds = AuditThresholds()
        if let name = targetSize ?? settings?.targetSize {
            guard let profile = TargetSizeProfile(rawValue: name) else {
                let error = AuditError.unknownProfile(
                    file: settings?.targetSizeLocation?.file, line: settings?.targetSizeLocation?.line, text: name)
                throw CommandFailure.usage(error.description)
            }
            thresholds.targetSize = profile
        }
        if let name = contrast ?? settings?.contrast {
            guard let level = ContrastLevel(rawValue: name) else {
                let error = AuditError.unknownContrastLevel(
                    file: settings?.contrastLocation?.file, line: settings?.contrastLocation?.line, text: name)
                throw CommandFailure.usage(error.description)
            }
            thresholds.contrastLevel = level
        }
        if let value = settings?.edgeTolerance { thresholds.edgeTolerance = value }
        if let value = settings?.coveredFraction { thresholds.coveredFraction = value }
        if let value = settings?.nonTextContrast { thresholds.nonTextContrast = value }
        try overrides?.apply(to: &thresholds)
        auditor = Auditor(thresholds: thresholds)
        baselinePath = baseline ?? settings?.baseline ?? defaultBaseline
    }

    /// The cookbook suite's reviewed baseline, kept beside its config, when it has one.
    static func cookbookBaseline(_ suite: SnapshotMatrix.Suite) -> String? {
        let path = Cookbook.suiteConfigPath(suite.rawValue).replacingOccurrences(
            of: ".yml", with: ".audit-baseline.json")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// `findings` against the baseline; files audited are the variants' scenes (a baseline
    /// entry of another file is not called fixed).
    func outcome(of findings: [Finding], in variants: [SnapshotVariant]) throws(AuditError) -> AuditOutcome {
        let known = try baselinePath.map { path throws(AuditError) in try AuditBaseline.load(path: path) }
        var files: [String] = []
        for variant in variants where !files.contains(variant.scene.path) { files.append(variant.scene.path) }
        return (known ?? AuditBaseline()).apply(to: findings, auditedFiles: files)
    }

    /// The `file:line: warning:` lines, a note per fixed entry, and the count line.
    static func text(of outcome: AuditOutcome, variants: Int) -> String {
        var out = FindingLines.text(of: outcome.findings)
        for entry in outcome.fixed {
            out += "\(entry.file): note: fixed, take it out of the baseline: \(entry.rule) on '\(entry.view)'\n"
        }
        out +=
            "audit: \(variants) variants, \(outcome.findings.count) findings "
            + "(\(outcome.new.count) new, \(outcome.known.count) in the baseline), \(outcome.fixed.count) fixed\n"
        return out
    }
}
