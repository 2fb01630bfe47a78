import ArgumentParser
import AutoLayout
import SceneFormat

/// The options every layout command shares: what to lay out and in which environment.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "A cookbook recipe (title or slug), or a path to a scene file, storyboard or xib.")
    var recipe: String

    @OptionGroup var environmentOptions: EnvironmentOptions

    func environment(for scene: LoadedScene) throws -> Environment { try environmentOptions.environment(for: scene) }

    /// Loads the scene the argument names.
    func loadScene() throws -> LoadedScene { try environmentOptions.loadScene(recipe) }
}

/// Device, orientation and direction, and which scene of a storyboard or xib.
struct EnvironmentOptions: ParsableArguments {
    static let designDevice = "design"

    @Option(help: "Device: iphone-se, iphone-8, iphone-8-plus, iphone-x, ipad, or design (a storyboard's or xib's own canvas).")
    var device: String = Device.default.id

    @Option(help: "portrait or landscape.")
    var orientation: String = Orientation.portrait.rawValue

    @Option(help: "ltr or rtl.")
    var direction: String = LayoutDirection.leftToRight.rawValue

    @Option(help: "A storyboard's or xib's scene: identifier, user label, title, name or IB id (default: the initial one).")
    var scene: String?

    var isDesign: Bool { device.lowercased() == Self.designDevice }

    func validate() throws {
        guard isDesign || Device.named(device) != nil else {
            throw ValidationError("unknown device '\(device)' (use one of: "
                + "\((Device.all.map(\.id) + [Self.designDevice]).joined(separator: ", ")))")
        }
        guard Orientation(rawValue: orientation.lowercased()) != nil else {
            throw ValidationError("unknown orientation '\(orientation)' (use portrait or landscape)")
        }
        guard LayoutDirection(rawValue: direction.lowercased()) != nil else {
            throw ValidationError("unknown direction '\(direction)' (use ltr or rtl)")
        }
    }

    /// Loads the scene an argument names, printing what the reader approximated to stderr.
    func loadScene(_ argument: String) throws -> LoadedScene {
        let loaded: LoadedScene
        do {
            loaded = try SceneCatalog.load(argument, scene: scene, forDesign: isDesign)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        for warning in loaded.warnings { Console.error(warning.description) }
        return loaded
    }

    /// The environment to lay `scene` out in. `design` is the document's own canvas, in its
    /// orientation (`--orientation` does not apply).
    func environment(for scene: LoadedScene) throws -> Environment {
        let direction = LayoutDirection(rawValue: direction.lowercased()) ?? .leftToRight
        if isDesign {
            guard let environment = scene.designEnvironment(direction: direction) else {
                throw CommandFailure.usage("--device design needs a storyboard or xib ('\(scene.file)' is a YAML scene)")
            }
            return environment
        }
        return scene.environment(device: Device.named(device) ?? .default,
                                 orientation: Orientation(rawValue: orientation.lowercased()) ?? .portrait,
                                 direction: direction)
    }
}
