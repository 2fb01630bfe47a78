import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import Testing

@testable import SnapshotHarness

/// A team's own devices in `plumb.yml` (SPEC §2 wave 3; issue 32 point 3): defined in any
/// `devices:` list, named on every axis and in overrides, laid out exactly; every mistake an
/// error at its line.
@Suite struct SuiteDevicesTests {
    /// A view on the Safe Area and one on the root's margins, between the layout guides.
    static let probe = """
        name: Probe
        views:
          - {name: Safe}
          - {name: Margins}
        constraints:
          - Safe.Leading = Safe Area.Leading
          - Safe.Trailing = Safe Area.Trailing
          - Safe.Top = Safe Area.Top
          - Safe.Bottom = Safe Area.Bottom
          - Margins.Leading = Superview.LeadingMargin
          - Margins.Trailing = Superview.TrailingMargin
          - Margins.Top = Top Layout Guide.Bottom
          - Bottom Layout Guide.Top = Margins.Bottom
        """

    static let config = """
        scenes: [Screens/Login.yaml, Probe.yaml]
        devices:
          - iphone-se
          - kiosk:
              points: 400x800
              scale: 2
              safeArea: {top: 30, bottom: 10}
              landscapeSafeArea: {left: 30, bottom: 10, right: 30}
              sizeClasses: {landscape: wR hC}
              margin: 12
        orientations: [portrait, landscape]
        directions: [ltr]
        overrides:
          Probe.yaml:
            devices:
              - kiosk
              - slate: {points: 700x1000, scale: 2, statusBar: true}
          Screens/Login.yaml: {devices: [Kiosk]}
        """

    static func project() throws -> String {
        let root = try SnapshotSuiteTests.project(config)
        try probe.write(toFile: root + "/Probe.yaml", atomically: true, encoding: .utf8)
        return root
    }

    static func frame(_ variant: SnapshotVariant, _ view: String) throws -> Rect? {
        try VariantRendering.lay(out: variant).layout.frame(of: view)
    }

    @Test func aTeamsOwnDeviceEndToEnd() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        // Defined in the suite's list, named (in any case) in an override; defined in an override.
        #expect(
            try suite.variants(scene: "login").map(\.name) == ["kiosk-portrait-ltr", "kiosk-landscape-ltr"])
        let probe = try suite.variants(scene: "Probe.yaml")
        #expect(
            probe.map(\.name) == [
                "kiosk-portrait-ltr", "kiosk-landscape-ltr", "slate-portrait-ltr", "slate-landscape-ltr",
            ])
        let kiosk = probe[0].device
        #expect(kiosk.portraitSize == Size(width: 400, height: 800) && kiosk.scale == 2 && !kiosk.isPad)
        // Portrait: the safe area's top (30, the status bar) and bottom (10); 12-point margins.
        #expect(try Self.frame(probe[0], "Safe") == Rect(x: 0, y: 30, width: 400, height: 760))
        #expect(try Self.frame(probe[0], "Margins") == Rect(x: 12, y: 30, width: 376, height: 760))
        #expect(probe[0].environment.horizontalSizeClass == .compact)
        // Landscape: the given insets, no status bar (a phone), margins inside the safe area,
        // regular width as the config says (400 points alone would make it compact).
        #expect(try Self.frame(probe[1], "Safe") == Rect(x: 30, y: 0, width: 740, height: 390))
        #expect(try Self.frame(probe[1], "Margins") == Rect(x: 42, y: 0, width: 716, height: 390))
        #expect(
            probe[1].environment.horizontalSizeClass == .regular && probe[1].environment.verticalSizeClass == .compact)
        // 700 points wide: an iPad, regular both ways; its 20-point status bar in both
        // orientations, 20-point margins.
        #expect(try Self.frame(probe[2], "Safe") == Rect(x: 0, y: 20, width: 700, height: 980))
        #expect(try Self.frame(probe[3], "Margins") == Rect(x: 20, y: 20, width: 960, height: 680))
        #expect(probe[3].environment.verticalSizeClass == .regular)
        // The frames strategy records the device's name and numbers.
        let runner = SnapshotRunner(
            variants: [probe[0]], snapshotsDirectory: root + "/References", artifactsDirectory: root + "/Artifacts")
        #expect(try runner.record(mode: .all).recorded == 1)
        let text = try String(contentsOfFile: root + "/References/probe/kiosk-portrait-ltr.txt", encoding: .utf8)
        #expect(text.hasPrefix("kiosk portrait ltr 400x800 @2x\n"))
    }

    /// What a definition leaves out follows the width, as `--device WxH@S` does.
    @Test func derivedFromTheWidth() throws {
        let root = try SnapshotSuiteTests.project(
            """
            scenes: [Screens/Login.yaml]
            devices:
              - wide: {points: 430x932, scale: 3, safeArea: {top: 59, bottom: 34}}
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let device = try #require(try SnapshotSuite.load(path: root + "/plumb.yml").members.first?.axes.devices.first)
        #expect(device.rootSideMargin == 20 && device.regularWidthInLandscape && !device.isPad && device.hasStatusBar)
        #expect(device.landscapeSafeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test(
        arguments: [
            (
                "devices:\n  - iphone-15:\n      points: 390x844\n      scale: 3\n", 4, "iphone-15",
                "'iphone-15' is a built-in device (`plumb devices`): give your device another name"
            ),
            (
                "devices:\n  - kiosk: {points: 400x800}\n", 4, "kiosk",
                "the device 'kiosk' gives no 'scale' (1, 2 or 3)"
            ),
            (
                "devices:\n  - kiosk: {scale: 2}\n", 4, "kiosk",
                "the device 'kiosk' gives no 'points' (its portrait size, WxH)"
            ),
            (
                "devices:\n  - kiosk: {points: -400x800, scale: 2}\n", 4, "-400x800",
                "'points' must be WxH, each within 100…4000 points (portrait)"
            ),
            ("devices:\n  - kiosk: {points: 400x800, scale: 4}\n", 4, "4", "'scale' must be 1, 2 or 3"),
            (
                "devices:\n  - kiosk: {points: 400x800, scale: 2, safeArea: {top: -5}}\n", 4, "-5",
                "a safe-area inset must be within 0…10000000"
            ),
            (
                "devices:\n  - kiosk: {points: 400x800, scale: 2, safeArea: {top: 500, bottom: 400}}\n", 4,
                "safeArea", "'safeArea' leaves nothing of the 400x800 screen"
            ),
            (
                "devices:\n  - kiosk: {points: 400x800, scale: 2, notch: 30}\n", 4, "notch",
                "unknown key in 'kiosk' in 'devices'"
            ),
            (
                "devices:\n  - kiosk: {points: 400x800, scale: 2, sizeClasses: {portrait: wR hC}}\n", 4, "wR hC",
                "size classes are those UIKit gives a full-screen app: a phone wC hR in portrait and wC hC or "
                    + "wR hC in landscape, an iPad wR hR in both"
            ),
            (
                "devices:\n  - my phone: {points: 400x800, scale: 2}\n", 4, "my phone",
                "a device's name is letters, digits, '-', '_' and '.' (it names snapshot files)"
            ),
            (
                "devices:\n  - kiosk: {points: 400x800, scale: 2}\noverrides:\n"
                    + "  Login: {devices: [kiosk: {points: 400x800, scale: 3}]}\n", 6, "kiosk",
                "the device 'kiosk' is defined twice (define it once, name it anywhere)"
            ),
            (
                "overrides:\n  Login: {devices: [kiosk]}\n", 4, "kiosk",
                "unknown value in 'devices' (expected a device of `plumb devices`, design, or WxH@S)"
            ),
        ] as [(String, Int, String, String)])
    func definitionErrorsNameTheirLine(_ config: String, _ line: Int, _ text: String, _ message: String) throws {
        let root = try SnapshotSuiteTests.project("scenes: [Screens/Login.yaml]\norientations: [portrait]\n" + config)
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try SnapshotSuite.load(path: root + "/plumb.yml")
            Issue.record("no error for \(config)")
        } catch {
            #expect(error.file == root + "/plumb.yml")
            #expect(error.line == line, "\(error)")
            #expect(error.text == text, "\(error)")
            #expect(error.message == message)
        }
    }
}
