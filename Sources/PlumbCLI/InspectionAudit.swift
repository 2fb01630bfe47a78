import Audit
import AutoLayout
import Foundation
import Inspector
import SnapshotHarness

/// The accessibility findings an inspector page embeds (`plumb inspect --audit`, `plumb
/// snapshot verify --inspect --audit`): `plumb audit`'s findings over the page's variants,
/// with the suite's `audit:` settings and the baseline it would use, so a page and the
/// command's `--format json` show the same values.
enum InspectionAudit {
    /// The findings of `variants`, their baseline applied (a listed one is a note with its reason).
    static func findings(
        of variants: [SnapshotVariant], settings: SuiteAuditSettings?, defaultBaseline: String?
    ) throws -> InspectorAudit {
        let run = try AuditRun(
            targetSize: nil, settings: settings, baseline: nil, defaultBaseline: defaultBaseline)
        do throws(AuditError) {
            let findings = try run.auditor.findings(in: variants)
            return InspectorAudit(findings: try run.outcome(of: findings, in: variants).findings)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
    }
}

/// A snapshot run's inspections, kept so that `--inspect --audit` can write each failing
/// variant's page again once the audit, which runs after every variant, has its findings.
final class InspectionsSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [SnapshotInspection] = []

    func add(_ inspection: SnapshotInspection) {
        lock.lock()
        defer { lock.unlock() }
        seen.append(inspection)
    }

    /// In the order the run's variants come, whatever thread finished first.
    func inspections(order variants: [SnapshotVariant]) -> [SnapshotInspection] {
        lock.lock()
        defer { lock.unlock() }
        return variants.flatMap { variant in seen.filter { $0.variant == variant } }
    }
}
