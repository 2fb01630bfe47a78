import Foundation

/// One recipe of the Auto Layout Cookbook and the scene file that lays it out.
public struct Recipe: Hashable, Sendable {
    /// The title the sample app shows.
    public let title: String
    /// The guide's own title where it differs from the app's; nil otherwise.
    public let guideTitle: String?
    /// The title in lower case with dashes, also the scene file's name.
    public let slug: String
    /// The resource folder holding the scene: `Recipes`, or `Examples` for the guide's examples
    /// outside the cookbook chapters.
    public let folder: String

    public init(title: String, guideTitle: String? = nil) {
        self.title = title
        self.guideTitle = guideTitle
        self.slug = Recipe.slug(for: title)
        folder = "Recipes"
    }

    /// A guide example, whose scene file keeps the name the tests know it by.
    init(example title: String, file: String) {
        self.title = title
        guideTitle = nil
        slug = file
        folder = "Examples"
    }

    /// The scene file inside the module's resources (copied as the `Recipes` folder).
    public var scenePath: String {
        if let url = Bundle.module.url(forResource: slug, withExtension: "yaml", subdirectory: folder) {
            return url.path
        }
        // Not found means a broken install; the path still names what was expected, so the
        // loader's "cannot read" error points at it instead of a crash here.
        return Bundle.module.bundleURL.appendingPathComponent("\(folder)/\(slug).yaml").path
    }

    /// Lower case, every run of characters other than letters and digits becomes one dash
    /// ("Fixed Height, Aligned Columns" → "fixed-height-aligned-columns").
    public static func slug(for title: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
            } else {
                pendingDash = true
            }
        }
        return slug
    }

    /// Whether a name given by a user means this recipe: the app's title, the guide's or the
    /// slug, ignoring case and surrounding spaces.
    func matches(_ name: String) -> Bool {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        return key == title.lowercased() || key == guideTitle?.lowercased() || key == slug
    }
}
