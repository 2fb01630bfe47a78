import AutoLayout
import SceneFormat
import SceneModel
import SceneReading
import Raster
import Typesetting

/// Lays out and draws one variant: the image, the text snapshot (`Layout.dump`), and the
/// debug render and explanation when the layout has conflicts or ambiguity.
enum VariantRendering {
    static func render(_ variant: SnapshotVariant, with renderer: Renderer) throws(SnapshotError)
        -> (Bitmap, String, LayoutProblems?)
    {
        let scene: Scene
        let design = variant.device == SuiteAxes.design
        do {
            let source = variant.scene.source
            scene = try SceneReaders.standard.reader(for: source.path).load(path: source.path, scene: source.scene,
                                                                            forDesign: design)
        } catch {
            throw .renderingFailed(error.description)
        }
        var environment = variant.environment
        environment.hasNavigationBar = scene.navigationBar
        environment.hasTabBar = scene.tabBar
        if design {
            // The suite refuses `design` for YAML scenes; a document without a design device
            // cannot be laid out on it either.
            guard var canvas = scene.designEnvironment(direction: variant.direction, contentSize: variant.contentSize) else {
                throw .renderingFailed("\(variant.scene.path): the document names no design device")
            }
            canvas.appearance = variant.appearance
            environment = canvas
        }
        let engine = LayoutEngine(root: scene.root, environment: environment)
        let layout = engine.layout()
        let image: Bitmap
        do {
            image = try renderer.render(layout, drawing: engine.drawing(of: layout))
        } catch {
            throw .renderingFailed("\(variant.scene.path): \(error)")
        }
        return (image, layout.dump + TextEngine.shared.systemFonts.snapshotLine,
                LayoutProblems(engine: { engine }, layout: layout, renderer: renderer))
    }
}
