import AutoLayout
import SceneModel

/// `plumb explain --log --scene-out`: a log's rebuilt system as a scene outline, which
/// `YAMLSceneWriter` writes as a YAML scene (SPEC §4) that `plumb frames` and `plumb explain`
/// load, for the user to edit and try fixes on. Views keep their readable names and the log's
/// superviews; each entry is one group of constraint lines, in the list's order, under its
/// index and UIKit's text.
public enum LogScene {
    public static func outline(_ analysis: LogAnalysis, file: String, number: Int) -> SceneOutline {
        let system = analysis.system
        var source = "Rebuilt by plumb explain --log from \(file), log \(number)"
        if let line = analysis.log.headerLine { source += " (line \(line))" }
        var views: [SceneOutline.ViewLine] = []
        system.root.visit { view in
            guard view !== system.root else { return }
            let parent = view.superview.flatMap { $0 === system.root ? nil : $0.name }
            views.append(.init(name: view.name, parent: parent))
        }
        let groups = system.lines.enumerated().map { index, lines in
            let entry = analysis.log.entries[index]
            return SceneOutline.ConstraintGroup(
                comment:
                    "[\(index)] line \(entry.line): \(entry.className)\(entry.identifier.map { " '\($0)'" } ?? "")",
                lines: lines)
        }
        return SceneOutline(
            header: [
                source + ".",
                "Every listed constraint is required, in the list's order; sizes the log does not give are free.",
            ],
            name: "Console log \(number)", views: views, constraints: groups)
    }
}
