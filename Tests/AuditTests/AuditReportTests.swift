import Audit
import AutoLayout
import Foundation
import Testing

/// The AAA contrast level and the JUnit renderer.
@Suite struct AuditReportTests {
    /// At AAA (SC 1.4.6) contrast-fail.yaml's 20-pt #949494 label, large text at 3.03:1, fails
    /// 4.5:1; the 17-pt #777777 one (4.48:1) and the scrim's white (4.00:1) fail 7:1. In the
    /// twin only that large label fails: its other ratios (7.00, 7.69, 8.59, 21) pass 7:1.
    @Test func theAAALevelAsksSevenAndFourAndAHalf() throws {
        let subject = try AuditFixtures.subject("contrast-fail")
        let hits = AuditRules.contrastText.check(subject, AuditThresholds(contrastLevel: .aaa))
        #expect(
            hits.map { $0.view(in: subject) } == [
                "Root > Card > Grey Label", "Root > Card > Large Label", "Root > Scrim > Scrim Label", "Root > Caption",
            ])
        #expect(hits.map(\.threshold) == [7, 4.5, 7, 7])
        // #949494: (148/255 + 0.055)/1.055 = 0.60226, ^2.4 = 0.29613; 1.05 / 0.34613 = 3.0335.
        #expect(abs(hits[1].measured - 3.0335) < 1e-3)
        #expect(hits[1].detail == "large text (20 pt) contrast 3.03:1")
        #expect(hits[0].reference == "WCAG 2.2 SC 1.4.6 Contrast (Enhanced); HIG Accessibility: color and contrast")
        let twin = try AuditFixtures.findings("contrast-pass", thresholds: AuditThresholds(contrastLevel: .aaa))
        #expect(twin.compactMap(AuditFixtures.measurement).map(\.view) == ["Root > Card > Large Label"])
        #expect(twin.compactMap(AuditFixtures.measurement).map(\.variants.count) == [48])
        #expect(ContrastLevel.aa.minimum(large: false) == 4.5)
        #expect(ContrastLevel.aa.minimum(large: true) == 3)
    }

    /// One suite per scene, a failure per new finding with its whole line, a skipped case per
    /// baselined one with its reason; markup characters escaped.
    @Test func junitText() throws {
        let path = try AuditBaselineTests.temporary("small.yaml", AuditBaselineTests.small)
        let findings = try AuditBaselineTests.audit(path)
        let new = AuditBaseline().apply(to: findings, auditedFiles: [path])
        #expect(
            JUnitAuditReport.text(of: new) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="plumb audit" tests="1" failures="1" skipped="0">
                  <testsuite name="Small" file="\(path)" tests="1" failures="1" skipped="0">
                    <testcase classname="target-size" name="Root &gt; Other Button" file="\(path)" line="8">
                      <failure type="target-size" message="Button 35x30 pt, below 44x44 (hig)">\(path):8: warning: Button 35x30 pt, below 44x44 (hig) (Root &gt; Other Button); 30 pt, threshold 44 pt; HIG Accessibility: controls at least 44x44 pt; from xs; fails at l; in 96 variants: iphone-17-portrait-ltr-xs, iphone-17-portrait-ltr-xs-dark, iphone-17-portrait-ltr-s, … [target-size, Small]</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        let known = AuditBaseline(entries: [
            .init(
                rule: "target-size", file: "small.yaml", scene: "Small", view: "Root > Other Button",
                reason: "a <b> & \"c\" 'd'")
        ]).apply(to: findings, auditedFiles: [path])
        #expect(
            JUnitAuditReport.text(of: known) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="plumb audit" tests="1" failures="0" skipped="1">
                  <testsuite name="Small" file="\(path)" tests="1" failures="0" skipped="1">
                    <testcase classname="target-size" name="Root &gt; Other Button" file="\(path)" line="8">
                      <skipped message="in the baseline: a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;"/>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        #expect(
            JUnitAuditReport.text(of: AuditBaseline().apply(to: [], auditedFiles: []))
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuites name=\"plumb audit\" tests=\"0\" failures=\"0\" skipped=\"0\">\n</testsuites>\n")
    }
}
