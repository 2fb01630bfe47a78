import ArgumentParser
import AutoLayout
import ConsoleLog
import Cookbook
import Foundation
import Inspector
import Raster
import SceneModel

/// `plumb inspect`: one self-contained HTML page to look at a layout in a browser — the view
/// tree, the frames drawn, each view's constraints per axis with where they were written and
/// `plumb explain --view`'s answer, the conflicts with their alternatives and the ambiguity
/// with its ranges and pins (docs/debugging.md, "plumb inspect").
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Write an interactive inspector (one self-contained HTML file) for a scene, storyboard, xib or console log."
    )

    @Argument(
        help:
            "A cookbook recipe (title or slug), a scene file, a storyboard or xib, or a paste of UIKit's console log.")
    var input: String

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "The HTML file to write.")
    var output: String

    func run() throws {
        let document = try isLog ? logDocument() : sceneDocument()
        do throws(OutputError) {
            try OutputFile(output).write(Array(document.html.utf8))
        } catch {
            throw CommandFailure.invalidInput("\(error)")
        }
    }

    /// A file that is no recipe, no storyboard or xib, and holds UIKit's unsatisfiable
    /// constraints log is read as a log; everything else as a scene.
    var isLog: Bool {
        guard Cookbook.recipe(named: input) == nil, !SceneCatalog.picksScenes(input),
            let data = FileManager.default.contents(atPath: input)
        else { return false }
        return !ConsoleLog.parse(String(decoding: data, as: UTF8.self)).isEmpty
    }

    private func sceneDocument() throws -> InspectorDocument {
        let scene = try environmentOptions.loadScene(input)
        let engine = LayoutEngine(root: scene.root, environment: try environmentOptions.environment(for: scene))
        let diagnosis = engine.diagnose()
        try FrameLimits.check(diagnosis.layout, scene: scene)
        let provenance = ConstraintProvenance(scene: scene)
        let file = ConstraintProvenance.displayName(scene.file)
        let variant = InspectorVariant(
            engine: engine, diagnosis: diagnosis, provenance: provenance, sources: scene.sources, sourceFile: file)
        let kind = SceneCatalog.picksScenes(scene.file) ? "interface-builder" : "scene"
        return InspectorDocument(input: .init(kind: kind, file: file, scene: scene.name), variants: [variant])
    }

    private func logDocument() throws -> InspectorDocument {
        if environmentOptions.scene != nil {
            throw CommandFailure.usage("--scene picks a storyboard's scene, not a log's")
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            throw CommandFailure.invalidInput("\(input): error: cannot read the file")
        }
        let logs = ConsoleLog.parse(String(decoding: data, as: UTF8.self))
        guard let first = logs.first else {
            throw CommandFailure.invalidInput("\(input): error: no UIKit constraint log found")
        }
        // The first log of the paste, as `plumb explain --log --output` draws it.
        let analysis = LogAnalysis(first)
        let picture = LogPicture(
            analysis,
            environment: try environmentOptions.environment(
                for: Scene(name: "log", file: input, root: View(name: "log"), views: [], constraints: [])))
        let variant = InspectorVariant(
            engine: picture.engine, diagnosis: picture.diagnosis,
            provenance: ConstraintProvenance(log: analysis, picture: picture, file: input))
        let scene = logs.count == 1 ? "log" : "log 1 of \(logs.count)"
        return InspectorDocument(
            input: .init(kind: "console-log", file: input, scene: "\(input) (\(scene))"), variants: [variant])
    }
}
