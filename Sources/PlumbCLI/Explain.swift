import ArgumentParser
import AutoLayout
import ConsoleLog
import Foundation
import Inspector
import Raster
import SceneFormat
import SceneModel

/// `plumb explain`: UIKit's console diagnosis of conflicts and ambiguity, then what UIKit
/// does not say: why each broken constraint was the one broken and what breaking each other
/// one would have given, each ambiguous value's range and constraints that would pin it; with
/// `--view`, why that view's frame is what it is. With `--log`, the same questions about a
/// running app's console log (SPEC §9).
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Diagnose unsatisfiable and ambiguous constraints, as UIKit's console does, and explain frames; or read UIKit's console log."
    )

    @Argument(help: "A cookbook recipe (title or slug), or a path to a scene file, storyboard or xib.")
    var recipe: String?

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "Explain this view's frame: its constraints on each axis, tight, with room or lost.")
    var view: String?

    @Option(help: "A paste of UIKit's \"Unable to simultaneously satisfy constraints\" console log.")
    var log: String?

    @Option(
        help:
            "text or json: with --log, SPEC §9's; for a scene, its conflicts and ambiguities as plumb inspect shows them."
    )
    var format: String = "text"

    @Option(
        help:
            "With --log: write a YAML scene reproducing the (first) log's constraints, to load with plumb frames and explain."
    )
    var sceneOut: String?

    @Option(
        help:
            "With --log: draw the (first) log's rebuilt views with their constraints, the broken one crossed out (PNG)."
    )
    var output: String?

    func validate() throws {
        guard (recipe == nil) != (log == nil) else {
            throw ValidationError("give a recipe or scene file, or --log FILE")
        }
        guard format == "text" || format == "json" else {
            throw ValidationError("unknown format '\(format)' (use text or json)")
        }
        if format == "json" && view != nil { throw ValidationError("--format json and --view: pick one") }
        if view != nil && log != nil { throw ValidationError("--view explains a scene's view, not a log") }
        if sceneOut != nil && log == nil { throw ValidationError("--scene-out goes with --log") }
        if output != nil && log == nil { throw ValidationError("--output goes with --log (plumb render draws scenes)") }
    }

    func run() throws {
        if let log { return try explainLog(log) }
        let scene = try environmentOptions.loadScene(recipe ?? "")
        var target: View?
        if let view {
            switch scene.view(named: view) {
            case let .success(found): target = found
            case let .failure(error): throw CommandFailure.invalidInput(error.description)
            }
        }
        let engine = LayoutEngine(root: scene.root, environment: try environmentOptions.environment(for: scene))
        let diagnosis = engine.diagnose()
        let report = DiagnosisReport(diagnosis: diagnosis)
        try FrameLimits.check(report.layout, scene: scene)
        if format == "json" {
            // The inspector's conflict and ambiguity panels show this same value.
            print(DiagnosisJSON.value(diagnosis, provenance: ConstraintProvenance(scene: scene)).text)
            if report.hasProblems { throw ExitCode(1) }
            return
        }
        print(report.text, terminator: "")
        if let target { print("\n" + engine.explain(view: target).text, terminator: "") }
        if report.hasProblems { throw ExitCode(1) }
    }

    private func explainLog(_ path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.invalidInput("\(path): error: cannot read the file")
        }
        let text = String(decoding: data, as: UTF8.self)
        let logs = ConsoleLog.parse(text)
        guard !logs.isEmpty else {
            throw CommandFailure.invalidInput(
                "\(path): error: no UIKit constraint log found (looked for "
                    + "\"Unable to simultaneously satisfy constraints\" and entries like <NSLayoutConstraint:0x…>)")
        }
        let analyses = logs.map(LogAnalysis.init)
        // Files first: a failure to write leaves no partial report behind.
        if let sceneOut, let first = analyses.first {
            do {
                try OutputFile(sceneOut).write(
                    Array(YAMLSceneWriter.yaml(LogScene.outline(first, file: path, number: 1)).utf8))
            } catch {
                throw CommandFailure.invalidInput("\(error)")
            }
        }
        if let output, let first = analyses.first {
            let picture = LogPicture(
                first,
                environment: try environmentOptions.environment(
                    for: Scene(name: "log", file: path, root: View(name: "log"), views: [], constraints: [])))
            do throws(RasterError) {
                try PNGCodec.write(try Renderer().renderDebug(picture.diagnosis, drawing: picture.drawing), to: output)
            } catch {
                throw CommandFailure.invalidInput("\(error)")
            }
        }
        print(format == "json" ? LogReport.json(analyses) : LogReport.text(analyses, file: path), terminator: "")
        if output != nil && format == "text" {
            print(
                "Picture: \(output!) (sizes and places the log leaves free are chosen: 120×44, stacked from the top left)"
            )
        }
        if analyses.contains(where: { !$0.satisfiableAsPrinted }) { throw ExitCode(1) }
    }
}
