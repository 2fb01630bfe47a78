import AutoLayout
import Cookbook
import Foundation
import SceneFormat
import SceneModel
import SceneReading
import Typesetting

/// Finds the scene a command-line argument names: a cookbook recipe (title, guide title or
/// slug), else a path to a scene file, a storyboard or a xib.
enum SceneCatalog {
    /// `scene` picks a scene of a storyboard or xib; `forDesign` reads it for its own canvas
    /// (`--device design`).
    static func load(_ argument: String, scene: String? = nil, forDesign: Bool = false) throws(SceneError)
        -> Scene
    {
        // A recipe name wins over a file of the same name in the working directory: names are
        // what users type, and a file can always be given as ./name.
        let path = Cookbook.recipe(named: argument)?.scenePath ?? argument
        let reader = SceneReaders.standard.reader(for: path)
        if let scene, !reader.picksScenes {
            throw SceneError(
                file: path, line: nil, text: scene,
                message: "--scene picks a scene of a storyboard or xib; a YAML scene has one")
        }
        return try reader.load(path: path, scene: scene, forDesign: forDesign)
    }

    /// Whether the file is a document of scenes to pick from (a storyboard or xib).
    static func picksScenes(_ path: String) -> Bool { SceneReaders.standard.reader(for: path).picksScenes }
}
