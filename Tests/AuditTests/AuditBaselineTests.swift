import Audit
import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import SnapshotHarness
import Testing

/// Suppressions in the scene, the reviewed baseline (known pass, new fail, fixed reported),
/// and the SARIF and JSON renderers.
@Suite struct AuditBaselineTests {
    static func temporary(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let small = """
        name: Small
        views:
          - name: Tiny Button
            kind: button
            title: Go
            titleColor: "black / white"
            auditIgnore: {target-size: "the whole row around it takes the tap"}
          - {name: Other Button, kind: button, title: Stop, titleColor: "black / white"}
        constraints:
          - Tiny Button.Leading = Superview.LeadingMargin
          - Tiny Button.Top = Superview.Top + 100
          - Tiny Button.Height = 30
          - Other Button.Leading = Tiny Button.Trailing + 8
          - Other Button.Top = Tiny Button.Top
          - Other Button.Height = 30

        """

    static func audit(_ path: String) throws -> [Finding] {
        let scene = SnapshotScene(title: "small", slug: "small", source: .init(path: path))
        return try Auditor(rules: AuditFixtures.firstSlice).findings(in: AuditMatrix.variants(of: [scene]))
    }

    @Test func aSuppressionWithAReasonExemptsOneViewFromOneRule() throws {
        let findings = try Self.audit(try Self.temporary("small.yaml", Self.small))
        #expect(findings.compactMap(AuditFixtures.measurement).map(\.view) == ["Root > Other Button"])
        #expect(findings.first?.location?.line == 8)
    }

    @Test func aSuppressionWithoutAReasonIsRefused() throws {
        let yaml = Self.small.replacingOccurrences(of: "\"the whole row around it takes the tap\"", with: "\"\"")
        #expect(throws: SceneError.self) { try SceneLoader.standard.load(yaml: yaml, file: "small.yaml") }
        do {
            _ = try SceneLoader.standard.load(yaml: yaml, file: "small.yaml")
        } catch {
            #expect(
                error.description
                    == "small.yaml:7:32: error: 'auditIgnore' needs a reason for each rule it exempts: 'target-size'")
        }
    }

    @Test func aSuppressionOfAnUnknownRuleIsTheScenesError() throws {
        let path = try Self.temporary(
            "small.yaml", Self.small.replacingOccurrences(of: "{target-size:", with: "{target-sise:"))
        #expect(throws: AuditError.unknownRule(file: path, line: 7, rule: "target-sise")) { try Self.audit(path) }
        #expect(
            AuditError.unknownRule(file: "s.yaml", line: 7, rule: "x").description
                == "s.yaml:7: error: 'auditIgnore' names no audit rule: 'x' (rules: text-truncated, control-collapsed, target-size, contrast-text, text-clipped, text-covered, text-overlap, offscreen, under-system-ui, horizontal-overflow, contrast-nontext, font-not-scaling, scalable-text-fixed-box, missing-label, reading-order-rtl)"
        )
    }

    /// Known findings become notes carrying their reason; new ones stay warnings and fail the
    /// run; an entry nothing matches any more is fixed (only for the files audited).
    @Test func theBaselineSortsKnownNewAndFixed() throws {
        let findings = try AuditFixtures.findings("truncated-fail")
        let baseline = AuditBaseline(entries: [
            .init(
                rule: "text-truncated", file: "truncated-fail.yaml", scene: "Truncated Fail", view: "Root > Caption",
                reason: "a preview; the detail screen shows it all"),
            .init(
                rule: "target-size", file: "truncated-fail.yaml", scene: "Truncated Fail", view: "Root > Gone",
                reason: "removed since"),
            .init(
                rule: "target-size", file: "other.yaml", scene: "Other", view: "Root > Elsewhere", reason: "not audited"
            ),
        ])
        let outcome = baseline.apply(to: findings, auditedFiles: [AuditFixtures.path("truncated-fail")])
        #expect(outcome.known.compactMap(AuditFixtures.measurement).map(\.view) == ["Root > Caption"])
        #expect(outcome.known.first?.severity == .note)
        #expect(
            AuditFixtures.measurement(outcome.known[0])?.baselineReason == "a preview; the detail screen shows it all")
        #expect(
            FindingLines.line(of: outcome.known[0]).contains(
                "; in the baseline: a preview; the detail screen shows it all ["))
        #expect(outcome.new.compactMap(AuditFixtures.measurement).map(\.view) == ["Root > Title"])
        #expect(!outcome.passed)
        #expect(outcome.fixed.map(\.view) == ["Root > Gone"])
    }

    @Test func aBaselineWrittenFromFindingsReadsBack() throws {
        let findings = try AuditFixtures.findings("truncated-fail")
        let written = AuditBaseline(findings: findings, reason: "reviewed")
        let path = try Self.temporary("baseline.json", written.json)
        let read = try AuditBaseline.load(path: path)
        #expect(read == written)
        #expect(read.apply(to: findings, auditedFiles: []).passed)
        #expect(
            written.json.hasPrefix(
                "{\"entries\": [\n  {\"file\":\"truncated-fail.yaml\",\"reason\":\"reviewed\",\"rule\":\"text-truncated\",\"scene\":\"Truncated Fail\",\"view\":\"Root > Caption\"},\n"
            ))
    }

    @Test func aBaselineEntryWithoutAReasonIsRefused() throws {
        let path = try Self.temporary(
            "baseline.json",
            #"{"entries": [{"rule": "target-size", "file": "a.yaml", "scene": "A", "view": "Root > B", "reason": " "}]}"#
        )
        #expect(
            throws: AuditError.baseline(file: path, message: "the entry for 'Root > B' (target-size) gives no reason")
        ) {
            try AuditBaseline.load(path: path)
        }
    }

    @Test func sarifNamesTheRulesTheFileAndLineAndTheBaselineState() throws {
        let findings = try AuditFixtures.findings("truncated-fail")
        let baseline = AuditBaseline(entries: [
            .init(
                rule: "text-truncated", file: "truncated-fail.yaml", scene: "Truncated Fail", view: "Root > Caption",
                reason: "known")
        ])
        let outcome = baseline.apply(to: findings, auditedFiles: [])
        let text = try SARIFReport.text(of: outcome.findings, rules: AuditRules.standard)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(
            (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
                "text-truncated", "control-collapsed", "target-size", "contrast-text", "text-clipped", "text-covered",
                "text-overlap", "offscreen", "under-system-ui", "horizontal-overflow", "contrast-nontext",
                "font-not-scaling", "scalable-text-fixed-box", "missing-label", "reading-order-rtl",
            ])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["text-truncated", "text-truncated"])
        #expect(results.map { $0["level"] as? String } == ["note", "warning"])
        #expect(results.map { $0["baselineState"] as? String } == ["unchanged", "new"])
        let location = try #require(
            (results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String == AuditFixtures.path("truncated-fail"))
        let properties = try #require(results[1]["properties"] as? [String: Any])
        #expect(properties["firstCategory"] as? String == "xxxl")
        #expect(properties["passesAtDefault"] as? Bool == true)
    }
}

/// A suite's `audit:` settings: the profile as written with its line, the baseline joined to
/// the config's folder; anything else is refused by name.
@Suite struct SuiteAuditSettingsTests {
    @Test func theSuiteNamesItsProfileAndBaseline() throws {
        let scene = try AuditBaselineTests.temporary("small.yaml", AuditBaselineTests.small)
        let directory = (scene as NSString).deletingLastPathComponent
        let config = "\(directory)/plumb.yml"
        try """
        scenes: [small.yaml]
        devices: [iphone-se]
        audit:
          targetSize: wcag-aa
          baseline: audit-baseline.json

        """.write(toFile: config, atomically: true, encoding: .utf8)
        let suite = try SnapshotSuite.load(path: config)
        #expect(suite.audit?.targetSize == "wcag-aa")
        #expect(suite.audit?.targetSizeLocation?.line == 4)
        #expect(suite.audit?.baseline == "\(directory)/audit-baseline.json")
    }

    /// The contrast level and the numeric thresholds as written; a number out of its range is
    /// refused with the config's line.
    @Test func theSuiteSetsItsLevelAndThresholds() throws {
        let scene = try AuditBaselineTests.temporary("small.yaml", AuditBaselineTests.small)
        let config = "\((scene as NSString).deletingLastPathComponent)/plumb.yml"
        try """
        scenes: [small.yaml]
        audit:
          contrast: aaa
          edgeTolerance: 0.5
          coveredFraction: 0.25
          nonTextContrast: 4.5

        """.write(toFile: config, atomically: true, encoding: .utf8)
        let audit = try #require(try SnapshotSuite.load(path: config).audit)
        #expect(audit.contrast == "aaa")
        #expect(audit.contrastLocation?.line == 3)
        #expect(audit.edgeTolerance == 0.5)
        #expect(audit.coveredFraction == 0.25)
        #expect(audit.nonTextContrast == 4.5)
        try "scenes: [small.yaml]\naudit:\n  coveredFraction: 1.5\n".write(
            toFile: config, atomically: true, encoding: .utf8)
        do {
            _ = try SnapshotSuite.load(path: config)
            Issue.record("a share of 1.5 was read")
        } catch {
            #expect(error.description.hasPrefix("\(config):3:"))
            #expect(error.description.contains("'audit: coveredFraction' must be a share above 0 and at most 1"))
        }
    }

    @Test func anUnknownAuditKeyIsRefused() throws {
        let scene = try AuditBaselineTests.temporary("small.yaml", AuditBaselineTests.small)
        let config = "\((scene as NSString).deletingLastPathComponent)/plumb.yml"
        try "scenes: [small.yaml]\naudit: {targetSise: hig}\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(throws: SceneError.self) { try SnapshotSuite.load(path: config) }
    }
}
