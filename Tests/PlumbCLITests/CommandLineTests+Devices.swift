import Foundation
import TestSupport
import Testing

/// `plumb devices` and custom devices (SPEC §2; issue 20).
extension CommandLineTests {
    @Test func devicesListsEveryDeviceWithItsMetrics() throws {
        let run = try #require(PlumbCommand.run(["devices"]))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 29)
        #expect(
            lines[0] == "device             points     scale  safe area portrait  landscape   size classes   margin")
        #expect(
            lines[2] == "iphone-8           375x667      @2x  20/0/0/0            0/0/0/0     wC hR / wC hC      16")
        #expect(
            lines[12] == "iphone-16-pro      402x874      @3x  62/0/34/0           0/62/21/62  wC hR / wC hC      16")
        #expect(
            lines[18] == "iphone-air         420x912      @3x  68/0/34/0           0/68/21/68  wC hR / wR hC      20")
        #expect(
            lines[24] == "ipad-pro-13        1032x1376    @2x  24/0/20/0           24/0/20/0   wR hR / wR hR      20")
        #expect(
            lines[27] == "ipad-pro-11-m4     834x1210     @2x  24/0/20/0           24/0/20/0   wR hR / wR hR      20")
        #expect(run.status == 0)
    }

    @Test func aCustomDeviceOnTheCommandLine() throws {
        let run = try #require(
            PlumbCommand.run([
                "frames", "Simple Single View", "--device", "390x844@3",
                "--safe-area", "47,0,34,0", "--orientation", "landscape",
            ]))
        #expect(
            run.stdout == """
                390x844@3 landscape ltr 844x390 @3x
                Root (0, 0, 844, 390)
                |   Red View (63, 20, 718, 329)

                """)
        #expect(run.status == 0)
        let bad = try #require(
            PlumbCommand.run([
                "frames", "Simple Single View", "--device", "390x844@3",
                "--safe-area", "47,0,34",
            ]))
        #expect(bad.stderr.hasPrefix("Error: bad --safe-area '47,0,34' (four numbers: top,left,bottom,right)\n"))
        #expect(bad.status == 2)
    }
}

/// `--content-size` (SPEC §5; issue 20).
extension CommandLineTests {
    @Test func contentSizeScalesTextStyles() throws {
        let run = try #require(
            PlumbCommand.run(["frames", "Simple Label and Text Field", "--device", "iphone-8", "--content-size", "ax5"])
        )
        // The headline label is 53 points (63.5 tall at @2x); the field's fixed 14 points stay.
        #expect(
            run.stdout == """
                iphone-8 portrait ltr ax5 375x667 @2x
                Root (0, 0, 375, 667)
                |   Name Label (16, 9.513, 171.5, 63.5)
                |   Name Text Field (195.5, 40, 163.5, 30)

                """)
        #expect(run.status == 0)
        let uikit = try #require(
            PlumbCommand.run([
                "frames", "Simple Label and Text Field", "--device", "iphone-8", "--content-size",
                "accessibilityExtraExtraExtraLarge",
            ]))
        #expect(uikit.stdout == run.stdout)
        let bad = try #require(PlumbCommand.run(["frames", "Simple Label and Text Field", "--content-size", "huge"]))
        #expect(
            bad.stderr.hasPrefix(
                "Error: unknown content size 'huge' (use one of: xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5)\n"
            ))
        #expect(bad.status == 2)
    }
}

/// `--font-dir` (issue 20): the user's own SF Pro files; DejaVu copied under their names.
extension CommandLineTests {
    @Test func fontDirNamesTheFamilyInTheOutput() throws {
        let regular = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        let directory = try TemporaryDirectory.make()
        for name in ["SF-Pro-Text-Regular.otf", "SF-Pro-Display-Regular.otf"] {
            try regular.write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
        }
        let run = try #require(PlumbCommand.run(["frames", "Simple Single View", "--font-dir", directory]))
        #expect(run.stdout.hasSuffix("font: SF Pro\n"))
        #expect(run.status == 0)
        let json = try #require(
            PlumbCommand.run([
                "frames", "Simple Single View", "--font-dir", directory,
                "--format", "json",
            ]))
        #expect(json.stdout.contains(#""font": "SF Pro""#))
        let plain = try #require(PlumbCommand.run(["frames", "Simple Single View"]))
        #expect(!plain.stdout.contains("font:"))
        let missing = try #require(PlumbCommand.run(["frames", "Simple Single View", "--font-dir", "/nonexistent"]))
        #expect(
            missing.stderr == "--font-dir '/nonexistent' holds neither SF-Pro-Text-Regular.otf with "
                + "SF-Pro-Display-Regular.otf nor SF-Pro.ttf (install Apple's SF Pro and point at its folder)\n")
        #expect(missing.status == 2)
    }
}
