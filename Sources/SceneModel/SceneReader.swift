/// One input format read into the model: YAML scenes, storyboards and xibs, and the formats to
/// come. `SceneReaders.standard` (module `SceneReading`) lists them; the command line, lint,
/// suites and rendering ask it, never a format by name.
public protocol SceneReader: Sendable {
    /// The file name endings it reads (".yaml", ".storyboard"), lower-case.
    var fileExtensions: [String] { get }
    /// Whether a file holds scenes to pick from (a storyboard's controllers, a xib's views).
    var picksScenes: Bool { get }
    /// Whether its scenes have a canvas of their own (`--device design`).
    var hasDesignCanvas: Bool { get }
    /// The scenes of a file, in order, each with the id `load` takes.
    func scenes(in path: String) throws(SceneError) -> [SceneListing]
    /// The scene a name picks (by the format's own rules), with an error that suggests names.
    func scene(named name: String, in path: String) throws(SceneError) -> SceneListing
    /// A scene of a file (nil: its initial or only one), read for its own canvas when
    /// `forDesign`.
    func load(path: String, scene: String?, forDesign: Bool) throws(SceneError) -> Scene
    /// Every scene of a file (a reader may read the file once for all of them).
    func loadAll(path: String, forDesign: Bool) throws(SceneError) -> [Scene]
}

extension SceneReader {
    public func loadAll(path: String, forDesign: Bool) throws(SceneError) -> [Scene] {
        var scenes: [Scene] = []
        for listing in try self.scenes(in: path) {
            scenes.append(try load(path: path, scene: listing.id, forDesign: forDesign))
        }
        return scenes
    }
}

/// A scene as a file lists it.
public struct SceneListing: Sendable, Hashable {
    /// What `SceneReader.load` takes (nil for a file's only scene).
    public let id: String?
    /// What reports call it (nil: the file's name stands for it).
    public let name: String?
    /// Whether the scene is its file's only one and is named by the file (a YAML scene, a
    /// xib's single view), rather than as "file#scene".
    public let isTheFile: Bool

    public init(id: String?, name: String?, isTheFile: Bool) {
        self.id = id
        self.name = name
        self.isTheFile = isTheFile
    }
}

/// The readers, in the order they are asked, and the one that reads any other file.
public struct SceneReaders: Sendable {
    public let readers: [any SceneReader]
    /// For a file no reader claims by its ending (a scene file named freely is YAML).
    public let fallback: any SceneReader

    public init(_ readers: [any SceneReader], fallback: any SceneReader) {
        self.readers = readers
        self.fallback = fallback
    }

    /// The reader of a file, by its name's ending.
    public func reader(for path: String) -> any SceneReader {
        let lowered = path.lowercased()
        return readers.first { reader in reader.fileExtensions.contains { lowered.hasSuffix($0) } } ?? fallback
    }

    /// Every ending a reader claims, in the readers' order.
    public var fileExtensions: [String] { readers.flatMap(\.fileExtensions) }
}
