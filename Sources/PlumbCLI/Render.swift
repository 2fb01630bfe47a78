import ArgumentParser
import AutoLayout
import Foundation
import Raster
import SceneFormat
import SceneModel

/// `plumb render`: a recipe or scene to one PNG, or (`--all`) every recipe in the default
/// snapshot matrix to `DIR/<slug>/<device>-<orientation>-<direction>.png` (SPEC §6).
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a recipe or scene to a PNG file, or every recipe in the default matrix.")

    @Argument(help: "A cookbook recipe (title or slug) or a path to a scene file.")
    var recipe: String?

    @OptionGroup var environmentOptions: EnvironmentOptions

    /// Pixels per point (docs/robustness.md, "Limits"): at 0.1 the smallest screen (320 × 568
    /// pt) is still 32 × 57 pixels; at 8 the largest (1024 × 1366 pt) is 8192 × 10928, about
    /// 360 MB of pixels, the most a render should ask of one machine.
    static let scales: ClosedRange<Double> = 0.1...8

    @Option(help: "Pixels per point, 0.1 to 8 (default: the device's scale).")
    var scale: Double?

    @Flag(help: "Render every recipe × {iphone-se, iphone-8, ipad} × {portrait, landscape} × {ltr, rtl}.")
    var all = false

    @Flag(help: "Draw constraints, conflicts, ambiguity and view names over the layout (SPEC §8 colours).")
    var debug = false

    @Option(help: "The PNG file to write (a directory with --all).")
    var output: String

    func validate() throws {
        if let scale, !Self.scales.contains(scale) {
            throw ValidationError(
                "--scale must be between \(FramesJSON.number(Self.scales.lowerBound)) and "
                    + "\(FramesJSON.number(Self.scales.upperBound)) pixels per point (got \(scale))")
        }
        if all && recipe != nil { throw ValidationError("give a recipe or --all, not both") }
        if !all && recipe == nil { throw ValidationError("missing a recipe or scene file (or --all)") }
    }

    func run() throws {
        if let fontDir = environmentOptions.fontDir { try FontDirectory.use(fontDir) }
        if all {
            var matrix = MatrixRenderer(directory: output, scale: scale, debug: debug)
            matrix.contentSize = ContentSizeCategory(name: environmentOptions.contentSize) ?? .large
            matrix.appearance = Appearance(rawValue: environmentOptions.appearance.lowercased()) ?? .light
            try matrix.run()
            return
        }
        let scene = try environmentOptions.loadScene(recipe ?? "")
        let engine = LayoutEngine(root: scene.root, environment: try environmentOptions.environment(for: scene))
        let diagnosis = debug ? engine.diagnose() : nil
        let layout = diagnosis?.layout ?? engine.layout()
        try FrameLimits.check(layout, scene: scene)
        do throws(RasterError) {
            let bitmap =
                if let diagnosis {
                    try Renderer().renderDebug(diagnosis, drawing: engine.drawing(of: layout), scale: scale)
                } else {
                    try Renderer().render(layout, drawing: engine.drawing(of: layout), scale: scale)
                }
            try PNGCodec.write(bitmap, to: output)
        } catch {
            throw CommandFailure.invalidInput(renderFailure(error, scene: scene))
        }
    }
}

/// A rendering failure as the CLI prints it: a view's picture or font names the scene file
/// first, like a scene error; a PNG that cannot be written names only the output.
func renderFailure(_ error: RasterError, scene: Scene) -> String {
    switch error {
    case .image, .text: return "\(scene.file): error: \(error)"
    default: return error.description
    }
}
