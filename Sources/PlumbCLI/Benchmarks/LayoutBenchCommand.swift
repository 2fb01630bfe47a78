import ArgumentParser
import AutoLayout
import Foundation
import SceneFormat
import SceneModel

/// `plumb bench layout`: the whole pipeline on a generated scene (load, engine build and
/// solve, reading the result) and the rotation re-solve, against the project's targets.
struct LayoutBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time a large scene end to end and a rotation re-solve.")

    @Option(name: .long, help: "Timed runs; the median is reported.")
    var `repeat`: Int = 5

    @Option(name: .long, help: "Views in the large scene.")
    var views: Int = 10_000

    @Option(name: .long, help: "Views in the rotation scene.")
    var rotationViews: Int = 20

    @Option(name: .long, help: "Rotations per timed run of the rotation workload.")
    var rotations: Int = 1000

    @Option(name: .long, help: "Also write the generated large scene to this path, for reuse.")
    var keepScene: String?

    static let totalTarget = 1000.0
    static let solveTarget = 100.0
    static let rotationTarget = 1.0

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
        guard views >= 1, rotationViews >= 1 else { throw ValidationError("scenes need at least one view") }
        guard rotations >= 2 else { throw ValidationError("--rotations must be at least 2 (there and back)") }
    }

    func run() throws {
        let text = LargeScene.yaml(viewCount: views)
        let path = keepScene ?? "/tmp/plumb-bench-\(views).yaml"
        try write(text, to: path)
        if keepScene == nil {
            print("scene: \(path) (\(views) views, \(text.utf8.count / 1024) KiB)")
        } else {
            print("scene kept at \(path) (\(views) views)")
        }

        var table = TargetTable()
        let large = try measureLargeScene(path: path)
        let label = "\(views) views"
        table.add(name: "\(label): load", unit: "SceneLoader.load", milliseconds: median(large.load))
        table.add(name: "\(label): engine", unit: "build+solve", milliseconds: median(large.engine))
        table.add(name: "\(label): frames", unit: "frame(of:) all", milliseconds: median(large.frames))
        table.add(name: "\(label): layout()", unit: "frames+ambiguity", milliseconds: median(large.layout))
        table.add(
            name: "\(label): solve", unit: "engine+frames", milliseconds: median(large.solveFrames),
            targetMilliseconds: Self.solveTarget)
        table.add(
            name: "\(label): solve", unit: "engine+layout()", milliseconds: median(large.solveLayout),
            targetMilliseconds: Self.solveTarget)
        table.add(
            name: "\(label): total", unit: "load+engine+frames", milliseconds: median(large.totalFrames),
            targetMilliseconds: Self.totalTarget)
        table.add(
            name: "\(label): total", unit: "load+engine+layout()", milliseconds: median(large.totalLayout),
            targetMilliseconds: Self.totalTarget)
        let rotation = try measureRotation()
        table.add(
            name: "rotation, \(rotationViews) views", unit: "setEnvironment+frames",
            milliseconds: median(rotation), targetMilliseconds: Self.rotationTarget)
        print(table.render())
        // What `plumb frames <scene> --timings` prints for the same scene (medians of the
        // phases as that command splits them: solve there includes `layout()`).
        let equivalent = Timings(
            load: .milliseconds(median(large.load)), solve: .milliseconds(median(large.solveLayout)),
            total: .milliseconds(median(large.totalLayout)))
        print("plumb frames \(path) --timings ≈ \(equivalent.text)")
    }

    private func write(_ text: String, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw CommandFailure.invalidInput("cannot write the scene to \(path)")
        }
    }

    /// Milliseconds per phase, one sample per run.
    struct LargeSamples {
        var load: [Double] = []
        var engine: [Double] = []
        var frames: [Double] = []
        var layout: [Double] = []
        var solveFrames: [Double] = []
        var solveLayout: [Double] = []
        var totalFrames: [Double] = []
        var totalLayout: [Double] = []
    }

    private func measureLargeScene(path: String) throws -> LargeSamples {
        var samples = LargeSamples()
        let clock = ContinuousClock()
        for run in 0..<self.repeat {
            // A fresh load each run: the engine attaches itself to the tree it lays out.
            let start = clock.now
            let scene: Scene
            do {
                scene = try SceneLoader.standard.load(path: path)
            } catch {
                throw CommandFailure.invalidInput("the generated scene does not load: \(error.description)")
            }
            let load = Timings.milliseconds(clock.now - start)
            let environment = scene.environment(device: .iPhone8, orientation: .portrait)
            var built: LayoutEngine?
            let engineTime = timed { built = LayoutEngine(root: scene.root, environment: environment) }
            guard let engine = built else { throw CommandFailure.invalidInput("the engine was not built") }
            var checksum = 0.0
            let framesTime = timed {
                checksum += engine.frame(of: scene.root).width
                for view in scene.views { checksum += engine.frame(of: view).maxY }
            }
            var result: Layout?
            let layoutTime = timed { result = engine.layout() }
            if run == 0, let result {
                warnIfBroken(result, scene: "\(views)-view scene")
                if !checksum.isFinite { print("warning: non-finite frame values in the \(views)-view scene") }
            }
            samples.load.append(load)
            samples.engine.append(engineTime)
            samples.frames.append(framesTime)
            samples.layout.append(layoutTime)
            samples.solveFrames.append(engineTime + framesTime)
            samples.solveLayout.append(engineTime + layoutTime)
            samples.totalFrames.append(load + engineTime + framesTime)
            samples.totalLayout.append(load + engineTime + layoutTime)
        }
        return samples
    }

    /// Milliseconds of each rotation (one `setEnvironment` plus reading every frame), pooled
    /// over the runs; the engine is built once, as an app rotating on screen would.
    private func measureRotation() throws -> [Double] {
        let portrait = Environment(device: .iPhone8, orientation: .portrait)
        let landscape = Environment(device: .iPhone8, orientation: .landscape)
        let scene = try loadRotationScene()
        let engine = LayoutEngine(root: scene.root, environment: portrait)
        warnIfBroken(engine.layout(), scene: "rotation scene (portrait)")
        var samples: [Double] = []
        samples.reserveCapacity(self.repeat * rotations)
        var checksum = 0.0
        for _ in 0..<self.repeat {
            for step in 0..<rotations {
                let target = step % 2 == 0 ? landscape : portrait
                samples.append(
                    timed {
                        engine.setEnvironment(target)
                        for view in scene.views { checksum += engine.frame(of: view).maxX }
                    })
            }
        }
        if !checksum.isFinite { print("warning: non-finite frame values in the rotation scene") }
        // Incremental re-solving must land where a fresh solve does, or the timing is moot.
        engine.setEnvironment(landscape)
        let rotated = engine.layout()
        warnIfBroken(rotated, scene: "rotation scene (landscape)")
        let fresh = try loadRotationScene()
        let reference = LayoutEngine(root: fresh.root, environment: landscape).layout()
        let mismatches = zip(rotated.entries, reference.entries).filter { !$0.frame.isClose(to: $1.frame) }
        if let first = mismatches.first {
            print(
                "warning: rotated layout differs from a fresh landscape solve in \(mismatches.count) views "
                    + "(first: \(first.0.name) \(first.0.frame) vs \(first.1.frame))")
        }
        return samples
    }

    private func loadRotationScene() throws -> Scene {
        do {
            return try SceneLoader.standard.load(
                yaml: LargeScene.yaml(viewCount: rotationViews), file: "rotation-scene.yaml")
        } catch {
            throw CommandFailure.invalidInput("the generated rotation scene does not load: \(error.description)")
        }
    }

    /// A benchmark of a broken layout measures the wrong thing; say so next to the numbers.
    private func warnIfBroken(_ layout: Layout, scene: String) {
        if let conflict = layout.conflicts.first {
            print("warning: \(scene) has \(layout.conflicts.count) conflicts (first broke \(conflict.broken))")
        }
        if let ambiguity = layout.ambiguous.first {
            print(
                "warning: \(scene) has \(layout.ambiguous.count) ambiguous views (first: \(ambiguity.view) "
                    + "\(ambiguity.attributes.joined(separator: ", ")))")
        }
    }
}

extension Rect {
    /// Equal within a thousandth of a point on every side (the solver's tolerance).
    fileprivate func isClose(to other: Rect) -> Bool {
        abs(x - other.x) <= 1e-3 && abs(y - other.y) <= 1e-3 && abs(width - other.width) <= 1e-3
            && abs(height - other.height) <= 1e-3
    }
}
