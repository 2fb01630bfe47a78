import SceneModel

/// Writes a `SceneOutline` as a YAML scene (SPEC §4) that `YAMLSceneReader` reads back: one
/// flow mapping per view, one double-quoted line per constraint, each group under its comment.
public enum YAMLSceneWriter {
    public static func yaml(_ outline: SceneOutline) -> String {
        var out = outline.header.map { "# \($0)\n" }.joined()
        out += "name: \(quote(outline.name))\nviews:\n"
        for view in outline.views {
            var fields = "name: \(quote(view.name))"
            if let parent = view.parent { fields += ", parent: \(quote(parent))" }
            out += "  - {\(fields)}\n"
        }
        if outline.views.isEmpty { out += "  []\n" }
        out += "constraints:\n"
        for group in outline.constraints {
            if let comment = group.comment { out += "  # \(comment)\n" }
            for line in group.lines { out += "  - \(quote(line))\n" }
        }
        if outline.constraints.allSatisfy(\.lines.isEmpty) { out += "  []\n" }
        return out
    }

    /// A YAML double-quoted string.
    static func quote(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
