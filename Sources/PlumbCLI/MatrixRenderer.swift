import AutoLayout
import Cookbook
import Dispatch
import Foundation
import Raster
import SceneFormat
import SceneModel
import SnapshotHarness

/// Renders every recipe in every variant of the default matrix, in parallel on every core.
/// Each job loads, solves, draws and writes its own image and keeps nothing, so memory stays
/// flat however many images there are.
struct MatrixRenderer {
    let directory: String
    let scale: Double?
    /// Debug overlays on every image (`render --all --debug`).
    var debug = false
    /// The text size and appearance of every image (`--content-size`, `--appearance`); the
    /// file names carry them when they are not the defaults, as snapshot variants' do.
    var contentSize = ContentSizeCategory.large
    var appearance = Appearance.light

    struct Job: Sendable {
        let recipe: Recipe
        let environment: Environment
        var file: String { "\(recipe.slug)/\(SnapshotVariant.name(for: environment)).png" }
    }

    static var matrix: [(Device, Orientation, LayoutDirection)] {
        var result: [(Device, Orientation, LayoutDirection)] = []
        for device in [Device.iPhoneSE, .iPhone8, .iPad] {
            for orientation in Orientation.allCases {
                for direction in LayoutDirection.allCases { result.append((device, orientation, direction)) }
            }
        }
        return result
    }

    func run() throws {
        let jobs = Cookbook.snapshotted.flatMap { recipe in
            Self.matrix.map {
                Job(
                    recipe: recipe,
                    environment: Environment(
                        device: $0.0, orientation: $0.1, direction: $0.2,
                        contentSize: contentSize, appearance: appearance))
            }
        }
        for recipe in Cookbook.snapshotted {
            let folder = (directory as NSString).appendingPathComponent(recipe.slug)
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.invalidInput("\(folder): cannot create the directory")
            }
        }
        let progress = Progress(total: jobs.count)
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            progress.finished(jobs[index].file, error: render(jobs[index]))
        }
        let seconds = Timings.milliseconds(clock.now - start) / 1000
        progress.summary(seconds: seconds, directory: directory)
        if progress.failures > 0 { throw CommandFailure(message: "", code: 1) }
    }

    /// One image; the error text when it cannot be made.
    func render(_ job: Job) -> String? {
        do {
            let scene = try SceneLoader.standard.load(path: job.recipe.scenePath)
            var environment = job.environment
            environment.hasNavigationBar = scene.navigationBar
            environment.hasTabBar = scene.tabBar
            // The environment's iOS version, else the scene's own (SPEC §10).
            environment.iosVersion = environment.iosVersion ?? scene.iosVersion
            let engine = LayoutEngine(root: scene.root, environment: environment)
            let path = (directory as NSString).appendingPathComponent(job.file)
            let diagnosis = debug ? engine.diagnose() : nil
            let layout = diagnosis?.layout ?? engine.layout()
            if let message = FrameLimits.violation(in: layout, scene: scene) { return message }
            let bitmap =
                if let diagnosis {
                    try Renderer().renderDebug(diagnosis, drawing: engine.drawing(of: layout), scale: scale)
                } else {
                    try Renderer().render(layout, drawing: engine.drawing(of: layout), scale: scale)
                }
            try PNGCodec.write(bitmap, to: path)
            return nil
        } catch let error as SceneError {
            return error.description
        } catch let error as RasterError {
            return error.description
        } catch {
            return "\(error)"
        }
    }
}

/// Counts finished images; a progress line when stdout is a terminal, then a summary.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var done = 0
    private(set) var failures = 0
    private let interactive = isatty(STDOUT_FILENO) != 0

    init(total: Int) { self.total = total }

    func finished(_ file: String, error: String?) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if let error {
            failures += 1
            Console.error("\(file): \(error)")
        }
        if interactive {
            Console.progress("\rrendered \(done)/\(total)\(done == total ? "\n" : "")")
        }
    }

    func summary(seconds: Double, directory: String) {
        let rate = seconds > 0 ? Double(total) / seconds : 0
        print(
            "rendered \(total - failures) of \(total) images into \(directory) in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.0f", rate)) images/s)" + (failures > 0 ? "; \(failures) failed" : ""))
    }
}
