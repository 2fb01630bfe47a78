import AutoLayout
import Raster

/// A layout's conflicts and ambiguity as a failing snapshot shows them: the debug render
/// (`plumb render --debug`) and the explanation (`plumb explain`). Exists only for layouts
/// that have problems, so clean variants pay nothing; the diagnosis, the image and the text
/// are made on first use, so a layout with problems that matches its reference pays only for
/// the one-line summary.
final class LayoutProblems {
    let summary: String
    private let engine: () -> LayoutEngine
    private let renderer: Renderer

    private lazy var diagnosis = engine().diagnose()
    private lazy var debugRendering: Result<Bitmap, RasterError> = {
        do throws(RasterError) {
            return .success(try renderer.renderDebug(diagnosis, drawing: engine().drawing(of: diagnosis.layout)))
        } catch {
            return .failure(error)
        }
    }()
    lazy var explanation = DiagnosisReport(diagnosis: diagnosis).text

    /// The debug render, made once; a picture or font that cannot be read fails the variant.
    func debugImage() throws(SnapshotError) -> Bitmap {
        switch debugRendering {
        case let .success(bitmap): return bitmap
        case let .failure(error): throw .renderingFailed(error.description)
        }
    }

    /// `engine` gives the engine that solved `layout` (or one that solves it again).
    init?(engine: @escaping () -> LayoutEngine, layout: Layout, renderer: Renderer) {
        guard !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty else { return nil }
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
        self.engine = engine
        self.renderer = renderer
    }
}
