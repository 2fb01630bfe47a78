import AutoLayout
import Foundation
import Raster
import SceneFormat
import Testing

@testable import SnapshotHarness

/// The accessibility snapshot as strategies (`accessibility`: the reading order as text;
/// `accessibility-image`: the overlay), named in a suite beside the image and the frames,
/// diffed element by element, and drawn the same bytes every time.
@Suite struct AccessibilityStrategyTests {
    static let scene = """
        name: Two
        views:
          - {name: Title, kind: label, text: Inbox}
          - {name: Close, kind: button}
        constraints:
          - Title.Leading = Superview.Leading + 16
          - Title.Top = Superview.Top + 100
          - Title.Width = 100
          - Title.Height = 20
          - Close.Leading = Superview.Leading + 16
          - Close.Top = Superview.Top + 140
          - Close.Width = 44
          - Close.Height = 44

        """

    static func subject(_ yaml: String = scene) throws -> SnapshotSubject {
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "two.yaml")
        return SnapshotSubject(
            engine: LayoutEngine(root: scene.root, environment: scene.environment(device: .iPhoneSE)))
    }

    @Test func namedBesideImageAndFrames() throws {
        #expect(SnapshotStrategies.named("accessibility")?.referencePath("a/b") == "a/b.accessibility.txt")
        #expect(SnapshotStrategies.named("accessibility-image")?.referencePath("a/b") == "a/b.accessibility.png")
        let text = try SnapshotStrategies.accessibility.render(try Self.subject())
        #expect(
            text == """
                2 elements in VoiceOver order (left to right, rows within 8 pt)
                1. Root > Title
                   label: "Inbox"
                   traits: staticText
                   frame: (16, 100, 100, 20)
                   activation point: (66, 110)
                2. Root > Close
                   label: (none)
                   traits: button
                   frame: (16, 140, 44, 44)
                   activation point: (38, 162)

                """)
    }

    /// Element by element: a moved element, a changed field, one gone and one new.
    @Test func theDiffSaysWhatChanged() {
        let expected = """
            3 elements in VoiceOver order (left to right, rows within 8 pt)
            1. Root > A
               label: "A"
               traits: staticText
            2. Root > B
               label: "B"
               traits: button
            3. Root > C
               label: (none)
               traits: image

            """
        let actual = """
            3 elements in VoiceOver order (right to left, rows within 8 pt)
            1. Root > B
               label: "Bee"
               traits: button
               hint: "Buzzes"
            2. Root > A
               label: "A"
               traits: staticText
            3. Root > D
               label: "D"
               traits: staticText

            """
        #expect(
            AccessibilityDiff(expected: expected, actual: actual).lines == [
                "heading: 3 elements in VoiceOver order (left to right, rows within 8 pt) → "
                    + "3 elements in VoiceOver order (right to left, rows within 8 pt)",
                "Root > A: read number 1 → 2",
                "Root > B: read number 2 → 1",
                "Root > B: label \"B\" → \"Bee\"",
                "Root > B: hint (unset) → \"Buzzes\"",
                "Root > C: removed (was number 3)",
                "Root > D: added as number 3",
            ])
        let difference = SnapshotStrategies.accessibility.diff(expected, actual, .exact)
        #expect(difference?.summary == "accessibility changed")
        #expect(SnapshotStrategies.accessibility.diff(expected, expected, .exact) == nil)
    }

    /// The overlay: the screen (320 × 568 at 2x) over a legend strip of 2 rows of 16 pt and 12
    /// of padding (44 pt, 88 px); element 1's outline in the first colour along the title's
    /// left edge, element 2's badge in the second at the button's corner; the same bytes twice.
    @Test func theOverlayIsNumberedAndDeterministic() throws {
        let first = try Self.subject().accessibilityImage()
        #expect(first.width == 640 && first.height == 1136 + 88)
        // The title's outline: 2 pt wide inside its frame (x 16…18 pt), halfway down it.
        #expect(first.color(x: 33, y: 220) == AccessibilityPalette.color(0))
        // Badge 2 at the button's top-left corner (16, 140), 13 pt high: its colour near its
        // left end, where no digit is drawn.
        #expect(first.color(x: 34, y: 293) == AccessibilityPalette.color(1))
        let again = try Self.subject().accessibilityImage()
        #expect(try PNGCodec.encode(first) == PNGCodec.encode(again))
    }

    @Test func theSnapshotNeedsTheEngine() throws {
        let scene = try SceneLoader.standard.load(yaml: Self.scene, file: "two.yaml")
        let engine = LayoutEngine(root: scene.root, environment: scene.environment())
        let layout = engine.layout()
        let subject = SnapshotSubject(layout: layout, drawing: engine.drawing(of: layout), engine: nil)
        #expect(
            throws: SnapshotError.renderingFailed(
                "an accessibility snapshot needs the engine that solved the layout "
                    + "(snapshot the engine, not its Layout)")
        ) { try subject.accessibilityOrder() }
    }

    /// A suite names them as it names the others, and records and verifies them.
    @Test func aSuiteRecordsAndVerifiesTheAccessibilitySnapshot() throws {
        let root = NSTemporaryDirectory() + "plumb-accessibility-strategy-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Screens", withIntermediateDirectories: true)
        try Self.scene.write(toFile: root + "/Screens/Two.yaml", atomically: true, encoding: .utf8)
        try """
        scenes: [Screens/*.yaml]
        devices: [iphone-se]
        orientations: [portrait]
        directions: [ltr, rtl]
        strategies: [image, frames, accessibility, accessibility-image]
        """.write(toFile: root + "/plumb.yml", atomically: true, encoding: .utf8)
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        #expect(suite.strategies.map(\.name) == ["image", "frames", "accessibility", "accessibility-image"])
        let runner = SnapshotRunner(
            variants: try suite.variants(), snapshotsDirectory: suite.snapshotsDirectory,
            artifactsDirectory: root + "/artifacts", strategies: suite.strategies)
        #expect(try runner.record(mode: .all).recorded == 2)
        let rtl = root + "/Snapshots/two/iphone-se-portrait-rtl"
        let text = try String(contentsOfFile: rtl + ".accessibility.txt", encoding: .utf8)
        #expect(text.hasPrefix("2 elements in VoiceOver order (right to left, rows within 8 pt)\n1. Root > Title\n"))
        // Mirrored on the 320-pt screen: 320 - 16 - 100 = 204.
        #expect(text.contains("   frame: (204, 100, 100, 20)\n"))
        #expect(FileManager.default.fileExists(atPath: rtl + ".accessibility.png"))
        #expect(try runner.verify().matched == 2)

        // The button gets a label: the text reference no longer matches, and says why.
        try Self.scene.replacingOccurrences(
            of: "{name: Close, kind: button}", with: "{name: Close, kind: button, accessibility: {label: Close}}"
        ).write(toFile: root + "/Screens/Two.yaml", atomically: true, encoding: .utf8)
        let summary = try runner.verify()
        #expect(summary.matched == 0)
        let failure = try #require(summary.failures.first)
        #expect(failure.reasons.contains("accessibility changed"))
        guard
            case let .differs(strategy: "accessibility", difference)? = failure.causes.first(where: {
                if case .differs(strategy: "accessibility", _) = $0 { return true }
                return false
            })
        else {
            Issue.record("the accessibility strategy's difference, not \(failure.causes)")
            return
        }
        #expect(difference.whatMoved == ["Root > Close: label (none) → \"Close\""])
    }
}
