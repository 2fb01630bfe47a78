import AutoLayout

/// `plumb explain --log --scene-out`: a log's rebuilt system as a YAML scene (SPEC §4) that
/// `plumb frames` and `plumb explain` load, for the user to edit and try fixes on. Views keep
/// their readable names and the log's superviews; each entry is one constraint line, in the
/// list's order, with its index and UIKit's text in a comment.
public enum LogScene {
    public static func yaml(_ analysis: LogAnalysis, file: String, number: Int) -> String {
        let system = LogSystem(analysis.log.entries)
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
        for (index, constraints) in system.constraints.enumerated() {
            let entry = analysis.log.entries[index]
            out += "  # [\(index)] line \(entry.line): \(entry.className)\(entry.identifier.map { " '\($0)'" } ?? "")\n"
            for constraint in constraints {
                out += "  - \(quote(sceneLine(constraint)))\n"
                any = true
            }
        }
        if !any { out += "  []\n" }
        return out
    }

    /// The constraint in the guide's notation (SPEC §4), as a scene line.
    static func sceneLine(_ constraint: LayoutConstraint) -> String {
        var text = "\(constraint.firstItem.name).\(constraint.firstAttribute.displayName) \(constraint.relation.rawValue) "
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            if constraint.multiplier != 1 { text += "\(formatPoints(constraint.multiplier)) x " }
            text += "\(second.name).\(constraint.secondAttribute.displayName)"
            if constraint.constant > 0 { text += " + \(formatPoints(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(formatPoints(-constraint.constant))" }
        } else {
            text += formatPoints(constraint.constant)
        }
        return text
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
