import ArgumentParser
import AutoLayout
import SceneFormat

/// The options every layout command shares: what to lay out and in which environment.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "A cookbook recipe (title or slug) or a path to a scene file.")
    var recipe: String

    @OptionGroup var environmentOptions: EnvironmentOptions

    func environment(for scene: LoadedScene) -> Environment { environmentOptions.environment(for: scene) }

    /// Loads the scene the argument names.
    func loadScene() throws -> LoadedScene {
        do {
            return try SceneCatalog.load(recipe)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
    }
}

/// Device, orientation and direction.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "Device: iphone-se, iphone-8, iphone-8-plus, iphone-x or ipad.")
    var device: String = Device.default.id

    @Option(help: "portrait or landscape.")
    var orientation: String = Orientation.portrait.rawValue

    @Option(help: "ltr or rtl.")
    var direction: String = LayoutDirection.leftToRight.rawValue

    func validate() throws {
        guard Device.named(device) != nil else {
            throw ValidationError("unknown device '\(device)' (use one of: \(Device.all.map(\.id).joined(separator: ", ")))")
        }
        guard Orientation(rawValue: orientation.lowercased()) != nil else {
            throw ValidationError("unknown orientation '\(orientation)' (use portrait or landscape)")
        }
        guard LayoutDirection(rawValue: direction.lowercased()) != nil else {
            throw ValidationError("unknown direction '\(direction)' (use ltr or rtl)")
        }
    }

    func environment(for scene: LoadedScene) -> Environment {
        scene.environment(device: Device.named(device) ?? .default,
                          orientation: Orientation(rawValue: orientation.lowercased()) ?? .portrait,
                          direction: LayoutDirection(rawValue: direction.lowercased()) ?? .leftToRight)
    }
}
