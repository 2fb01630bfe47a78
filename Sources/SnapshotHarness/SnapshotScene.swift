import Cookbook

/// What a suite snapshots: a scene of a file any reader reads (`SceneReaders.standard`), with
/// the title reports show and the slug its references live under
/// (`<snapshots>/<slug>/<variant>.png`).
public struct SnapshotScene: Hashable, Sendable, CustomStringConvertible {
    /// A file and the scene to read from it (the id its reader lists; nil for the file's
    /// initial or only scene).
    public struct Source: Hashable, Sendable {
        public let path: String
        public let scene: String?

        public init(path: String, scene: String? = nil) {
            self.path = path
            self.scene = scene
        }
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
        self.init(title: recipe.title, slug: recipe.slug, source: Source(path: recipe.scenePath))
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
    public var path: String { source.path }

    public var description: String { title }
}
