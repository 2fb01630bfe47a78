import InterfaceBuilder
import SceneFormat
import SceneModel

extension SceneReaders {
    /// Every format Plumb reads. Adding one is a module with its `SceneReader` and a line here
    /// (docs/architecture.md, "Readers").
    public static let standard = SceneReaders(
        [
            IBSceneReader(),
            YAMLSceneReader(),
        ], fallback: YAMLSceneReader())
}
