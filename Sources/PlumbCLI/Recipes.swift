import ArgumentParser
import Cookbook

/// `plumb recipes`: the cookbook's titles, one per line, in the app's order, so scripts can
/// loop over them and pass each back as a recipe argument.
struct Recipes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the cookbook's recipe titles, one per line.")

    func run() throws {
        for recipe in Cookbook.snapshotted { print(recipe.title) }
    }
}
