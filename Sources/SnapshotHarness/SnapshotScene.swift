import Cookbook

/// What a suite snapshots: a YAML scene, or one scene of a storyboard or xib, with the title
/// reports show and the slug its references live under (`<snapshots>/<slug>/<variant>.png`).
public struct SnapshotScene: Hashable, Sendable, CustomStringConvertible {
    public enum Source: Hashable, Sendable {
        /// A YAML scene file (SPEC §4).
        case yaml(path: String)
        /// A storyboard or xib and the scene to read (its IB id; nil for the document's
        /// initial or first scene).
        case interfaceBuilder(path: String, scene: String?)
    }

    public let title: String
    public let slug: String
    public let source: Source

    public init(title: String, slug: String, source: Source) {
        self.title = title
        self.slug = slug
        self.source = source
    }

    /// A cookbook recipe: its title, its slug, its scene file.
    public init(recipe: Recipe) {
        self.init(title: recipe.title, slug: recipe.slug, source: .yaml(path: recipe.scenePath))
    }

    /// A slug for a file's name: words split at case changes too, so `EmptyInbox.xib` keeps
    /// its references in `empty-inbox/` ("Settings Screen" → `settings-screen`).
    public static func slug(forFileNamed name: String) -> String {
        var spaced = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { spaced.append(" ") }
            spaced.append(character)
            previous = character
        }
        return Recipe.slug(for: spaced)
    }

    /// The file the scene is read from.
    public var path: String {
        switch source {
        case let .yaml(path), let .interfaceBuilder(path, _): path
        }
    }

    public var description: String { title }
}
