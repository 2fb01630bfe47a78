import AutoLayout
import Cookbook

/// One recipe in one environment: a cell of the snapshot matrix.
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    public let recipe: Recipe
    public let device: Device
    public let orientation: Orientation
    public let direction: LayoutDirection
    public let contentSize: ContentSizeCategory
    public let appearance: Appearance

    public init(recipe: Recipe, device: Device, orientation: Orientation, direction: LayoutDirection,
                contentSize: ContentSizeCategory = .large, appearance: Appearance = .light)
    {
        self.recipe = recipe
        self.device = device
        self.orientation = orientation
        self.direction = direction
        self.contentSize = contentSize
        self.appearance = appearance
    }

    /// `<device>-<orientation>-<direction>`, the file name without extension (SPEC §6), with
    /// every other axis whose value is not the default after it: `iphone-15-portrait-ltr-ax5-dark`.
    public var name: String { Self.name(for: environment) }

    /// The variant name of an environment: its device, orientation and direction, then its
    /// content size and appearance when they are not the defaults.
    public static func name(for environment: Environment) -> String {
        var name = "\(environment.device.id)-\(environment.orientation.rawValue)-\(environment.direction.rawValue)"
        if environment.contentSize != .large { name += "-\(environment.contentSize.shortName)" }
        if environment.appearance != .light { name += "-\(environment.appearance.rawValue)" }
        return name
    }

    /// The environment the variant is laid out in.
    public var environment: Environment {
        Environment(device: device, orientation: orientation, direction: direction, contentSize: contentSize,
                    appearance: appearance)
    }

    /// `<slug>/<device>-<orientation>-<direction>`, relative to the snapshots directory.
    public var stem: String { "\(recipe.slug)/\(name)" }

    public var description: String { "\(recipe.title) [\(name)]" }
}
