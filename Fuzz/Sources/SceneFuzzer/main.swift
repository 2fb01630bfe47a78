import FuzzSupport
import SceneFormat
import SceneModel

// A scene file → SceneLoader.standard, the YAML reader and every kind's factory; a failure
// is rendered to its message as plumb prints it.
FuzzDriver.run { bytes in
    guard let yaml = FuzzInput.text(bytes) else { return }
    do throws(SceneError) {
        FuzzInput.release(try SceneLoader.standard.load(yaml: yaml, file: FuzzInput.sceneFile).root)
    } catch {
        _ = error.description
    }
}
