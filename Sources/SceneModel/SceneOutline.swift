/// A scene as a writer writes it: its name, the views with their parents, and the constraint
/// lines in the guide's notation, in groups that each carry a comment. What makes one (the
/// console log's rebuilt system, say) need not know the file format; a format's writer
/// (`YAMLSceneWriter`) turns it into text its reader reads back.
public struct SceneOutline: Sendable, Equatable {
    public struct ViewLine: Sendable, Equatable {
        public var name: String
        /// Nil: the scene's root.
        public var parent: String?

        public init(name: String, parent: String? = nil) {
            self.name = name
            self.parent = parent
        }
    }

    public struct ConstraintGroup: Sendable, Equatable {
        public var comment: String?
        public var lines: [String]

        public init(comment: String? = nil, lines: [String]) {
            self.comment = comment
            self.lines = lines
        }
    }

    /// Comment lines at the top of the file.
    public var header: [String]
    public var name: String
    public var views: [ViewLine]
    public var constraints: [ConstraintGroup]

    public init(header: [String] = [], name: String, views: [ViewLine], constraints: [ConstraintGroup]) {
        self.header = header
        self.name = name
        self.views = views
        self.constraints = constraints
    }
}
