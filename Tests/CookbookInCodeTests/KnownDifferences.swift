/// The recipes and variants whose PNGs cannot be the same, each with its reason
/// (docs/uikit.md, "The cookbook in UIKit code"). Their frames are still asserted exactly.
enum KnownDifferences {
    static func reason(slug: String, variant: String) -> String? {
        nil
    }
}
