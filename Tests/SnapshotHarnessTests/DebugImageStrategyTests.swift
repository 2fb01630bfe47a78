import AutoLayout
import Foundation
import Testing

@testable import SnapshotHarness

/// The debug render as a strategy (`SnapshotStrategies.debugImage`): added as one value, it
/// runs in a suite beside the image and the frames with its own references, reasons and
/// artifacts.
@Suite struct DebugImageStrategyTests {
    /// A suite of the example's login screen and a box whose widths conflict, on one phone,
    /// recording the image, the frames and the debug render.
    static func project() throws -> String {
        let root = NSTemporaryDirectory() + "plumb-debug-strategy-" + UUID().uuidString
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/SnapshotSuite").standardized.path
        try FileManager.default.createDirectory(atPath: root + "/Screens", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: example + "/Screens/Login.yaml", toPath: root + "/Screens/Login.yaml")
        try """
        name: Broken
        views:
          - {name: Box, background: systemRed}
        constraints:
          - Box.Top = Safe Area.Top + 20
          - Box.Leading = Superview.Leading + 16
          - Box.Width = 100
          - Box.Width = 120
          - Box.Height = 40
        """.write(toFile: root + "/Screens/Broken.yaml", atomically: true, encoding: .utf8)
        try """
        scenes: [Screens/*.yaml]
        devices: [iphone-se]
        orientations: [portrait]
        directions: [ltr]
        strategies: [image, frames, debug-image]
        """.write(toFile: root + "/plumb.yml", atomically: true, encoding: .utf8)
        return root
    }

    @Test func aSuiteRecordsAndVerifiesTheDebugRender() throws {
        let root = try Self.project(), artifacts = root + "/artifacts"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        #expect(suite.strategies.map(\.name) == ["image", "frames", "debug-image"])
        let runner = SnapshotRunner(
            variants: try suite.variants(), snapshotsDirectory: suite.snapshotsDirectory,
            artifactsDirectory: artifacts, strategies: suite.strategies)
        #expect(try runner.record(mode: .all).recorded == 2)
        let broken = root + "/Snapshots/broken/iphone-se-portrait-ltr",
            login = root + "/Snapshots/login/iphone-se-portrait-ltr"
        for ending in [".png", ".txt", ".debug.png"] {
            #expect(
                FileManager.default.fileExists(atPath: broken + ending)
                    && FileManager.default.fileExists(atPath: login + ending))
        }
        // The debug render is its own picture: outlines and the conflict drawn over the layout.
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: broken + ".debug.png"))
                != Data(contentsOf: URL(fileURLWithPath: broken + ".png")))
        #expect(try runner.verify().matched == 2)

        // Another scene's debug render in its place: only the debug strategy fails.
        try FileManager.default.removeItem(atPath: broken + ".debug.png")
        try FileManager.default.copyItem(atPath: login + ".debug.png", toPath: broken + ".debug.png")
        let summary = try runner.verify()
        #expect(summary.matched == 1)
        let failure = try #require(summary.failures.first)
        #expect(failure.reasons.count == 1 && failure.reasons[0].hasPrefix("debug pixels: "))
        guard case .differs(strategy: "debug-image", _)? = failure.causes.first else {
            Issue.record("the debug strategy's difference, not \(failure.causes)")
            return
        }
        let stem = "broken/iphone-se-portrait-ltr"
        let files = try #require(failure.artifacts)
        // Every strategy leaves its files, as the image always has when only the frames failed;
        // `debug` and `explanation` are the conflict's, whatever the strategies.
        #expect(
            files.paths.keys.sorted() == [
                "actual", "composite", "debug", "debug-image-actual", "debug-image-composite",
                "debug-image-diff", "debug-image-expected", "diff", "expected", "explanation",
                "frames",
            ])
        #expect(files.paths["debug-image-diff"] == "\(stem)-debug-image-diff.png")
        for key in files.paths.keys.sorted() {
            #expect(FileManager.default.fileExists(atPath: artifacts + "/" + (files.paths[key] ?? "")))
        }
        // The report shows the strategy's images by their keys, JUnit lists their paths.
        let html = try String(contentsOfFile: try #require(summary.report), encoding: .utf8)
        #expect(html.contains("<figcaption>debug-image-diff</figcaption><img src=\"\(stem)-debug-image-diff.png\""))
        let junit = JUnitReport(results: try #require(summary.results), artifactsDirectory: artifacts).xml
        #expect(junit.contains("debug-image-actual: \(artifacts)/\(stem)-debug-image-actual.png"))
        // Fixed again, the strategy's artifacts go too.
        _ = try runner.record(mode: .failed)
        #expect(try runner.verify().passed)
        #expect(!FileManager.default.fileExists(atPath: "\(artifacts)/\(stem)-debug-image-diff.png"))
    }

    /// The debug render needs the engine that solved the layout: a plain `Layout` cannot be
    /// diagnosed, and says so.
    @Test func theDebugRenderNeedsTheEngine() throws {
        let directory = NSTemporaryDirectory() + "plumb-debug-assert-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func engine() -> LayoutEngine {
            let root = View(name: "Root")
            let box = View(name: "Box")
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            try? LayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 40),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            return LayoutEngine(root: root, environment: Environment(device: .iPhoneSE))
        }
        let strategies = [AnySnapshotStrategy(SnapshotStrategies.debugImage)]
        #expect(
            try assertSnapshot(
                of: engine(), named: "box", in: directory, as: strategies, record: .missing,
                artifacts: directory + "/out") == .recorded(directory + "/box"))
        #expect(FileManager.default.fileExists(atPath: directory + "/box.debug.png"))
        #expect(
            try assertSnapshot(of: engine(), named: "box", in: directory, as: strategies, record: .never) == .matched)
        #expect(
            throws: SnapshotError.renderingFailed(
                "a debug render needs the engine that solved the layout "
                    + "(snapshot the engine, not its Layout)")
        ) {
            let engine = try engine()
            let layout = engine.layout()
            try assertSnapshot(
                of: layout, drawing: engine.drawing(of: layout), named: "box", in: directory,
                as: strategies, record: .never)
        }
    }
}
