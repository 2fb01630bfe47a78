import PlumbUIKit

/// One recipe of the cookbook as UIKit code: the scene file it must agree with (its slug), the
/// view controller that builds it, and for a fixed state reached at run time what the app
/// does once the controller is on screen (the sample's timer growing the labels' font).
struct RecipeInCode: Sendable, CustomStringConvertible {
    /// The scene file's name in `Sources/Cookbook/Recipes`, without `.yaml`.
    let slug: String
    let makeController: @MainActor @Sendable (AppLanguage) -> UIViewController
    let afterShowing: (@MainActor @Sendable (UIViewController) -> Void)?

    init(
        _ slug: String, afterShowing: (@MainActor @Sendable (UIViewController) -> Void)? = nil,
        _ makeController: @escaping @MainActor @Sendable (AppLanguage) -> UIViewController
    ) {
        self.slug = slug
        self.afterShowing = afterShowing
        self.makeController = makeController
    }

    var description: String { slug }
}
