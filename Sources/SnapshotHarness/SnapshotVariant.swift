import AutoLayout
import Cookbook

/// One scene in one environment: a cell of a suite's matrix.
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    public let scene: SnapshotScene
    public let device: Device
    public let orientation: Orientation
    public let direction: LayoutDirection
    public let contentSize: ContentSizeCategory
    public let appearance: Appearance
    /// The iOS version the suite asks for; nil for the scene's own.
    public let iosVersion: Int?

    /// The scene's own tolerance and reference directory (a suite's per-scene overrides); nil
    /// for the run's.
    public let tolerance: Tolerance?
    public let snapshotsDirectory: String?

    public init(
        scene: SnapshotScene, device: Device, orientation: Orientation, direction: LayoutDirection,
        contentSize: ContentSizeCategory = .large, appearance: Appearance = .light, iosVersion: Int? = nil,
        tolerance: Tolerance? = nil, snapshotsDirectory: String? = nil
    ) {
        self.iosVersion = iosVersion
        self.scene = scene
        self.tolerance = tolerance
        self.snapshotsDirectory = snapshotsDirectory
        self.device = device
        self.orientation = orientation
        self.direction = direction
        self.contentSize = contentSize
        self.appearance = appearance
    }

    /// `<device>-<orientation>-<direction>`, the file name without extension (SPEC §6), with
    /// every other axis whose value is not the default after it: `iphone-15-portrait-ltr-ax5-dark`,
    /// `iphone-15-portrait-ltr-ios26`.
    public var name: String { Self.name(for: environment) }

    /// The variant name of an environment: its device, orientation and direction, then its
    /// content size and appearance when they are not the defaults, and the iOS version when
    /// the suite names one.
    public static func name(for environment: Environment) -> String {
        var name = "\(environment.device.id)-\(environment.orientation.rawValue)-\(environment.direction.rawValue)"
        // A design canvas's orientation is the document's, not an axis of the suite.
        if environment.device == SuiteAxes.design { name = "design-\(environment.direction.rawValue)" }
        if environment.contentSize != .large { name += "-\(environment.contentSize.shortName)" }
        if environment.appearance != .light { name += "-\(environment.appearance.rawValue)" }
        if let iosVersion = environment.iosVersion { name += "-ios\(iosVersion)" }
        return name
    }

    /// The environment the variant is laid out in.
    public var environment: Environment {
        Environment(
            device: device, orientation: orientation, direction: direction, contentSize: contentSize,
            appearance: appearance, iosVersion: iosVersion)
    }

    /// A cookbook recipe in one environment.
    public init(
        recipe: Recipe, device: Device, orientation: Orientation, direction: LayoutDirection,
        contentSize: ContentSizeCategory = .large, appearance: Appearance = .light
    ) {
        self.init(
            scene: SnapshotScene(recipe: recipe), device: device, orientation: orientation, direction: direction,
            contentSize: contentSize, appearance: appearance)
    }

    /// `<slug>/<variant name>`, relative to the snapshots directory.
    public var stem: String { "\(scene.slug)/\(name)" }

    /// What a variant costs to render and compare, for dealing shards: its pixels, plus a
    /// share for loading and laying out the scene (about what 200,000 pixels cost).
    public var estimatedCost: Double {
        // A design canvas's size is known once the scene is read: count it as a phone's.
        let size = device == SuiteAxes.design ? Device.iPhone8.portraitSize : environment.size
        let scale = environment.scale
        return size.width * size.height * scale * scale + 200_000
    }

    public var description: String { "\(scene.title) [\(name)]" }
}
