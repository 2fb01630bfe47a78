import Foundation

/// The Auto Layout Cookbook's 25 recipes (the guide's 16 and the sample project's 9 more) as
/// scene files, in the sample app's order (cookbook.md §1).
public enum Cookbook {
    public static var recipes: [Recipe] { all }

    /// Fixed states of the dynamic recipes, shown beside them (issue 7): the Dynamic Stack View
    /// before any entry is added, and the dynamic-height recipes with their 36-point fonts.
    public static let states: [Recipe] = [
        Recipe(title: "Dynamic Stack View (Initial State)"),
        Recipe(title: "Label and Text Field with Dynamic Height (36 pt)"),
        Recipe(title: "Dynamic Height, Aligned Columns (36 pt)"),
    ]

    /// The config of one of the cookbook's snapshot suites (`default`, `traits`), shipped in
    /// the module's `Suites` folder: the same `plumb.yml` form a team writes (SPEC §6).
    public static func suiteConfigPath(_ name: String) -> String {
        Bundle.module.url(forResource: name, withExtension: "yml", subdirectory: "Suites")?.path
            ?? Bundle.module.bundleURL.appendingPathComponent("Suites/\(name).yml").path
    }

    /// Everything that is rendered and snapshotted: each recipe followed by its extra states.
    public static var snapshotted: [Recipe] {
        all.flatMap { recipe in [recipe] + states.filter { $0.title.hasPrefix(recipe.title + " (") } }
    }

    /// The guide's examples outside the cookbook chapters ("Anatomy of a Constraint", "Auto
    /// Layout by Example", the anchors cheat sheet). They are looked up like recipes but are not
    /// part of the snapshot matrix.
    public static let examples: [Recipe] = [
        Recipe(example: "Side by Side, Pinned to the Superview", file: "anatomy-side-by-side-1"),
        Recipe(example: "Side by Side, Aligned to Each Other", file: "anatomy-side-by-side-2"),
        Recipe(example: "Label and Text Field with Intrinsic Sizes", file: "anatomy-intrinsic-size"),
        Recipe(example: "Equal Spacing with Spacer Views", file: "spacer-views"),
        Recipe(example: "Anchored View Inside a Scroll View", file: "anchored-view-in-scroll-view"),
        Recipe(example: "Quarter-Height Child", file: "quarter-height-child"),
        Recipe(example: "Content-Wrapping Container", file: "content-wrapping-container"),
        Recipe(example: "Label with Insets", file: "padded-label"),
    ]

    /// The recipe, state or example a name means: its title, guide title or slug, ignoring case.
    public static func recipe(named name: String) -> Recipe? {
        all.first { $0.matches(name) } ?? states.first { $0.matches(name) } ?? examples.first { $0.matches(name) }
    }

    private static let all: [Recipe] = [
        Recipe(title: "Simple Stack View"),
        Recipe(title: "Nested Stack Views"),
        Recipe(title: "Dynamic Stack View"),
        Recipe(title: "Simple Single View"),
        Recipe(title: "Adaptive Single View"),
        Recipe(title: "Two Equal Width Views", guideTitle: "Two Equal-Width Views"),
        Recipe(title: "Two Views with Different Widths", guideTitle: "Two Different-Width Views"),
        Recipe(title: "Two Views with Complex Widths"),
        Recipe(title: "Simple Label and Text Field"),
        Recipe(title: "Label and Text Field with Dynamic Height", guideTitle: "Dynamic Height Label and Text Field"),
        Recipe(title: "Fixed Height, Aligned Columns", guideTitle: "Fixed Height Columns"),
        Recipe(title: "Dynamic Height, Aligned Columns", guideTitle: "Dynamic Height Columns"),
        Recipe(title: "Two Equal Width Buttons", guideTitle: "Two Equal-Width Buttons"),
        Recipe(title: "Three Equal Width Buttons", guideTitle: "Three Equal-Width Buttons"),
        Recipe(title: "Defining Equal-Sized White Spaces", guideTitle: "Two Buttons with Equal Spacing"),
        Recipe(title: "Buttons and Size-Classes", guideTitle: "Two Buttons with Size Class-Based Layouts"),
        Recipe(title: "Grouping Views"),
        Recipe(title: "Image Views and Aspect Fit Mode"),
        Recipe(title: "Image Views and Aspect Ratio Constraints"),
        Recipe(title: "Dynamic Text and Readability"),
        Recipe(title: "Self Sizing Table View Cells"),
        Recipe(title: "Working with Scroll Views"),
        Recipe(title: "Size Class Specific Layouts"),
        Recipe(title: "Animating Dynamic Changes"),
        Recipe(title: "UIKit Dynamics and Auto Layout"),
    ]
}
