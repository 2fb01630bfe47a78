import Audit
import AutoLayout
import Cookbook
import SnapshotHarness
import Testing

/// The cookbook's own suites: the traits suite's two known problems (docs/traits.md) are
/// reported with their first failing category, and every finding on either suite, of every
/// rule, is in the suite's reviewed baseline (`Suites/<suite>.audit-baseline.json`), none fixed.
@Suite struct CookbookAuditTests {
    static func outcome(_ suite: SnapshotMatrix.Suite) throws -> AuditOutcome {
        let variants = try SnapshotSuite.cookbook(suite).variants()
        let findings = try Auditor().findings(in: variants)
        let path = Cookbook.suiteConfigPath(suite.rawValue).replacingOccurrences(
            of: ".yml", with: ".audit-baseline.json")
        let files = variants.map(\.scene.path)
        return try AuditBaseline.load(path: path).apply(to: findings, auditedFiles: files)
    }

    @Test func theTraitsSuiteReportsItsTwoKnownProblems() throws {
        let outcome = try Self.outcome(.traits)
        let found = outcome.findings.compactMap { finding in AuditFixtures.measurement(finding).map { (finding, $0) } }
        // Nested Stack Views: the three name fields squeezed to 0 wide, from AX5; Large passes.
        let collapsed = found.filter { $0.0.code == .controlCollapsed }
        #expect(
            collapsed.map { $0.1.view.split(separator: ">").last.map { $0.trimmingCharacters(in: .whitespaces) } } == [
                "First Name Text Field", "Middle Name Text Field", "Last Name Text Field",
            ])
        #expect(collapsed.allSatisfy { $0.1.firstCategory == "ax5" && $0.1.passesAtDefault == true })
        #expect(collapsed.allSatisfy { $0.0.location?.scene == "Nested Stack Views" })
        #expect(collapsed.map { $0.1.variants } == Array(repeating: ["iphone-15-portrait-ltr-ax5-dark"], count: 3))
        // Dynamic Text and Readability: label text (white in the dark) on the white text view,
        // 1:1 at every size in the dark.
        let readability = try #require(
            found.first { $0.0.code == .contrastText && $0.0.location?.scene == "Dynamic Text and Readability" })
        #expect(readability.1.view == "Root > Text View")
        #expect(abs(readability.1.measured - 1) < 0.005)
        #expect(readability.1.threshold == 3)
        #expect(readability.1.firstCategory == "xs")
        #expect(readability.1.passesAtDefault == false)
        #expect(readability.0.location?.line == 17)
        // Everything else is in the reviewed baseline.
        #expect(outcome.new.isEmpty)
        #expect(outcome.fixed.isEmpty)
        #expect(outcome.findings.count == 141)
        #expect(
            Self.counts(outcome) == [
                "contrast-nontext": 18, "contrast-text": 34, "control-collapsed": 3, "font-not-scaling": 29,
                "missing-label": 6, "offscreen": 2, "target-size": 36, "text-clipped": 6, "text-truncated": 5,
                "under-system-ui": 2,
            ])
        // Found besides by the later rules: the guide's label rises above the safe area from AX4.
        let risen = try #require(
            found.first { $0.0.code == .underSystemUI && $0.0.location?.scene == "Simple Label and Text Field" })
        #expect(risen.1.view == "Root > Name Label")
        #expect(abs(risen.1.measured - 10.487) < 1e-3)
        #expect(risen.1.firstCategory == "ax4")
        #expect(risen.1.passesAtDefault == true)
    }

    /// Findings by rule id.
    static func counts(_ outcome: AuditOutcome) -> [String: Int] {
        Dictionary(outcome.findings.map { ($0.code.rawValue, 1) }, uniquingKeysWith: +)
    }

    @Test func theDefaultSuiteHasNothingOutsideItsBaseline() throws {
        let outcome = try Self.outcome(.default)
        #expect(outcome.new.isEmpty)
        #expect(outcome.fixed.isEmpty)
        #expect(outcome.findings.count == 150)
        #expect(
            Self.counts(outcome) == [
                "contrast-nontext": 30, "contrast-text": 33, "font-not-scaling": 29, "missing-label": 6,
                "target-size": 40,
                "text-clipped": 9, "text-truncated": 3,
            ])
        // No control collapses and no text is cut at the default size on the cookbook's
        // devices but the sample's ids, which are cut by design.
        #expect(!outcome.findings.contains { $0.code == .controlCollapsed })
        #expect(
            outcome.findings.filter { $0.code == .textTruncated }.map(\.location?.scene)
                == Array(repeating: "Dynamic Stack View", count: 3))
    }
}
