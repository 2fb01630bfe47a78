import AutoLayout
import Cookbook

/// The default matrix (SPEC §6): every recipe × {iphone-se, iphone-8, ipad} × {portrait,
/// landscape} × {ltr, rtl}, in a fixed order (recipes as the cookbook lists them, then device,
/// orientation, direction), so shards and reports are the same on every machine.
public enum SnapshotMatrix {
    public static let devices: [Device] = [.iPhoneSE, .iPhone8, .iPad]
    public static let orientations: [Orientation] = [.portrait, .landscape]
    public static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    /// Every variant of the given recipes (all of them by default).
    public static func variants(of recipes: [Recipe] = Cookbook.snapshotted) -> [SnapshotVariant] {
        var result: [SnapshotVariant] = []
        result.reserveCapacity(recipes.count * devices.count * orientations.count * directions.count)
        for recipe in recipes {
            for device in devices {
                for orientation in orientations {
                    for direction in directions {
                        result.append(
                            SnapshotVariant(
                                recipe: recipe, device: device, orientation: orientation,
                                direction: direction))
                    }
                }
            }
        }
        return result
    }

    /// The traits suite (issue 20): every recipe on today's `iphone-15`, portrait, left to
    /// right, at the largest accessibility text size in dark mode, where layouts break that
    /// the default matrix never shows. Its references live beside the default matrix's
    /// (`<slug>/iphone-15-portrait-ltr-ax5-dark.png`).
    public static func traitVariants(of recipes: [Recipe] = Cookbook.snapshotted) -> [SnapshotVariant] {
        guard let device = Device.named("iphone-15") else { return [] }
        return recipes.map { recipe in
            SnapshotVariant(
                recipe: recipe, device: device, orientation: .portrait, direction: .leftToRight,
                contentSize: .accessibilityExtraExtraExtraLarge, appearance: .dark)
        }
    }

    /// The cookbook's suites: the default matrix and the traits suite.
    public enum Suite: String, Sendable, CaseIterable {
        case `default`, traits
    }

    /// The variants of one recipe (or all when `recipe` is nil) in a suite, limited to a shard.
    public static func variants(recipe name: String?, suite: Suite = .default, shard: Shard = .whole)
        throws(SnapshotError) -> [SnapshotVariant]
    {
        var recipes = Cookbook.snapshotted
        if let name {
            guard let recipe = Cookbook.recipe(named: name) else { throw .unknownRecipe(name) }
            recipes = [recipe]
        }
        return shard.deal(suite == .traits ? traitVariants(of: recipes) : variants(of: recipes)).map(\.item)
    }
}
