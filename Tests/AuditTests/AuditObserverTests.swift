import AutoLayout
import Foundation
import SnapshotHarness
import Testing

@testable import Audit

/// The audit on a snapshot run's layouts (`snapshot verify --audit`): every variant the runner
/// lays out is seen once, and the findings equal an audit that reads and solves each variant
/// itself; a variant the runner did not see is audited afresh.
@Suite struct AuditObserverTests {
    @Test func findingsFromARunnersLayoutsEqualAFreshAudit() throws {
        let scenes = ["target-size-fail", "contrast-fail", "truncated-fail"].map(AuditFixtures.scene)
        let variants = AuditMatrix.variants(of: scenes).filter { $0.contentSize == .large }
        let auditor = Auditor()
        let observer = AuditObserver(auditor: auditor, count: variants.count)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-audit-observer-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var runner = SnapshotRunner(
            variants: variants, snapshotsDirectory: directory, artifactsDirectory: directory + "/out",
            strategies: [AnySnapshotStrategy(SnapshotStrategies.frames)])
        runner.observer = observer
        _ = try runner.record(mode: .all)

        #expect(observer.results.count == variants.count)
        #expect(observer.results.allSatisfy { $0 != nil })
        let fresh = try auditor.findings(in: variants)
        #expect(!fresh.isEmpty)
        #expect(try auditor.findings(in: variants, observed: observer) == fresh)
        // More variants than were seen: the rest are read here, in order.
        let wider =
            variants + AuditMatrix.variants(of: scenes).filter { $0.contentSize == .accessibilityExtraExtraExtraLarge }
        #expect(try auditor.findings(in: wider, observed: observer) == (try auditor.findings(in: wider)))
    }
}
