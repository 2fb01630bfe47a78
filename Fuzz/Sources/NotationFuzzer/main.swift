import AutoLayout
import FuzzSupport
import SceneFormat
import SceneModel

// Up to eight constraint lines in the guide's notation, in a scene with a view of every kind:
// resolved, laid out, diagnosed (UIKit's report and an explanation of each view's frame), and
// the first line looked up as a view name (did-you-mean).
// Views A and B are explained.
FuzzDriver.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8))
    let yaml = NotationScene.yaml(constraints: lines)
    let scene: Scene
    do throws(SceneError) {
        scene = try SceneLoader.standard.load(yaml: yaml, file: FuzzInput.sceneFile)
    } catch {
        _ = error.description
        return
    }
    if case let .failure(error) = scene.view(named: String(lines.first ?? "")) { _ = error.description }
    let engine = LayoutEngine(root: scene.root, environment: FuzzInput.environment(FuzzInput.hash(bytes)))
    let diagnosis = engine.diagnose()
    _ = DiagnosisReport(diagnosis: diagnosis).text
    // The two views most lines name; explaining every view would cost more than the rest.
    for view in scene.views.prefix(2) { _ = engine.explain(view: view).text }
    FuzzInput.release(scene.root)
}
