import Foundation
import Testing

/// `plumb audit`'s numeric thresholds on the command line (issue 36): each overrides the
/// suite's `audit:` setting; a value that is no number in range is a usage error (exit 2)
/// naming the option and the text as typed.
extension CommandLineTests {
    /// The 80 × 30 button of `smallButton`.
    @Test func auditMinTargetOverridesTheProfileAndTheSuite() throws {
        let scene = try PlumbCommand.writeScene("small-button.yaml", Self.smallButton)
        let wide = try #require(PlumbCommand.run(["audit", scene, "--min-target", "100x20"]))
        #expect(wide.status == 1)
        #expect(
            wide.stdout.hasPrefix(
                "\(scene):3: warning: Button 80x30 pt, below 100x20 (custom) (Root > Go Button); 80 pt, threshold "
                    + "100 pt; custom minimum 100x20 pt; WCAG 2.2 SC 2.5.8 Target Size (Minimum); HIG Accessibility: "
                    + "controls; from xs; fails at l; in 96 variants: "))
        // One number is a square: 30 pt is enough for 24.
        let square = try #require(PlumbCommand.run(["audit", scene, "--min-target", "24"]))
        #expect(!square.stdout.contains("[target-size"))
        #expect(square.stdout.hasSuffix("audit: 96 variants, 1 findings (1 new, 0 in the baseline), 0 fixed\n"))

        // The suite says wcag-aa (24): the command line's 44 wins.
        let directory = "\(PlumbCommand.scratch)/audit-thresholds-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.smallButton.write(toFile: "\(directory)/small-button.yaml", atomically: true, encoding: .utf8)
        try
            ("scenes: [small-button.yaml]\ndevices: [iphone-15]\norientations: [portrait]\ndirections: [ltr]\n"
            + "audit:\n  targetSize: wcag-aa\n  edgeTolerance: 2\n")
            .write(toFile: "\(directory)/plumb.yml", atomically: true, encoding: .utf8)
        let suite = try #require(PlumbCommand.run(["audit"], in: directory))
        #expect(!suite.stdout.contains("[target-size"))
        let overridden = try #require(PlumbCommand.run(["audit", "--min-target", "44x44"], in: directory))
        #expect(
            overridden.stdout.hasPrefix(
                "small-button.yaml:3: warning: Button 80x30 pt, below 44x44 (custom) (Root > Go Button); 30 pt, "
                    + "threshold 44 pt; "))
        // And with --audit on verify, the same options.
        let verify = try #require(
            PlumbCommand.run(
                ["snapshot", "verify", "--audit", "--min-target", "44", "--artifacts", "out"], in: directory))
        #expect(verify.stdout.contains("below 44x44 (custom) (Root > Go Button)"))
    }

    /// Grey #777777 on white is 4.48:1 (body text, 14 pt at xS, the first variant): it fails
    /// AA's 4.5 and passes a minimum of 4.4.
    @Test func auditMinContrastReplacesTheLevelsRatios() throws {
        let scene = try PlumbCommand.writeScene(
            "grey-label.yaml",
            """
            name: Grey Label
            views:
              - {name: Note, kind: label, text: Note, font: body, textColor: "#777777"}
            constraints:
              - Note.Leading = Superview.LeadingMargin
              - Note.Top = Superview.Top + 100

            """)
        let aa = try #require(PlumbCommand.run(["audit", scene, "--format", "json"]))
        #expect(aa.stdout.contains("\"detail\":\"text (14 pt) contrast 4.48:1\""))
        let lower = try #require(PlumbCommand.run(["audit", scene, "--min-contrast", "4.4"]))
        #expect(!lower.stdout.contains("[contrast-text"))
        let higher = try #require(PlumbCommand.run(["audit", scene, "--min-contrast", "5/3.5"]))
        #expect(higher.stdout.contains("4.48:1, threshold 5.00:1; WCAG 2.2 SC 1.4.3 Contrast (Minimum)"))
    }

    @Test func auditThresholdUsageErrors() throws {
        let scene = try PlumbCommand.writeScene("small-button.yaml", Self.smallButton)
        let cases: [([String], String)] = [
            (
                ["--min-contrast", "4,5"],
                "Error: --min-contrast: '4,5' is not a ratio from 1 to 21, or two for text/large text (4.5, 5/3.5)"
            ),
            (
                ["--min-contrast", "3/4.5"],
                "Error: --min-contrast: '3/4.5' asks more of large text than of text (WCAG asks less)"
            ),
            (
                ["--min-target", "0x3"],
                "Error: --min-target: '0x3' is not a size in points, WxH or one side, each above 0 and at most 1000 (44x44, 48)"
            ),
            (
                ["--min-target", "big"],
                "Error: --min-target: 'big' is not a size in points, WxH or one side, each above 0 and at most 1000 (44x44, 48)"
            ),
            (["--min-non-text-contrast", "30"], "Error: --min-non-text-contrast: '30' is not a ratio from 1 to 21"),
            (["--edge-tolerance=-1"], "Error: --edge-tolerance: '-1' is not 0 points or more"),
            (["--covered-fraction", "nan"], "Error: --covered-fraction: 'nan' is not a share above 0 and at most 1"),
            (
                ["--contrast", "aaa", "--min-contrast", "7"],
                "Error: give --contrast 'aaa' or --min-contrast '7', not both"
            ),
            (
                ["--target-size", "hig", "--min-target", "48"],
                "Error: give --target-size 'hig' or --min-target '48', not both"
            ),
        ]
        for (options, message) in cases {
            let run = try #require(PlumbCommand.run(["audit", scene] + options))
            #expect(run.status == 2, "\(options)")
            #expect(run.stderr.hasPrefix(message + "\n"), "\(options): \(run.stderr)")
        }
    }
}
