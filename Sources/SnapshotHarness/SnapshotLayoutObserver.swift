import AutoLayout
import SceneModel

/// Reads each variant's layout as the runner makes it, so a check that needs the same layout
/// (the audit of `snapshot verify --audit`) does not read and solve the scene again. Called once
/// per variant whose scene loads, from that variant's job: on any thread, concurrently for
/// different indices, before the variant's snapshots are compared.
public protocol SnapshotLayoutObserver: Sendable {
    /// `index` is the variant's place in the runner's `variants`; `scene` is the variant's own
    /// read (its views are this call's to keep), laid out as `layout` and drawn as `drawing`.
    func observe(variantAt index: Int, scene: Scene, layout: Layout, drawing: Drawing)
}
