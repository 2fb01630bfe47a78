import AutoLayout
import Foundation
import Testing

@testable import SnapshotHarness

/// The `ios:` axis of a suite (SPEC §6, §10; issue 32, point 2): each version a variant of
/// its own, named `…-ios26`, laid out with that version's metrics; without the axis, each
/// scene's own version and the names of before.
@Suite struct SuiteIOSAxisTests {
    @Test func eachVersionIsAVariantWithItsOwnMetrics() throws {
        let root = try SnapshotSuiteTests.project(
            """
            scenes: [Screens/Login.yaml, Main.storyboard#Settings]
            devices: [iphone-se]
            orientations: [portrait]
            directions: [ltr]
            ios: [17, 26]
            overrides:
              Main.storyboard#Settings: {ios: [26.0]}
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        let variants = try suite.variants()
        #expect(
            variants.map(\.stem) == [
                "login/iphone-se-portrait-ltr-ios17", "login/iphone-se-portrait-ltr-ios26",
                "main-settings/iphone-se-portrait-ltr-ios26",
            ])
        func frame(_ variant: SnapshotVariant, _ name: String) throws -> Rect? {
            try VariantRendering.lay(out: variant).layout.frame(of: name)
        }
        // Login's fields are 34 high in both (iOS 13 on); the storyboard's switches are 63×28
        // at iOS 26 where its own version (Xcode 15.1, iOS 17) gives 51×31.
        #expect(try frame(variants[0], "Email Field")?.height == 34)
        #expect(try frame(variants[1], "Email Field")?.height == 34)
        #expect(try frame(variants[2], "Notifications Switch").map { [$0.width, $0.height] } == [63, 28])
    }

    @Test func withoutTheAxisEachSceneKeepsItsOwnVersion() throws {
        let root = try SnapshotSuiteTests.project(
            "scenes: [Screens/Login.yaml, Main.storyboard#Settings]\ndevices: [iphone-se]\n"
                + "orientations: [portrait]\ndirections: [ltr]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let variants = try SnapshotSuite.load(path: root + "/plumb.yml").variants()
        #expect(variants.map(\.stem) == ["login/iphone-se-portrait-ltr", "main-settings/iphone-se-portrait-ltr"])
        #expect(variants.allSatisfy { $0.iosVersion == nil })
        let login = try VariantRendering.lay(out: variants[0]).layout
        let settings = try VariantRendering.lay(out: variants[1]).layout
        // The YAML scene states no version: the newest (a 34-point field); the storyboard keeps
        // its Xcode's (iOS 17: a 51 × 31 switch).
        #expect(login.frame(of: "Email Field")?.height == 34)
        #expect(settings.frame(of: "Notifications Switch").map { [$0.width, $0.height] } == [51, 31])
    }

    @Test func anUnknownVersionNamesItsLine() throws {
        let root = try SnapshotSuiteTests.project("scenes: [Screens/Login.yaml]\nios: [17, 30]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try SnapshotSuite.load(path: root + "/plumb.yml")
            Issue.record("no error for ios: [17, 30]")
        } catch {
            #expect(error.line == 2)
            #expect(error.text == "30")
            #expect(error.message == "unknown value in 'ios' (expected an iOS version from 7 to 26)")
        }
    }
}
