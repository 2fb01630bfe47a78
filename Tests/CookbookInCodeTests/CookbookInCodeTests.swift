import AutoLayout
import Foundation
@_spi(Plumb) import PlumbUIKit
import Raster
import Testing

@testable import SnapshotHarness

/// Issue 33, point 2: every recipe of the cookbook written as UIKit code gives exactly the
/// frames and the PNG bytes of its YAML scene, in every variant of the default suite (three
/// devices, two orientations, two directions). The scene side is the harness's own: the
/// suite's variants, each read and laid out by `VariantRendering` and drawn by the same
/// renderer `plumb snapshot` uses; the code side is the recipe's view controller, hosted by a
/// window on the variant's device, orientation and direction at the scene's iOS version, and
/// drawn with `drawHierarchy(in:afterScreenUpdates:)`.
@Suite @MainActor
struct CookbookInCodeTests {
    /// The default suite's variants, by scene slug, in the suite's order.
    static let variantsBySlug: [String: [SnapshotVariant]] = {
        guard let suite = try? SnapshotSuite.cookbook(.default), let variants = try? suite.variants() else {
            return [:]
        }
        return Dictionary(grouping: variants) { $0.scene.slug }
    }()

    /// The traits suite's variants (iPhone 15, portrait, left to right, the largest
    /// accessibility text size, dark), by scene slug.
    static let traitVariantsBySlug: [String: [SnapshotVariant]] = {
        guard let suite = try? SnapshotSuite.cookbook(.traits), let variants = try? suite.variants() else {
            return [:]
        }
        return Dictionary(grouping: variants) { $0.scene.slug }
    }()

    @Test(arguments: RecipesInCode.all)
    func agreesWithItsSceneInTheTraitsSuite(_ recipe: RecipeInCode) async throws {
        let variants = try #require(Self.traitVariantsBySlug[recipe.slug])
        #expect(variants.count == 1)
        for variant in variants {
            let comparison = try await RecipeComparison.make(recipe: recipe, variant: variant)
            comparison.expectSameFrames()
            comparison.expectSamePNG()
        }
    }

    /// Every scene of the default suite has its code, and no code names a scene the suite lacks.
    @Test func everySceneOfTheSuiteIsWrittenInCode() {
        let suite = Set(Self.variantsBySlug.keys)
        let code = Set(RecipesInCode.all.map(\.slug))
        #expect(suite.count == 28)
        #expect(code.sorted() == suite.sorted())
        #expect(RecipesInCode.all.count == code.count)
    }

    @Test(arguments: RecipesInCode.all)
    func agreesWithItsScene(_ recipe: RecipeInCode) async throws {
        let variants = try #require(Self.variantsBySlug[recipe.slug])
        #expect(variants.count == 12)
        for variant in variants {
            let comparison = try await RecipeComparison.make(recipe: recipe, variant: variant)
            comparison.expectSameFrames()
            comparison.expectSamePNG()
        }
    }
}
