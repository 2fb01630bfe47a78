import AutoLayout
import Raster
import Typesetting

/// Lays out and draws one variant: the image and the text snapshot (`Layout.dump`).
enum VariantRendering {
    static func render(_ variant: SnapshotVariant, with renderer: Renderer) throws(SnapshotError) -> (Bitmap, String) {
        // A loader per job: loaders are cheap and this keeps jobs sharing nothing mutable.
        let loader = SceneLoader(factories: ControlSceneFactories.all + ContainerSceneFactories.all)
        let scene: LoadedScene
        do {
            scene = try loader.load(path: variant.recipe.scenePath)
        } catch {
            throw .renderingFailed(error.description)
        }
        let environment = scene.environment(device: variant.device, orientation: variant.orientation,
                                            direction: variant.direction)
        let layout = LayoutEngine(root: scene.root, environment: environment).layout()
        return (renderer.render(layout), layout.dump)
    }
}
