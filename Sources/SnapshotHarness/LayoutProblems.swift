import AutoLayout

/// A layout's conflicts and ambiguity in one line, as a failing snapshot's reason gives them
/// (the debug render and `plumb explain`'s report come from the `SnapshotSubject`, when it
/// has the engine). Exists only for layouts that have problems.
struct LayoutProblems {
    let summary: String

    init?(layout: Layout) {
        guard !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty else { return nil }
        var parts: [String] = []
        if !layout.conflicts.isEmpty {
            parts.append(
                "\(layout.conflicts.count) conflict\(layout.conflicts.count == 1 ? "" : "s") (broke "
                    + layout.conflicts.map { "<\($0.broken)>" }.joined(separator: ", ") + ")")
        }
        if !layout.ambiguous.isEmpty {
            parts.append(
                "ambiguous views: "
                    + layout.ambiguous.map { "\($0.view) (\($0.attributes.joined(separator: ", ")))" }
                    .joined(separator: ", "))
        }
        summary = "layout has " + parts.joined(separator: "; ")
    }
}
