import SceneModel

/// Storyboards and xibs: a storyboard's scenes are its view controllers, a xib's its top-level
/// views and cells (SPEC §4b), each with the canvas it was designed on.
public struct IBSceneReader: SceneReader {
    public init() {}

    public var fileExtensions: [String] { [".storyboard", ".xib"] }
    public var picksScenes: Bool { true }
    public var hasDesignCanvas: Bool { true }

    public func scenes(in path: String) throws(SceneError) -> [SceneListing] {
        let document = try IBDocument.read(path: path)
        let all = document.scenes
        let alone = document.kind == .xib && all.count == 1
        return all.map { SceneListing(id: $0.id, name: $0.name, isTheFile: alone) }
    }

    public func scene(named name: String, in path: String) throws(SceneError) -> SceneListing {
        let document = try IBDocument.read(path: path)
        let scene = try document.scene(named: name)
        return SceneListing(
            id: scene.id, name: scene.name, isTheFile: document.kind == .xib && document.scenes.count == 1)
    }

    public func load(path: String, scene: String?, forDesign: Bool) throws(SceneError) -> Scene {
        try IBSceneLoader.load(path: path, scene: scene, forDesign: forDesign)
    }

    /// The document is read once for all its scenes.
    public func loadAll(path: String, forDesign: Bool) throws(SceneError) -> [Scene] {
        let document = try IBDocument.read(path: path)
        var scenes: [Scene] = []
        for entry in document.scenes {
            scenes.append(try IBSceneLoader.load(document: document, scene: entry.id, forDesign: forDesign))
        }
        return scenes
    }
}
