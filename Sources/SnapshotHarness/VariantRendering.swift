import AutoLayout
import Raster
import SceneFormat
import SceneModel
import SceneReading

/// Reads and lays out one variant: what its strategies render from.
enum VariantRendering {
    static func lay(out variant: SnapshotVariant) throws(SnapshotError) -> SnapshotSubject {
        let scene: Scene
        let design = variant.device == SuiteAxes.design
        do {
            let source = variant.scene.source
            scene = try SceneReaders.standard.reader(for: source.path).load(
                path: source.path, scene: source.scene,
                forDesign: design)
        } catch {
            throw .renderingFailed(error.description)
        }
        var environment = variant.environment
        environment.hasNavigationBar = scene.navigationBar
        environment.hasTabBar = scene.tabBar
        // The suite's iOS version, else the scene's own.
        environment.iosVersion = variant.iosVersion ?? scene.iosVersion
        if design {
            // The suite refuses `design` for YAML scenes; a document without a design device
            // cannot be laid out on it either.
            guard var canvas = scene.designEnvironment(direction: variant.direction, contentSize: variant.contentSize)
            else {
                throw .renderingFailed("\(variant.scene.path): the document names no design device")
            }
            canvas.appearance = variant.appearance
            if let iosVersion = variant.iosVersion { canvas.iosVersion = iosVersion }
            environment = canvas
        }
        // Each variant its own renderer: renderers keep scratch buffers, and variants run in parallel.
        return SnapshotSubject(
            engine: LayoutEngine(root: scene.root, environment: environment),
            origin: variant.scene.path, renderer: Renderer())
    }
}
