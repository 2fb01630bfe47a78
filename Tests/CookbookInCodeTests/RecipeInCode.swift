import PlumbUIKit

/// One recipe of the cookbook as UIKit code: the scene file it must agree with (its slug) and
/// the view controller that builds it.
struct RecipeInCode: Sendable, CustomStringConvertible {
    /// The scene file's name in `Sources/Cookbook/Recipes`, without `.yaml`.
    let slug: String
    let makeController: @MainActor @Sendable (AppLanguage) -> UIViewController

    init(_ slug: String, _ makeController: @escaping @MainActor @Sendable (AppLanguage) -> UIViewController) {
        self.slug = slug
        self.makeController = makeController
    }

    var description: String { slug }
}
