import ArgumentParser
import AutoLayout
import SceneFormat
import Foundation
import Raster

/// `plumb render`: a recipe or scene to one PNG, or (`--all`) every recipe in the default
/// snapshot matrix to `DIR/<slug>/<device>-<orientation>-<direction>.png` (SPEC §6).
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a recipe or scene to a PNG file, or every recipe in the default matrix.")

    @Argument(help: "A cookbook recipe (title or slug) or a path to a scene file.")
    var recipe: String?

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "Pixels per point (default: the device's scale).")
    var scale: Double?

    @Flag(help: "Render every recipe × {iphone-se, iphone-8, ipad} × {portrait, landscape} × {ltr, rtl}.")
    var all = false

    @Flag(help: "Draw constraints, conflicts, ambiguity and view names over the layout (SPEC §8 colours).")
    var debug = false

    @Option(help: "The PNG file to write (a directory with --all).")
    var output: String

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8") }
        if all && recipe != nil { throw ValidationError("give a recipe or --all, not both") }
        if !all && recipe == nil { throw ValidationError("missing a recipe or scene file (or --all)") }
    }

    func run() throws {
        if all {
            try MatrixRenderer(directory: output, scale: scale, debug: debug).run()
            return
        }
        let scene: LoadedScene
        do {
            scene = try SceneCatalog.load(recipe ?? "")
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        let engine = LayoutEngine(root: scene.root, environment: environmentOptions.environment(for: scene))
        do throws(RasterError) {
            let bitmap = debug
                ? try Renderer().renderDebug(engine.diagnose(), scale: scale)
                : try Renderer().render(engine.layout(), scale: scale)
            try PNGCodec.write(bitmap, to: output)
        } catch {
            throw CommandFailure.invalidInput(renderFailure(error, scene: scene))
        }
    }
}

/// A rendering failure as the CLI prints it: a view's picture or font names the scene file
/// first, like a scene error; a PNG that cannot be written names only the output.
func renderFailure(_ error: RasterError, scene: LoadedScene) -> String {
    switch error {
    case .image, .text: return "\(scene.file): error: \(error)"
    default: return error.description
    }
}
