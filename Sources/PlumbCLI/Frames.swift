import ArgumentParser
import AutoLayout
import Foundation
import Typesetting

/// `plumb frames`: solves a scene and prints every view's frame.
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Solve a recipe or scene and print the frames.")

    @OptionGroup var options: LayoutOptions

    @Option(help: "text or json.")
    var format: String = "text"

    @Flag(help: "Report load, solve and total times.")
    var timings = false

    func validate() throws {
        guard format == "text" || format == "json" else {
            throw ValidationError("unknown format '\(format)' (use text or json)")
        }
    }

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let scene = try options.loadScene()
        let loaded = clock.now
        let engine = LayoutEngine(root: scene.root, environment: try options.environment(for: scene))
        let layout = engine.layout()
        let solved = clock.now
        try FrameLimits.check(layout, scene: scene)
        let times = Timings(load: loaded - start, solve: solved - loaded, total: solved - start)
        if format == "json" {
            print(FramesJSON.render(scene: scene, layout: layout, timings: timings ? times : nil))
        } else {
            print(layout.dump + TextEngine.shared.systemFonts.snapshotLine, terminator: "")
            if timings { print(times.text) }
        }
    }
}

/// Milliseconds of each phase of a command.
struct Timings {
    var load: Duration
    var solve: Duration
    var total: Duration

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }

    var text: String {
        "timings: load \(format(load)) ms, solve \(format(solve)) ms, total \(format(total)) ms"
    }

    func format(_ duration: Duration) -> String {
        String(format: "%.3f", Self.milliseconds(duration))
    }
}
