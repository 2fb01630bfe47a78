import AutoLayout
import SceneModel
import SnapshotHarness

/// The audit's rules run on a snapshot run's layouts as the runner makes them
/// (`plumb snapshot verify --audit`): each variant is read and solved once for both. Give it to
/// `SnapshotRunner.observer`, then to `Auditor.findings(in:observed:)` with the same variants;
/// a variant whose scene did not load is audited there (and its error reported there).
public final class AuditObserver: SnapshotLayoutObserver {
    let rules: [AuditRule]
    let thresholds: AuditThresholds
    private let box: Slots<Result<[Auditor.Hit], AuditError>>

    /// For `count` variants, with `auditor`'s rules and thresholds.
    public init(auditor: Auditor, count: Int) {
        rules = auditor.rules
        thresholds = auditor.thresholds
        box = Slots(count: count, empty: .success([]))
    }

    public func observe(variantAt index: Int, scene: Scene, layout: Layout, drawing: Drawing) {
        let subject = AuditSubject(scene: scene, layout: layout, drawing: drawing)
        box.set(index, Auditor.hits(in: subject, rules: rules, thresholds: thresholds))
    }

    /// Each variant's hits, nil for those not observed.
    var results: [Result<[Auditor.Hit], AuditError>?] { box.filled }
}
