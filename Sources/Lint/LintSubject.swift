import AutoLayout
import SceneFormat

/// What a lint rule looks at: one scene as read, laid out once in the environment it is
/// checked in, so every rule reads the same layout and none lays out again.
public struct LintSubject {
    public let scene: LoadedScene
    public let environment: Environment
    public let layout: Layout
    /// Whether the scene's stored frames are a designed canvas's (a storyboard or xib laid
    /// out at its design size), so comparing them with the solved frames means something.
    public let hasDesignCanvas: Bool

    /// Lays the scene out in `environment`.
    public init(scene: LoadedScene, environment: Environment, hasDesignCanvas: Bool) {
        self.scene = scene
        self.environment = environment
        self.hasDesignCanvas = hasDesignCanvas
        layout = LayoutEngine(root: scene.root, environment: environment).layout()
    }

    /// The scene's file at `line`, in this scene.
    public func location(line: Int?) -> FileLocation {
        FileLocation(file: scene.file, line: line, scene: scene.name)
    }
}
