import AutoLayout
import SceneFormat
import SceneModel

/// What a lint rule looks at: one scene as read, laid out once in the environment it is
/// checked in, so every rule reads the same layout and none lays out again.
public struct LintSubject {
    public let scene: Scene
    public let environment: Environment
    public let layout: Layout
    /// The engine's findings for `layout`, each conflict with all its members by id
    /// (`LayoutEngine.findings()`); without a location, which rules add.
    public let findings: [Finding]
    /// Whether the scene's stored frames are a designed canvas's (a storyboard or xib laid
    /// out at its design size), so comparing them with the solved frames means something.
    public let hasDesignCanvas: Bool

    /// Lays the scene out in `environment`.
    public init(scene: Scene, environment: Environment, hasDesignCanvas: Bool) {
        self.scene = scene
        self.environment = environment
        self.hasDesignCanvas = hasDesignCanvas
        let engine = LayoutEngine(root: scene.root, environment: environment)
        layout = engine.layout()
        findings = engine.findings()
    }

    /// The scene's file at `line`, in this scene.
    public func location(line: Int?) -> FileLocation {
        FileLocation(file: scene.file, line: line, scene: scene.name)
    }
}
