import AutoLayout

/// `plumb explain --log --scene-out`: a log's rebuilt system as a YAML scene (SPEC §4) that
/// `plumb frames` and `plumb explain` load, for the user to edit and try fixes on. Views keep
/// their readable names and the log's superviews; each entry is one constraint line, in the
/// list's order, with its index and UIKit's text in a comment.
public enum LogScene {
    public static func yaml(_ analysis: LogAnalysis, file: String, number: Int) -> String {
        let system = analysis.system
        var out = "# Rebuilt by plumb explain --log from \(file), log \(number)"
        if let line = analysis.log.headerLine { out += " (line \(line))" }
        out += ".\n# Every listed constraint is required, in the list's order; sizes the log does not give are free.\n"
        out += "name: \(quote("Console log \(number)"))\nviews:\n"
        var written = false
        system.root.visit { view in
            guard view !== system.root else { return }
            written = true
            var fields = "name: \(quote(view.name))"
            if let parent = view.superview, parent !== system.root { fields += ", parent: \(quote(parent.name))" }
            out += "  - {\(fields)}\n"
        }
        if !written { out += "  []\n" }
        out += "constraints:\n"
        var any = false
        for (index, lines) in system.lines.enumerated() {
            let entry = analysis.log.entries[index]
            out += "  # [\(index)] line \(entry.line): \(entry.className)\(entry.identifier.map { " '\($0)'" } ?? "")\n"
            for line in lines {
                out += "  - \(quote(line))\n"
                any = true
            }
        }
        if !any { out += "  []\n" }
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
