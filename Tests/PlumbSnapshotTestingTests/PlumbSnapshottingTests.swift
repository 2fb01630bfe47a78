import AutoLayout
import Foundation
import PlumbSnapshotTesting
import Raster
import SceneFormat
import SceneModel
import SnapshotHarness
import SnapshotTesting
import Testing

/// swift-snapshot-testing's `assertSnapshot` with Plumb's strategies (issue 21): references in
/// `__Snapshots__` beside this file, a passing and a failing assertion, and what the failure
/// says.
@Suite struct PlumbSnapshottingTests {
    static func card(width: Int = 200) throws -> Scene {
        try SceneLoader.standard.load(
            yaml: """
                name: Card
                views:
                  - {name: Card, background: systemIndigo, cornerRadius: 12}
                  - {name: Title, kind: label, parent: Card, text: Hello, font: headline, textColor: white}
                constraints:
                  - Card.Top = Safe Area.Top + 20
                  - Card.CenterX = Superview.CenterX
                  - Card.Width = \(width)
                  - Card.Height = 80
                  - Title.Leading = Card.Leading + 16
                  - Title.CenterY = Card.CenterY
                """, file: "card.yaml")
    }

    /// Written exactly as on a Mac: the committed references in
    /// `__Snapshots__/PlumbSnapshottingTests/` match.
    @Test func aPassingAssertion() throws {
        let scene = try Self.card()
        assertSnapshot(of: scene, as: .plumbImage(on: .iPhoneSE))
        assertSnapshot(
            of: scene, as: .plumbImage(on: .iPhone15, direction: .rightToLeft, appearance: .dark), named: "rtl-dark")
        assertSnapshot(of: scene, as: .plumbFrames(on: .iPhone15))
        assertSnapshot(of: scene.root, as: .plumbFrames(on: .iPhoneSE, orientation: .landscape), named: "view")
    }

    /// A card 40 points wider than its reference: the image strategy fails with Plumb's pixel
    /// comparison (the card's two 20-point strips, 12,800 pixels at @2x, and the title's
    /// glyphs moved 20 points; white against indigo's green of 86 is a delta of 169), the text
    /// strategy with the lines that moved.
    @Test func aFailingAssertionSaysWhatDiffers() throws {
        let directory = NSTemporaryDirectory() + "plumb-sst-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = verifySnapshot(
            of: try Self.card(), as: .plumbImage(on: .iPhoneSE), named: "card", record: .all,
            snapshotDirectory: directory)
        #expect(recorded?.contains("Record mode is on") == true)
        #expect(FileManager.default.fileExists(atPath: directory + "/aFailingAssertionSaysWhatDiffers.card.png"))
        #expect(
            verifySnapshot(
                of: try Self.card(), as: .plumbImage(on: .iPhoneSE), named: "card", record: .never,
                snapshotDirectory: directory) == nil)

        let image = try #require(
            verifySnapshot(
                of: try Self.card(width: 240), as: .plumbImage(on: .iPhoneSE), named: "card",
                record: .never, snapshotDirectory: directory))
        #expect(image.hasPrefix("Snapshot \"card\" does not match reference."))
        #expect(
            image.hasSuffix(
                "Plumb pixels: 14936 of 727040 pixels differ (2.054 %, max channel delta 169) (tolerance: exact)"))
        // Within a tolerance that allows those pixels, it passes.
        #expect(
            verifySnapshot(
                of: try Self.card(width: 240),
                as: .plumbImage(on: .iPhoneSE, tolerance: try Tolerance(parsing: "delta=0,pixels=14936")),
                named: "card", record: .never, snapshotDirectory: directory) == nil)

        _ = verifySnapshot(
            of: try Self.card(), as: .plumbFrames(on: .iPhoneSE), named: "frames", record: .all,
            snapshotDirectory: directory)
        let text = try #require(
            verifySnapshot(
                of: try Self.card(width: 240), as: .plumbFrames(on: .iPhoneSE), named: "frames",
                record: .never, snapshotDirectory: directory))
        // swift-snapshot-testing marks unchanged lines with a figure space.
        #expect(
            text.contains(
                """
                @@ −1,5 +1,5 @@
                \u{2007}iphone-se portrait ltr 320x568 @2x
                \u{2007}Root (0, 0, 320, 568)
                −|   Card (60, 40, 200, 80)
                −|   |   Title (76, 69.75, 49.5, 20.5)
                +|   Card (40, 40, 240, 80)
                +|   |   Title (56, 69.75, 49.5, 20.5)
                """))
    }

    /// `.missing` writes a reference that is not there (and says so), then verifies it.
    @Test func recordModes() throws {
        let directory = NSTemporaryDirectory() + "plumb-sst-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = verifySnapshot(
            of: try Self.card(), as: .plumbFrames(on: .iPad), named: "pad", record: .missing,
            snapshotDirectory: directory)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(
            verifySnapshot(
                of: try Self.card(), as: .plumbFrames(on: .iPad), named: "pad", record: .missing,
                snapshotDirectory: directory) == nil)
        let missing = verifySnapshot(
            of: try Self.card(), as: .plumbFrames(on: .iPad), named: "other", record: .never,
            snapshotDirectory: directory)
        #expect(missing?.contains("No reference was found on disk.") == true)
        #expect(!FileManager.default.fileExists(atPath: directory + "/recordModes.other.txt"))
    }

    /// The strategies are the harness's, mapped by one function: a failure's message is the
    /// harness's reason and its attachments are the harness's artifacts.
    @Test func aStrategyIsTheHarnessStrategyMapped() throws {
        let clear = Bitmap(width: 2, height: 2),
            black = {
                var image = Bitmap(width: 2, height: 2)
                for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 }
                return image
            }()
        let diffing = Diffing<Bitmap>.plumbPixels()
        #expect(diffing.diffV2(clear, clear) == nil)
        let (message, attachments) = try #require(diffing.diffV2(clear, black))
        #expect(message == "Plumb pixels: 4 of 4 pixels differ (100 %, max channel delta 255) (tolerance: exact)")
        let names = attachments.map { attachment -> String in
            if case let .data(_, name) = attachment { return name } else { return "?" }
        }
        #expect(names == ["expected.png", "actual.png", "diff.png", "composite.png"])
        let strategy = Snapshotting<Scene, String>.plumbFrames(on: .iPhoneSE)
        #expect(strategy.pathExtension == SnapshotStrategies.frames.pathExtension)
    }

    /// The harness's debug-image strategy, mapped like the others: the debug render is
    /// recorded as `.png`, matches itself and differs from the plain image.
    @Test func theDebugImage() throws {
        let directory = NSTemporaryDirectory() + "plumb-sst-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(
            of: try Self.card(), as: .plumbDebugImage(on: .iPhoneSE), named: "debug", record: .all,
            snapshotDirectory: directory)
        #expect(FileManager.default.fileExists(atPath: directory + "/theDebugImage.debug.png"))
        #expect(
            verifySnapshot(
                of: try Self.card(), as: .plumbDebugImage(on: .iPhoneSE), named: "debug", record: .never,
                snapshotDirectory: directory) == nil)
        let plain = try #require(
            verifySnapshot(
                of: try Self.card(), as: .plumbImage(on: .iPhoneSE), named: "debug",
                record: .never, snapshotDirectory: directory))
        #expect(plain.contains("Plumb pixels: "))
    }

    /// The accessibility snapshot, text and overlay: recorded, matched, and a changed label
    /// fails the text line by line (swift-snapshot-testing's own diff, as for the frames).
    @Test func theAccessibilitySnapshot() throws {
        let directory = NSTemporaryDirectory() + "plumb-sst-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(
            of: try Self.card(), as: .plumbAccessibility(on: .iPhoneSE), named: "a11y", record: .all,
            snapshotDirectory: directory)
        let text = try String(contentsOfFile: directory + "/theAccessibilitySnapshot.a11y.txt", encoding: .utf8)
        #expect(
            text.hasPrefix("1 element in VoiceOver order (left to right, rows within 8 pt)\n1. Root > Card > Title\n"))
        #expect(
            verifySnapshot(
                of: try Self.card(), as: .plumbAccessibility(on: .iPhoneSE), named: "a11y", record: .never,
                snapshotDirectory: directory) == nil)
        let relabelled = try Self.card()
        try relabelled.view(named: "Title").get().accessibility.label = "Greeting"
        let failure = try #require(
            verifySnapshot(
                of: relabelled, as: .plumbAccessibility(on: .iPhoneSE), named: "a11y", record: .never,
                snapshotDirectory: directory))
        #expect(failure.contains("−   label: \"Hello\"") && failure.contains("+   label: \"Greeting\""))
        _ = verifySnapshot(
            of: try Self.card(), as: .plumbAccessibilityImage(on: .iPhoneSE), named: "overlay", record: .all,
            snapshotDirectory: directory)
        #expect(FileManager.default.fileExists(atPath: directory + "/theAccessibilitySnapshot.overlay.png"))
        #expect(
            verifySnapshot(
                of: try Self.card(), as: .plumbAccessibilityImage(on: .iPhoneSE), named: "overlay", record: .never,
                snapshotDirectory: directory) == nil)
    }
}
