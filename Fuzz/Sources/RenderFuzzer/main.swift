import AutoLayout
import FuzzSupport
import Raster
import SceneFormat
import SceneModel

// A scene → layout → the frames as `plumb frames` prints them and the pixels as `plumb render`
// and `plumb render --debug` draw them (each with its own engine, as each command has), at 1
// pixel per point to keep every input cheap; the environment is picked by the input's hash.
// A layout the CLI would refuse to print or draw (frames beyond ±1e15 pt) stops where the
// CLI stops.
FuzzDriver.run { bytes in
    guard let yaml = FuzzInput.text(bytes) else { return }
    let scene: Scene
    do throws(SceneError) {
        scene = try SceneLoader.standard.load(yaml: yaml, file: FuzzInput.sceneFile)
    } catch {
        return
    }
    let environment = FuzzInput.environment(FuzzInput.hash(bytes), bars: (scene.navigationBar, scene.tabBar))
    let engine = LayoutEngine(root: scene.root, environment: environment)
    let layout = engine.layout()
    if FuzzInput.framesInRange(layout) {
        _ = layout.dump
        _ = try? Renderer().render(layout, drawing: engine.drawing(of: layout), scale: 1)
    }
    let debugEngine = LayoutEngine(root: scene.root, environment: environment)
    let diagnosis = debugEngine.diagnose()
    if FuzzInput.framesInRange(diagnosis.layout) {
        _ = DiagnosisReport(diagnosis: diagnosis).text
        _ = try? Renderer().renderDebug(diagnosis, drawing: debugEngine.drawing(of: diagnosis.layout), scale: 1)
    }
    FuzzInput.release(scene.root)
}
