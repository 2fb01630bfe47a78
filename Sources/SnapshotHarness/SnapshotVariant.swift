import AutoLayout
import Cookbook

/// One recipe in one environment: a cell of the snapshot matrix.
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    public let recipe: Recipe
    public let device: Device
    public let orientation: Orientation
    public let direction: LayoutDirection

    public init(recipe: Recipe, device: Device, orientation: Orientation, direction: LayoutDirection) {
        self.recipe = recipe
        self.device = device
        self.orientation = orientation
        self.direction = direction
    }

    /// `<device>-<orientation>-<direction>`, the file name without extension (SPEC §6).
    public var name: String { "\(device.id)-\(orientation.rawValue)-\(direction.rawValue)" }

    /// `<slug>/<device>-<orientation>-<direction>`, relative to the snapshots directory.
    public var stem: String { "\(recipe.slug)/\(name)" }

    public var description: String { "\(recipe.title) [\(name)]" }
}
