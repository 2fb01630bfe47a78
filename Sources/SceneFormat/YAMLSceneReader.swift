import SceneModel

/// Scene files in the guide's notation (SPEC §4): one scene a file, named by its `name:`.
public struct YAMLSceneReader: SceneReader {
    public init() {}

    public var fileExtensions: [String] { [".yaml", ".yml"] }
    public var picksScenes: Bool { false }
    public var hasDesignCanvas: Bool { false }

    public func scenes(in path: String) throws(SceneError) -> [SceneListing] {
        [SceneListing(id: nil, name: Self.name(of: path), isTheFile: true)]
    }

    public func scene(named name: String, in path: String) throws(SceneError) -> SceneListing {
        throw SceneError(file: path, line: nil, text: name, message: "a YAML scene file holds one scene")
    }

    public func load(path: String, scene: String?, forDesign: Bool) throws(SceneError) -> Scene {
        try SceneLoader.standard.load(path: path)
    }

    /// The file's `name:`; nil when the file does not read (loading it then fails with the
    /// loader's own message).
    static func name(of path: String) -> String? {
        guard let fields = try? SceneFields.read(path: path, context: "the scene") else { return nil }
        return (try? fields.string("name")) ?? nil
    }
}
