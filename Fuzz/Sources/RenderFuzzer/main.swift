import AutoLayout
import FuzzSupport
import Raster
import SceneFormat

// A scene → layout → the frames as `plumb frames` prints them and the pixels as `plumb render`
// and `plumb render --debug` draw them (each with its own engine, as each command has), at 1
// pixel per point to keep every input cheap; the environment is picked by the input's hash.
// A layout the CLI would refuse to print or draw (frames beyond ±1e15 pt) stops where the
// CLI stops.
FuzzDriver.run { bytes in
    guard let yaml = FuzzInput.text(bytes) else { return }
    let scene: LoadedScene
    do throws(SceneError) {
        scene = try SceneLoader.standard.load(yaml: yaml, file: FuzzInput.sceneFile)
    } catch {
        return
    }
    let environment = FuzzInput.environment(FuzzInput.hash(bytes), bars: (scene.navigationBar, scene.tabBar))
    let layout = LayoutEngine(root: scene.root, environment: environment).layout()
    if FuzzInput.framesInRange(layout) {
        _ = layout.dump
        _ = try? Renderer().render(layout, scale: 1)
    }
    let diagnosis = LayoutEngine(root: scene.root, environment: environment).diagnose()
    if FuzzInput.framesInRange(diagnosis.layout) {
        _ = DiagnosisReport(diagnosis: diagnosis).text
        _ = try? Renderer().renderDebug(diagnosis, scale: 1)
    }
    FuzzInput.release(scene.root)
}
