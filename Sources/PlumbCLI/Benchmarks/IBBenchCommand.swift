import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import SceneFormat
import SceneModel

/// `plumb bench ib`: reading, building and solving Interface Builder documents (issue 18's
/// targets): a 150-constraint storyboard form under 5 ms, a 1,000-view xib under 100 ms.
struct IBBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib", abstract: "Time reading, building and solving a storyboard and a large xib.")

    @Option(name: .long, help: "Timed runs; the median is reported.")
    var `repeat`: Int = 21

    static let formTarget = 5.0
    static let tilesTarget = 100.0

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        var table = TargetTable()
        let documents = [
            ("form, 150 constraints", "form.storyboard", IBBenchDocuments.form(rows: 30), Self.formTarget),
            ("xib, 1000 views", "tiles.xib", IBBenchDocuments.tiles(views: 1000), Self.tilesTarget),
        ]
        for (name, file, text, target) in documents {
            let samples = try measure(Data(text.utf8), file: file)
            table.add(name: "\(name): read", unit: "XML to elements", milliseconds: median(samples.read))
            table.add(name: "\(name): build", unit: "elements to model", milliseconds: median(samples.build))
            table.add(name: "\(name): solve", unit: "engine+layout()", milliseconds: median(samples.solve))
            table.add(
                name: "\(name): total", unit: "read+build+solve", milliseconds: median(samples.total),
                targetMilliseconds: target)
        }
        print(table.render())
    }

    private struct Samples {
        var read: [Double] = []
        var build: [Double] = []
        var solve: [Double] = []
        var total: [Double] = []
    }

    private func measure(_ data: Data, file: String) throws -> Samples {
        var samples = Samples()
        // One untimed run checks the document and warms the text engine's caches.
        for run in 0...self.repeat {
            let clock = ContinuousClock()
            let start = clock.now
            let document: IBDocument
            let scene: Scene
            do {
                document = try IBDocument.read(data: data, file: file)
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
            let read = clock.now
            do {
                scene = try IBSceneLoader.load(document: document)
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
            let built = clock.now
            // On the device the workload was defined on, whatever the default becomes.
            let layout = LayoutEngine(root: scene.root, environment: scene.environment(device: .iPhone8)).layout()
            let solved = clock.now
            if run == 0 {
                if !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty {
                    print("warning: \(file) has conflicts or ambiguity")
                }
                continue
            }
            samples.read.append(Timings.milliseconds(read - start))
            samples.build.append(Timings.milliseconds(built - read))
            samples.solve.append(Timings.milliseconds(solved - built))
            samples.total.append(Timings.milliseconds(solved - start))
        }
        return samples
    }
}
