import Foundation
import Testing

/// `plumb audit` as CI runs it (issue 36): exit 1 on a finding not in the baseline, 0 once
/// the baseline lists it; SARIF, JSON and JUnit on stdout; usage errors exit 2. The scene's
/// one fixed-size title is also `font-not-scaling`'s (no text on the screen scales).
extension CommandLineTests {
    static let smallButton = """
        name: Small Button
        views:
          - {name: Go Button, kind: button, title: Go, titleColor: "black / white"}
        constraints:
          - Go Button.Leading = Superview.LeadingMargin
          - Go Button.Top = Superview.Top + 100
          - Go Button.Width = 80
          - Go Button.Height = 30

        """

    @Test func auditFailsOnANewFindingAndPassesOnceTheBaselineListsIt() throws {
        let scene = try PlumbCommand.writeScene("small-button.yaml", Self.smallButton)
        let first = try #require(PlumbCommand.run(["audit", scene]))
        #expect(first.status == 1)
        #expect(
            first.stdout.hasPrefix(
                "\(scene):3: warning: Button 80x30 pt, below 44x44 (hig) (Root > Go Button); 30 pt, threshold 44 pt; "
                    + "HIG Accessibility: controls at least 44x44 pt; from xs; fails at l; in 96 variants: "))
        #expect(
            first.stdout.contains(
                "\(scene): warning: Dynamic Type unsupported: the screen's one text does not scale (15 pt) (Root); "))
        #expect(first.stdout.hasSuffix("audit: 96 variants, 2 findings (2 new, 0 in the baseline), 0 fixed\n"))
        // 30 pt is above WCAG AA's 24: only the fixed font is left.
        let wcag = try #require(PlumbCommand.run(["audit", scene, "--target-size", "wcag-aa"]))
        #expect(!wcag.stdout.contains("[target-size"))
        #expect(wcag.stdout.hasSuffix("audit: 96 variants, 1 findings (1 new, 0 in the baseline), 0 fixed\n"))

        let baseline = "\(PlumbCommand.scratch)/small-button-baseline.json"
        #expect(try #require(PlumbCommand.run(["audit", scene, "--write-baseline", baseline])).status == 0)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(
            written
                == "{\"entries\": [\n  {\"file\":\"small-button.yaml\",\"reason\":\"TODO: review\",\"rule\":\"target-size\","
                + "\"scene\":\"Small Button\",\"view\":\"Root > Go Button\"},\n  {\"file\":\"small-button.yaml\","
                + "\"reason\":\"TODO: review\",\"rule\":\"font-not-scaling\",\"scene\":\"Small Button\",\"view\":\"Root\"}\n]}\n"
        )
        let known = try #require(PlumbCommand.run(["audit", scene, "--baseline", baseline]))
        #expect(known.status == 0)
        #expect(known.stdout.contains(":3: note: Button 80x30 pt"))
        #expect(known.stdout.contains("; in the baseline: TODO: review [target-size, Small Button]"))

        let sarif = try #require(PlumbCommand.run(["audit", scene, "--format", "sarif"]))
        #expect(sarif.status == 1)
        #expect(sarif.stdout.contains("\"version\" : \"2.1.0\""))
        #expect(sarif.stdout.contains("\"ruleId\" : \"target-size\""))
        let json = try #require(PlumbCommand.run(["audit", scene, "--format", "json"]))
        #expect(json.stdout.hasPrefix("[{\"code\":\"target-size\""))
        let junit = try #require(PlumbCommand.run(["audit", scene, "--format", "junit", "--baseline", baseline]))
        #expect(junit.status == 0)
        #expect(
            junit.stdout.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"plumb audit\" tests=\"2\" "
                    + "failures=\"0\" skipped=\"2\">\n"))
        #expect(
            junit.stdout.contains(
                "<testcase classname=\"target-size\" name=\"Root &gt; Go Button\" file=\"\(scene)\" line=\"3\">\n"
                    + "      <skipped message=\"in the baseline: TODO: review\"/>"))
        // Black on white (white on black in the dark) is 21:1, above AAA's 7:1 too.
        #expect(
            try #require(PlumbCommand.run(["audit", scene, "--contrast", "aaa", "--baseline", baseline])).status == 0)
    }

    @Test func auditUsageErrors() throws {
        let scene = try PlumbCommand.writeScene("small-button.yaml", Self.smallButton)
        let profile = try #require(PlumbCommand.run(["audit", scene, "--target-size", "huge"]))
        #expect(profile.status == 2)
        #expect(profile.stderr.contains("unknown target-size profile 'huge' (use hig, wcag-aa or material)"))
        let level = try #require(PlumbCommand.run(["audit", scene, "--contrast", "aaaa"]))
        #expect(level.status == 2)
        #expect(level.stderr.contains("unknown contrast level 'aaaa' (use aa or aaa)"))
        let format = try #require(PlumbCommand.run(["audit", scene, "--format", "xml"]))
        #expect(format.status == 2)
        #expect(format.stderr.contains("unknown format 'xml' (use text, json, sarif or junit)"))
        let missing = try #require(PlumbCommand.run(["audit", "no-such-scene.yaml"]))
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no-such-scene.yaml: error: no such scene file or cookbook recipe"))
    }
}

/// `plumb snapshot verify --audit` (issue 36): the audit's findings on the snapshots' own
/// layouts, after the snapshot summary, exit 1 on a new one even when every snapshot matches,
/// the suite's `audit:` baseline honoured, and SARIF beside results.json.
extension CommandLineTests {
    @Test func snapshotVerifyAuditsTheSameVariants() throws {
        let directory = "\(PlumbCommand.scratch)/verify-audit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.smallButton.write(toFile: "\(directory)/small-button.yaml", atomically: true, encoding: .utf8)
        let config =
            "scenes: [small-button.yaml]\nsnapshots: Snapshots\ndevices: [iphone-15]\norientations: [portrait]\n"
            + "directions: [ltr]\n"
        try config.write(toFile: "\(directory)/plumb.yml", atomically: true, encoding: .utf8)
        let record = try #require(PlumbCommand.run(["snapshot", "record", "--artifacts", "out"], in: directory))
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")

        let plain = try #require(PlumbCommand.run(["snapshot", "verify", "--artifacts", "out"], in: directory))
        #expect(plain.status == 0 && plain.stdout.hasSuffix(": 1 matched\n"), "\(plain.stdout)\(plain.stderr)")
        let audited = try #require(
            PlumbCommand.run(["snapshot", "verify", "--audit", "--artifacts", "out"], in: directory))
        #expect(audited.status == 1)
        var expected = ": 1 matched\n"
        expected +=
            "small-button.yaml:3: warning: Button 80x30 pt, below 44x44 (hig) (Root > Go Button); 30 pt, "
            + "threshold 44 pt; HIG Accessibility: controls at least 44x44 pt; from xs; fails at l; in 1 "
            + "variant: iphone-15-portrait-ltr [target-size, Small Button]\n"
        expected +=
            "small-button.yaml: warning: Dynamic Type unsupported: the screen's one text does not scale "
            + "(15 pt) (Root); 0 texts scaling, threshold 1 texts scaling; WCAG 2.2 SC 1.4.4 Resize Text; "
            + "HIG Typography: Dynamic Type; from xs; fails at l; in 1 variant: iphone-15-portrait-ltr "
            + "[font-not-scaling, Small Button]\n"
        expected += "audit: 1 variants, 2 findings (2 new, 0 in the baseline), 0 fixed\n"
        // Only the audit failed: the report is written for its findings, and named.
        expected += "report: out/index.html\n"
        #expect(audited.stdout.hasSuffix(expected), "\(audited.stdout)")
        let report = try String(contentsOfFile: "\(directory)/out/index.html", encoding: .utf8)
        #expect(report.contains("<h1>No failing snapshots</h1>\n<section id=\"accessibility\""))
        #expect(
            report.contains(
                "<tr><th scope=\"row\"><code>target-size</code></th><td>Root &gt; Go Button</td><td>Button 80x30 pt, "
                    + "below 44x44 (hig)<br><small>HIG Accessibility: controls at least 44x44 pt</small></td><td>30 pt"
                    + "</td><td>44 pt</td><td>xs; fails at l</td><td>iphone-15-portrait-ltr</td><td>small-button.yaml:3"
                    + "</td></tr>\n"))
        let sarif = try String(contentsOfFile: "\(directory)/out/audit.sarif", encoding: .utf8)
        #expect(sarif.contains("\"ruleId\" : \"target-size\""))

        // The suite's baseline lists it: the run passes and says so.
        let baseline = "\(directory)/baseline.json"
        let written = try #require(PlumbCommand.run(["audit", "--write-baseline", baseline], in: directory))
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        try (config + "audit:\n  baseline: baseline.json\n").write(
            toFile: "\(directory)/plumb.yml", atomically: true, encoding: .utf8)
        let known = try #require(
            PlumbCommand.run(["snapshot", "verify", "--audit", "--artifacts", "out"], in: directory))
        #expect(known.status == 0, "\(known.stdout)\(known.stderr)")
        #expect(known.stdout.hasSuffix("audit: 1 variants, 2 findings (0 new, 2 in the baseline), 0 fixed\n"))
        // Nothing failed: the report of the earlier run is gone.
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/out/index.html"))
    }
}
