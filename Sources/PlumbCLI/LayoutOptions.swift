import ArgumentParser
import AutoLayout
import SceneFormat
import SceneModel

/// The options every layout command shares: what to lay out and in which environment.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "A cookbook recipe (title or slug), or a path to a scene file, storyboard or xib.")
    var recipe: String

    @OptionGroup var environmentOptions: EnvironmentOptions

    func environment(for scene: Scene) throws -> Environment { try environmentOptions.environment(for: scene) }

    /// Loads the scene the argument names.
    func loadScene() throws -> Scene { try environmentOptions.loadScene(recipe) }
}

/// Device, orientation and direction, and which scene of a storyboard or xib.
struct EnvironmentOptions: ParsableArguments {
    static let designDevice = "design"

    @Option(
        help:
            "Device: one of `plumb devices`, WxH@S (a custom one, with --safe-area), or design (a storyboard's or xib's own canvas)."
    )
    var device: String = Device.default.id

    @Option(help: "A custom device's portrait safe area, T,L,B,R (status bar included).")
    var safeArea: String?

    @Option(help: "portrait or landscape.")
    var orientation: String = Orientation.portrait.rawValue

    @Option(help: "ltr or rtl.")
    var direction: String = LayoutDirection.leftToRight.rawValue

    @Option(help: "Dynamic Type size: xs, s, m, l, xl, xxl, xxxl, ax1 … ax5 (or UIKit's names).")
    var contentSize: String = ContentSizeCategory.large.shortName

    @Option(help: "light or dark: which value of a system colour is drawn.")
    var appearance: String = Appearance.light.rawValue

    @Option(
        name: .customLong("ios"),
        help:
            "The iOS version whose control metrics apply, 7 to 26 (default: the scene's own, else the newest, 26)."
    )
    var iosVersion: String?

    @Option(
        help:
            "A directory holding Apple's SF Pro files for the system font (default: PLUMB_FONT_DIR; else DejaVu Sans).")
    var fontDir: String?

    @Option(
        help: "A storyboard's or xib's scene: identifier, user label, title, name or IB id (default: the initial one).")
    var scene: String?

    var isDesign: Bool { device.lowercased() == Self.designDevice }

    /// The first option given that picks one variant (device, orientation, direction, text
    /// size, appearance, iOS version), as typed on the command line; nil when none is.
    var variantOptionGiven: String? {
        if device != Device.default.id || safeArea != nil { return "--device" }
        if orientation != Orientation.portrait.rawValue { return "--orientation" }
        if direction != LayoutDirection.leftToRight.rawValue { return "--direction" }
        if contentSize != ContentSizeCategory.large.shortName { return "--content-size" }
        if appearance != Appearance.light.rawValue { return "--appearance" }
        if iosVersion != nil { return "--ios" }
        return nil
    }

    func validate() throws {
        guard isDesign || Device.named(device) != nil || device.contains("@") else {
            throw ValidationError(
                "unknown device '\(device)' (use one of: "
                    + "\(Device.all.map(\.id).joined(separator: ", ")), \(Self.designDevice), or WxH@S)")
        }
        if device.contains("@") {
            guard let insets = try Self.safeAreaInsets(safeArea), Device.custom(device, safeArea: insets) != nil else {
                throw ValidationError(
                    "bad custom device '\(device)' (WxH@S: width and height 100…4000 points, "
                        + "scale 1, 2 or 3, and a safe area inside it)")
            }
        } else if safeArea != nil {
            throw ValidationError("--safe-area goes with a custom device (WxH@S); '\(device)' has its own")
        }
        guard ContentSizeCategory(name: contentSize) != nil else {
            throw ValidationError(
                "unknown content size '\(contentSize)' (use one of: "
                    + "\(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")))")
        }
        if let iosVersion, IOSMetrics.version(parsing: iosVersion) == nil {
            throw ValidationError("unknown iOS version '\(iosVersion)' (use \(IOSMetrics.expectedVersion))")
        }
        guard Appearance(rawValue: appearance.lowercased()) != nil else {
            throw ValidationError("unknown appearance '\(appearance)' (use light or dark)")
        }
        guard Orientation(rawValue: orientation.lowercased()) != nil else {
            throw ValidationError("unknown orientation '\(orientation)' (use portrait or landscape)")
        }
        guard LayoutDirection(rawValue: direction.lowercased()) != nil else {
            throw ValidationError("unknown direction '\(direction)' (use ltr or rtl)")
        }
    }

    /// `T,L,B,R` in points; zero when not given.
    static func safeAreaInsets(_ text: String?) throws -> EdgeInsets? {
        guard let text else { return .zero }
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard values.count == 4, let top = values[0], let left = values[1], let bottom = values[2],
            let right = values[3]
        else {
            throw ValidationError("bad --safe-area '\(text)' (four numbers: top,left,bottom,right)")
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The device the options name (not `design`).
    var namedDevice: Device {
        if let known = Device.named(device) { return known }
        let insets = (try? Self.safeAreaInsets(safeArea)) ?? .zero
        return Device.custom(device, safeArea: insets) ?? .default
    }

    /// Loads the scene an argument names, printing what the reader approximated to stderr.
    func loadScene(_ argument: String) throws -> Scene {
        if let fontDir { try FontDirectory.use(fontDir) }
        let loaded: Scene
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
    func environment(for scene: Scene) throws -> Environment {
        let direction = LayoutDirection(rawValue: direction.lowercased()) ?? .leftToRight
        let category = ContentSizeCategory(name: contentSize) ?? .large
        var environment: Environment
        if isDesign {
            guard let design = scene.designEnvironment(direction: direction, contentSize: category) else {
                throw CommandFailure.usage(
                    "--device design needs a storyboard or xib ('\(scene.file)' is a YAML scene)")
            }
            environment = design
        } else {
            environment = scene.environment(
                device: namedDevice,
                orientation: Orientation(rawValue: orientation.lowercased()) ?? .portrait,
                direction: direction, contentSize: category)
        }
        environment.appearance = Appearance(rawValue: appearance.lowercased()) ?? .light
        if let iosVersion, let version = IOSMetrics.version(parsing: iosVersion) { environment.iosVersion = version }
        return environment
    }
}
