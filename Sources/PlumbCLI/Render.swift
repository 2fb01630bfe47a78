import ArgumentParser
import AutoLayout
import Raster

/// `plumb render`: a recipe or scene to one PNG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render a recipe or scene to a PNG file.")

    @OptionGroup var options: LayoutOptions

    @Option(help: "Pixels per point (default: the device's scale).")
    var scale: Double?

    @Option(help: "The PNG file to write.")
    var output: String

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8") }
    }

    func run() throws {
        let scene = try options.loadScene()
        let layout = LayoutEngine(root: scene.root, environment: options.environment(for: scene)).layout()
        let bitmap = Renderer().render(layout, scale: scale)
        do {
            try PNGCodec.write(bitmap, to: output)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
    }
}
