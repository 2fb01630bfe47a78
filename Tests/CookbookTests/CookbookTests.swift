import AutoLayout
import Cookbook
import SceneFormat
import SceneModel
import TestSupport
import Testing
import Typesetting

/// Every recipe must load and lay out cleanly in the default snapshot matrix (SPEC §6): a
/// conflict or an ambiguity there would make its snapshots meaningless.
struct CookbookTests {
    static func layout(
        _ recipe: Recipe, device: Device = .iPhone8, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight
    ) throws -> Layout {
        let scene = try SceneLoader.standard.load(path: recipe.scenePath)
        return LayoutEngine(
            root: scene.root,
            environment: scene.environment(
                device: device, orientation: orientation,
                direction: direction)
        ).layout()
    }

    @Test func thereAreTwentyFiveRecipesInTheAppsOrder() {
        #expect(Cookbook.recipes.count == 25)
        #expect(Cookbook.recipes.first?.title == "Simple Stack View")
        #expect(Cookbook.recipes[3].slug == "simple-single-view")
        #expect(Cookbook.recipes.last?.title == "UIKit Dynamics and Auto Layout")
        #expect(Set(Cookbook.recipes.map(\.slug)).count == 25)
    }

    @Test func fixedStatesFollowTheirRecipes() {
        #expect(Cookbook.states.count == 3)
        #expect(Cookbook.snapshotted.count == 28)
        let titles = Cookbook.snapshotted.map(\.title)
        let stack = titles.firstIndex(of: "Dynamic Stack View")
        #expect(stack.map { titles[$0 + 1] } == "Dynamic Stack View (Initial State)")
        #expect(
            Cookbook.recipe(named: "label-and-text-field-with-dynamic-height-36-pt")?.title
                == "Label and Text Field with Dynamic Height (36 pt)")
    }

    @Test(arguments: Cookbook.snapshotted)
    func recipeLaysOutCleanly(_ recipe: Recipe) throws {
        for device in [Device.iPhoneSE, .iPhone8, .iPad] {
            for orientation in [Orientation.portrait, .landscape] {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    let layout = try Self.layout(recipe, device: device, orientation: orientation, direction: direction)
                    #expect(
                        layout.conflicts.isEmpty && layout.ambiguous.isEmpty,
                        "\(recipe.slug) \(device.id) \(orientation) \(direction)\n\(layout.dump)")
                }
            }
        }
    }

    @Test(arguments: Cookbook.recipes)
    func sceneIsNamedAfterTheAppsTitle(_ recipe: Recipe) throws {
        #expect(try SceneLoader.standard.load(path: recipe.scenePath).name == recipe.title)
    }

    @Test func lookupByTitleGuideTitleAndSlug() {
        #expect(Cookbook.recipe(named: "Simple Single View")?.slug == "simple-single-view")
        #expect(Cookbook.recipe(named: "simple single VIEW")?.slug == "simple-single-view")
        #expect(Cookbook.recipe(named: "Two Buttons with Equal Spacing")?.title == "Defining Equal-Sized White Spaces")
        #expect(Cookbook.recipe(named: "fixed height columns")?.title == "Fixed Height, Aligned Columns")
        #expect(Cookbook.recipe(named: "fixed-height-aligned-columns")?.guideTitle == "Fixed Height Columns")
        #expect(Cookbook.recipe(named: "uikit-dynamics-and-auto-layout")?.guideTitle == nil)
        #expect(Cookbook.recipe(named: "No Such Recipe") == nil)
    }

    // Hand-computed frames on iphone-8 portrait: 375×667, side margins 16 (343 between them),
    // top layout guide at 20, bottom layout guide at 667.

    @Test func simpleSingleView() throws {
        let layout = try Self.layout(try #require(Cookbook.recipe(named: "Simple Single View")))
        // 20 below the guide's 20; 667 − 20 − 40 = 607 tall.
        expectFrame(layout, "Red View", Rect(x: 16, y: 40, width: 343, height: 607))
    }

    @Test func adaptiveSingleView() throws {
        let layout = try Self.layout(try #require(Cookbook.recipe(named: "adaptive-single-view")))
        // Standard (8) below the status bar wins at the top; at the bottom there is no bar, so
        // the required 20 from the superview's bottom beats the optional 8: 647 − 28 = 619.
        expectFrame(layout, "Blue View", Rect(x: 16, y: 28, width: 343, height: 619))
    }

    @Test func twoEqualWidthViews() throws {
        let layout = try Self.layout(try #require(Cookbook.recipe(named: "Two Equal-Width Views")))
        // (343 − 8) / 2 = 167.5 each.
        expectFrame(layout, "Yellow View", Rect(x: 16, y: 40, width: 167.5, height: 607))
        expectFrame(layout, "Green View", Rect(x: 191.5, y: 40, width: 167.5, height: 607))
    }

    @Test func twoViewsWithDifferentWidths() throws {
        let layout = try Self.layout(try #require(Cookbook.recipe(named: "Two Different-Width Views")))
        // purple + 2 × purple + 8 = 343.
        expectFrame(layout, "Purple View", Rect(x: 16, y: 40, width: 335.0 / 3, height: 607))
        expectFrame(layout, "Orange View", Rect(x: 16 + 335.0 / 3 + 8, y: 40, width: 670.0 / 3, height: 607))
    }

    @Test func twoViewsWithComplexWidths() throws {
        let layout = try Self.layout(try #require(Cookbook.recipe(named: "two-views-with-complex-widths")))
        // 335 < 458, so Blue stays at its minimum 150 and Red (optional 2×) takes the rest.
        expectFrame(layout, "Blue View", Rect(x: 16, y: 40, width: 150, height: 607))
        expectFrame(layout, "Red View", Rect(x: 174, y: 40, width: 185, height: 607))
    }

    @Test func animatingDynamicChangesInitialState() throws {
        let layout = try Self.layout(try #require(Cookbook.recipe(named: "Animating Dynamic Changes")))
        // Two equal boxes 8 apart between 40 and 647: (607 − 8) / 2 = 299.5.
        expectFrame(layout, "Blue Box", Rect(x: 16, y: 40, width: 343, height: 299.5))
        expectFrame(layout, "Red Box", Rect(x: 16, y: 347.5, width: 343, height: 299.5))
    }
}
