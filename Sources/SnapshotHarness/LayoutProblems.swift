import AutoLayout
import Raster

/// A layout's conflicts and ambiguity as a failing snapshot shows them: the debug render
/// (`plumb render --debug`) and the explanation (`plumb explain`). Made only for layouts that
/// have problems, so clean variants pay nothing.
struct LayoutProblems {
    let summary: String
    let debugImage: Bitmap
    let explanation: String

    init?(engine: LayoutEngine, layout: Layout, renderer: Renderer) {
        guard !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty else { return nil }
        let diagnosis = engine.diagnose()
        var parts: [String] = []
        if !layout.conflicts.isEmpty {
            parts.append("\(layout.conflicts.count) conflict\(layout.conflicts.count == 1 ? "" : "s") (broke "
                + layout.conflicts.map { "<\($0.broken)>" }.joined(separator: ", ") + ")")
        }
        if !layout.ambiguous.isEmpty {
            parts.append("ambiguous views: " + layout.ambiguous.map { "\($0.view) (\($0.attributes.joined(separator: ", ")))" }
                .joined(separator: ", "))
        }
        summary = "layout has " + parts.joined(separator: "; ")
        debugImage = renderer.renderDebug(diagnosis)
        explanation = DiagnosisReport(diagnosis: diagnosis).text
    }
}
