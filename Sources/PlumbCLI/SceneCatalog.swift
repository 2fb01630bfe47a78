import AutoLayout
import Foundation
import Typesetting

/// Finds the scene a command-line argument names: a path to a scene file (recipes by title
/// join when the cookbook does).
enum SceneCatalog {
    /// A loader that knows every control and container kind.
    static var loader: SceneLoader { SceneLoader(factories: ControlSceneFactories.all + ContainerSceneFactories.all) }

    static func load(_ argument: String) throws(SceneError) -> LoadedScene {
        try loader.load(path: argument)
    }
}
