import AutoLayout
import Foundation

/// Finds the scene a command-line argument names: a path to a scene file (recipes by title
/// join when the cookbook does).
enum SceneCatalog {
    static var loader: SceneLoader { SceneLoader() }

    static func load(_ argument: String) throws(SceneError) -> LoadedScene {
        try loader.load(path: argument)
    }
}
