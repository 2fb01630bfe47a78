import AutoLayout
import Inspector
import SceneModel
import SnapshotHarness

/// `plumb snapshot verify --inspect`: a failing variant's inspector page — the variant laid
/// out again and diagnosed, with its committed frames reference as the expected layout, the
/// views that moved, the constraint diff (of every constraint when the suite records them),
/// and the reference and actual images embedded (docs/debugging.md, "Snapshot failures").
enum FailureInspection {
    @Sendable static func page(_ inspection: SnapshotInspection) throws(SnapshotError) -> [UInt8] {
        try page(inspection, audit: nil)
    }

    /// The page with the audit's findings on the variant (`--inspect --audit`).
    static func page(_ inspection: SnapshotInspection, audit: InspectorAudit?) throws(SnapshotError) -> [UInt8] {
        let made: (page: InspectorVariant, scene: Scene, diagnosis: Diagnosis)
        do {
            made = try SuiteInspection.variant(inspection.variant)
        } catch {
            throw .renderingFailed("\(inspection.name): the inspector page: \(error)")
        }
        let failure = InspectorFailure(
            name: inspection.name, reasons: inspection.reasons, referencePath: inspection.reference,
            reference: inspection.referenceFrames, referenceConstraints: inspection.referenceConstraints,
            layout: made.diagnosis.layout, constraints: made.diagnosis.constraints,
            expectedImage: inspection.expectedImage,
            actualImage: inspection.actualImage)
        let path = inspection.variant.scene.path
        let document = InspectorDocument(
            input: .init(
                kind: SceneCatalog.picksScenes(path) ? "interface-builder" : "scene",
                file: ConstraintProvenance.displayName(path), scene: made.scene.name),
            variants: [made.page], failure: failure.json, audit: audit)
        return Array(document.html.utf8)
    }
}
