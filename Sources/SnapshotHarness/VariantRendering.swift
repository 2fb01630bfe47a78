import AutoLayout
import Raster
import SceneFormat
import SceneModel
import SceneReading

/// Reads and lays out one variant: what its strategies render from.
enum VariantRendering {
    static func lay(out variant: SnapshotVariant) throws(SnapshotError) -> SnapshotSubject {
        try read(variant).subject
    }

    /// The variant's scene as read and what its strategies render from, for a runner whose
    /// observer reads the scene too.
    static func read(_ variant: SnapshotVariant) throws(SnapshotError) -> (scene: Scene, subject: SnapshotSubject) {
        let (scene, environment) = try variant.loadScene()
        // Each variant its own renderer: renderers keep scratch buffers, and variants run in parallel.
        let subject = SnapshotSubject(
            engine: LayoutEngine(root: scene.root, environment: environment),
            origin: variant.scene.path, renderer: Renderer())
        return (scene, subject)
    }
}

extension SnapshotVariant {
    /// The variant's scene, read afresh (its views are this call's own), and the environment
    /// it is laid out in: the variant's, with the scene's bars and iOS version, or the
    /// document's design canvas. What snapshots render and what the audit checks.
    public func loadScene() throws(SnapshotError) -> (scene: Scene, environment: Environment) {
        let scene: Scene
        let design = device == SuiteAxes.design
        do {
            let source = self.scene.source
            scene = try SceneReaders.standard.reader(for: source.path).load(
                path: source.path, scene: source.scene,
                forDesign: design)
        } catch {
            throw .renderingFailed(error.description)
        }
        var environment = self.environment
        environment.hasNavigationBar = scene.navigationBar
        environment.hasTabBar = scene.tabBar
        // The suite's iOS version, else the scene's own.
        environment.iosVersion = iosVersion ?? scene.iosVersion
        if design {
            // The suite refuses `design` for YAML scenes; a document without a design device
            // cannot be laid out on it either.
            guard var canvas = scene.designEnvironment(direction: direction, contentSize: contentSize)
            else {
                throw .renderingFailed("\(self.scene.path): the document names no design device")
            }
            canvas.appearance = appearance
            if let iosVersion { canvas.iosVersion = iosVersion }
            environment = canvas
        }
        return (scene, environment)
    }
}
