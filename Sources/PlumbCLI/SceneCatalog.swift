import AutoLayout
import SceneFormat
import Cookbook
import Foundation
import InterfaceBuilder
import Typesetting

/// Finds the scene a command-line argument names: a cookbook recipe (title, guide title or
/// slug), else a path to a scene file, a storyboard or a xib.
enum SceneCatalog {
    /// `scene` picks a scene of a storyboard or xib; `forDesign` reads it for its own canvas
    /// (`--device design`).
    static func load(_ argument: String, scene: String? = nil, forDesign: Bool = false) throws(SceneError)
        -> LoadedScene
    {
        // A recipe name wins over a file of the same name in the working directory: names are
        // what users type, and a file can always be given as ./name.
        let path = Cookbook.recipe(named: argument)?.scenePath ?? argument
        if IBSceneLoader.handles(path) {
            return try IBSceneLoader.load(path: path, scene: scene, forDesign: forDesign)
        }
        if let scene {
            throw SceneError(file: path, line: nil, text: scene,
                             message: "--scene picks a scene of a storyboard or xib; a YAML scene has one")
        }
        return try SceneLoader.standard.load(path: path)
    }
}
