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
                        result.append(SnapshotVariant(recipe: recipe, device: device, orientation: orientation,
                                                      direction: direction))
                    }
                }
            }
        }
        return result
    }

    /// The variants of one recipe (or all when `recipe` is nil), limited to a shard.
    public static func variants(recipe name: String?, shard: Shard = .whole) throws(SnapshotError) -> [SnapshotVariant] {
        var recipes = Cookbook.snapshotted
        if let name {
            guard let recipe = Cookbook.recipe(named: name) else { throw .unknownRecipe(name) }
            recipes = [recipe]
        }
        return shard.select(variants(of: recipes))
    }
}
