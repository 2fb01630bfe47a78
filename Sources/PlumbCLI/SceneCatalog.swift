import AutoLayout
import SceneFormat
import Cookbook
import Foundation
import Typesetting

/// Finds the scene a command-line argument names: a cookbook recipe (title, guide title or
/// slug), else a path to a scene file.
enum SceneCatalog {
    static func load(_ argument: String) throws(SceneError) -> LoadedScene {
        // A recipe name wins over a file of the same name in the working directory: names are
        // what users type, and a file can always be given as ./name.
        let path = Cookbook.recipe(named: argument)?.scenePath ?? argument
        // Read as YAML, a storyboard is one long string, quoted back whole in the error.
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            throw SceneError(file: path, line: nil, text: "",
                             message: "an Interface Builder document: these are not laid out yet (issue 18); `plumb scenes` lists its scenes")
        }
        return try SceneLoader.standard.load(path: path)
    }
}
