import Foundation
import SceneFormat
import SceneModel
import Testing

@testable import AutoLayout
@testable import Cookbook
@testable import Raster
@testable import SnapshotHarness

/// Shards, record modes, artifacts and the report, in temporary directories.
@Suite struct SnapshotRunnerTests {
    /// A fresh directory per test, so tests can run in parallel.
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "plumb-snapshots-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Two cheap variants of one recipe.
    var variants: [SnapshotVariant] {
        Array(SnapshotMatrix.variants(of: [Cookbook.recipe(named: "Simple Single View")].compactMap { $0 }).prefix(2))
    }

    @Test func defaultMatrixCoversEveryRecipeInTwelveVariants() throws {
        let all = SnapshotMatrix.variants()
        #expect(all.count == Cookbook.snapshotted.count * 12)
        #expect(all[0].stem == "simple-stack-view/iphone-se-portrait-ltr")
        #expect(all[11].stem == "simple-stack-view/ipad-landscape-rtl")
        #expect(Set(all.map(\.stem)).count == all.count)
    }

    @Test func shardsSplitDeterministicallyAndCoverEverything() throws {
        let all = SnapshotMatrix.variants()
        let shards = try (1...4).map { try SnapshotMatrix.variants(recipe: nil, shard: Shard(index: $0, count: 4)) }
        #expect(shards.map(\.count) == [84, 84, 84, 84])
        #expect(Set(shards.flatMap { $0 }) == Set(all))
        #expect(shards[1] == (try SnapshotMatrix.variants(recipe: nil, shard: Shard(parsing: "2/4"))))
        #expect(shards[0].first == all[0] && shards[1].first == all[1])
        #expect(throws: SnapshotError.invalidShard("0/4")) { try Shard(parsing: "0/4") }
        #expect(throws: SnapshotError.invalidShard("3")) { try Shard(parsing: "3") }
    }

    @Test func recordModes() throws {
        let snapshots = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: snapshots);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        let runner = SnapshotRunner(variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts)
        let first = variants[0].stem, second = variants[1].stem

        // never: nothing there, nothing written, every variant fails.
        let verified = try runner.verify()
        #expect(verified.failures.count == 2 && !verified.passed)
        #expect(!FileManager.default.fileExists(atPath: "\(snapshots)/\(first).png"))

        // missing: writes both files of each variant.
        #expect(try runner.record(mode: .missing).recorded == 2)
        #expect(FileManager.default.fileExists(atPath: "\(snapshots)/\(first).txt"))
        #expect(try runner.verify().matched == 2)

        // A damaged text snapshot: missing leaves it failing, failed rewrites it.
        try "tampered\n".write(toFile: "\(snapshots)/\(second).txt", atomically: true, encoding: .utf8)
        let missing = try runner.record(mode: .missing)
        #expect(missing.matched == 1 && missing.failures.count == 1)
        let failed = try runner.record(mode: .failed)
        #expect(failed.matched == 1 && failed.recorded == 1 && failed.passed)
        #expect(try runner.verify().passed)

        // all: rewrites everything.
        #expect(try runner.record(mode: .all).recorded == 2)
    }

    /// `failed` under a tolerance rewrites only what is beyond it: a reference that matches
    /// within the tolerance keeps its bytes (no churn), one that does not is rewritten.
    @Test func failedModeDoesNotChurnWithinTolerance() throws {
        let snapshots = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: snapshots);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        let reference = "\(snapshots)/\(variants[0].stem).png"
        _ = try SnapshotRunner(variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts)
            .record(mode: .all)
        let original = try Data(contentsOf: URL(fileURLWithPath: reference))
        var image = try PNGCodec.read(reference)
        // Three pixels off by 2 in red: within delta=2; then 100 pixels off by 50: beyond it.
        for index in 0..<3 { image.pixels[index * 4] = image.pixels[index * 4] &- 2 }
        try PNGCodec.write(image, to: reference)
        let nudged = try Data(contentsOf: URL(fileURLWithPath: reference))
        #expect(nudged != original)
        let tolerant = SnapshotRunner(
            variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts,
            tolerance: try Tolerance(parsing: "delta=2,pixels=10"))
        let within = try tolerant.record(mode: .failed)
        #expect(within.matched == 2 && within.recorded == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == nudged)
        for index in 0..<100 { image.pixels[index * 4] = image.pixels[index * 4] &- 50 }
        try PNGCodec.write(image, to: reference)
        let beyond = try tolerant.record(mode: .failed)
        #expect(beyond.matched == 1 && beyond.recorded == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == original)
    }

    @Test func recordModeFromEnvironment() throws {
        #expect(try RecordMode.environment([:]) == nil)
        #expect(try RecordMode.environment(["PLUMB_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.environment(["PLUMB_RECORD": "1"]) == .all)
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try RecordMode.environment(["PLUMB_RECORD": "sometimes"])
        }
    }

    @Test func failingVariantWritesArtifactsAndReport() throws {
        let snapshots = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: snapshots);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        let runner = SnapshotRunner(variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts)
        _ = try runner.record(mode: .all)
        // Swap the second variant's references for the first's: other pixels, other frames.
        let first = "\(snapshots)/\(variants[0].stem)", second = "\(snapshots)/\(variants[1].stem)"
        for ext in [".png", ".txt"] {
            try FileManager.default.removeItem(atPath: second + ext)
            try FileManager.default.copyItem(atPath: first + ext, toPath: second + ext)
        }
        let summary = try runner.verify()
        #expect(summary.failures.map(\.name) == [variants[1].description])
        #expect(summary.failingVariants.map(\.scene) == ["simple-single-view"])
        #expect(summary.description.contains("simple-single-view: \(variants[1].name)"))
        let failure = try #require(summary.failures.first)
        #expect(failure.reasons.contains("frames changed"))
        #expect(!failure.frameDiff.isEmpty)
        let report = try #require(summary.report)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains(variants[1].description))
        #expect(html.contains("\(variants[1].stem)-expected.png") && html.contains("\(variants[1].stem)-diff.png"))
        #expect(html.contains("flip("))
        for suffix in ["expected.png", "actual.png", "diff.png", "composite.png", "frames.txt"] {
            #expect(FileManager.default.fileExists(atPath: "\(artifacts)/\(variants[1].stem)-\(suffix)"))
        }
        // Fixed again: the report and the stale artifacts go away.
        _ = try runner.record(mode: .failed)
        #expect(try runner.verify().report == nil)
        #expect(!FileManager.default.fileExists(atPath: report))
        #expect(!FileManager.default.fileExists(atPath: "\(artifacts)/\(variants[1].stem)-diff.png"))
    }

    @Test func assertionForOwnScenes() throws {
        let directory = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: directory);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        func layout(width: Double) throws -> LayoutEngine {
            let root = View(name: "Root")
            let box = View(name: "Box")
            box.backgroundColor = Color(red: 255, green: 0, blue: 0)
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: width),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            return LayoutEngine(root: root, environment: Environment(device: .iPhoneSE))
        }
        #expect(throws: SnapshotError.self) {
            try assertSnapshot(
                of: layout(width: 100), named: "box", in: directory, record: .never, artifacts: artifacts)
        }
        #expect(
            try assertSnapshot(
                of: layout(width: 100), named: "box", in: directory, record: .missing,
                artifacts: artifacts) == .recorded("\(directory)/box"))
        #expect(try assertSnapshot(of: layout(width: 100), named: "box", in: directory, record: .never) == .matched)
        do {
            try assertSnapshot(
                of: layout(width: 108), named: "box", in: directory, record: .never, artifacts: artifacts)
            Issue.record("a wider box must not match")
        } catch let SnapshotError.mismatch(failure) {
            #expect(failure.frameDiff.lines == ["Box: width 100 → 108"])
            #expect(failure.description.contains("Box: width 100 → 108"))
        }
    }

    /// A scene across trait axes: each environment is its own reference, named as the harness
    /// names variants, and a dark reference does not match a light rendering.
    @Test func assertionAcrossContentSizeAndAppearance() throws {
        let directory = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: directory);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        let yaml = """
            views:
              - {name: Title, kind: label, text: Settings, font: title1}
            constraints:
              - Title.Leading = Superview.LeadingMargin
              - Title.Top = Top Layout Guide.Bottom + 8
            """
        let device = try #require(Device.named("iphone-15"))
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            for appearance in Appearance.allCases {
                let scene = try SceneLoader.standard.load(yaml: yaml, file: "title.yaml")
                let environment = Environment(device: device, contentSize: category, appearance: appearance)
                let result = try assertSnapshot(
                    of: scene, in: environment, named: "title", in: directory, record: .missing,
                    artifacts: artifacts)
                #expect(result == .recorded("\(directory)/title/\(SnapshotVariant.name(for: environment))"))
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(directory)/title").sorted()
        #expect(
            names == [
                "iphone-15-portrait-ltr-ax5-dark.png", "iphone-15-portrait-ltr-ax5-dark.txt",
                "iphone-15-portrait-ltr-ax5.png",
                "iphone-15-portrait-ltr-ax5.txt", "iphone-15-portrait-ltr-dark.png", "iphone-15-portrait-ltr-dark.txt",
                "iphone-15-portrait-ltr.png", "iphone-15-portrait-ltr.txt",
            ])
        // Swap a light reference for the dark one: the pixels no longer match.
        try FileManager.default.removeItem(atPath: "\(directory)/title/iphone-15-portrait-ltr.png")
        try FileManager.default.copyItem(
            atPath: "\(directory)/title/iphone-15-portrait-ltr-dark.png",
            toPath: "\(directory)/title/iphone-15-portrait-ltr.png")
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "title.yaml")
        #expect(throws: SnapshotError.self) {
            try assertSnapshot(
                of: scene, in: Environment(device: device), named: "title", in: directory, record: .never,
                artifacts: artifacts)
        }
    }

    /// The engine of a box whose required widths conflict (100, then 120: 120 is broken), and
    /// of one whose x is free when `loose`.
    func troubledEngine(loose: Bool = false, width: Double = 100) throws -> LayoutEngine {
        let root = View(name: "Root")
        let box = View(name: "Box")
        box.backgroundColor = Color(red: 255, green: 0, blue: 0)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var constraints = [
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: width),
            box.heightAnchor.constraint(equalToConstant: 40),
        ]
        if !loose {
            constraints.append(box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16))
            constraints.append(box.widthAnchor.constraint(equalToConstant: 120))
        }
        try LayoutConstraint.activate(constraints)
        return LayoutEngine(root: root, environment: Environment(device: .iPhoneSE))
    }

    /// The debug render and the explanation need the engine that solved the layout (a
    /// `Layout` is plain data), so this one snapshots the engine.
    @Test func failingLayoutWithProblemsCarriesDebugRenderAndExplanation() throws {
        let directory = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: directory);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        _ = try assertSnapshot(of: troubledEngine(), named: "box", in: directory, record: .all, artifacts: artifacts)
        // Without the option a layout with a conflict still matches its reference.
        #expect(try assertSnapshot(of: troubledEngine(), named: "box", in: directory, record: .never) == .matched)
        do {
            try assertSnapshot(
                of: troubledEngine(width: 90), named: "box", in: directory, record: .never,
                artifacts: artifacts)
            Issue.record("a narrower box must not match")
        } catch let SnapshotError.mismatch(failure) {
            // The conflict's set names the width constraint that changed.
            #expect(
                failure.frameDiff.lines == [
                    "Box: width 100 → 90", "no longer:     Box.Width = 100",
                    "now:     Box.Width = 90",
                ])
            #expect(failure.artifacts?.debug == "box-debug.png")
            #expect(failure.artifacts?.explanation == "box-explain.txt")
            #expect(FileManager.default.fileExists(atPath: "\(artifacts)/box-debug.png"))
            let explanation = try String(contentsOfFile: "\(artifacts)/box-explain.txt", encoding: .utf8)
            #expect(explanation.contains("Will attempt to recover by breaking constraint\n<Box.Width = 120>\n"))
            #expect(failure.explanation == explanation)
            #expect(failure.description.contains("conflicts or ambiguity: \(artifacts)/box-debug.png"))
        }
    }

    @Test func optionMakesConflictsAndAmbiguityFail() throws {
        let directory = try temporaryDirectory(), artifacts = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: directory);
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        _ = try assertSnapshot(of: troubledEngine(), named: "box", in: directory, record: .all)
        do {
            try assertSnapshot(
                of: troubledEngine(), named: "box", in: directory, record: .never, artifacts: artifacts,
                failsOnLayoutProblems: true)
            Issue.record("a conflict must fail under the option")
        } catch let SnapshotError.mismatch(failure) {
            #expect(failure.reasons == ["layout has 1 conflict (broke <Box.Width = 120>)"])
            #expect(failure.frameDiff.isEmpty)
        }
        _ = try assertSnapshot(of: troubledEngine(loose: true), named: "loose", in: directory, record: .all)
        do {
            try assertSnapshot(
                of: troubledEngine(loose: true), named: "loose", in: directory, record: .never,
                artifacts: artifacts, failsOnLayoutProblems: true)
            Issue.record("ambiguity must fail under the option")
        } catch let SnapshotError.mismatch(failure) {
            #expect(failure.reasons == ["layout has ambiguous views: Box (x)"])
        }
        // The cookbook's variants have neither, so the option passes them.
        let runner = SnapshotRunner(
            variants: variants, snapshotsDirectory: directory, artifactsDirectory: artifacts,
            failsOnLayoutProblems: true)
        _ = try runner.record(mode: .all)
        #expect(try runner.verify().entries.allSatisfy { $0.outcome == .matched })
    }
}
