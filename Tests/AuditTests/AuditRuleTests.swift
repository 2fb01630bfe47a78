import Audit
import AutoLayout
import Testing

/// `text-truncated`, `control-collapsed` and `target-size`: each on a fixture that fails and
/// its fixed twin that passes, over every size, orientation, direction and appearance.
@Suite struct AuditRuleTests {
    static func measurements(_ findings: [Finding], _ code: FindingCode) -> [AuditMeasurement] {
        findings.filter { $0.code == code }.compactMap(AuditFixtures.measurement)
    }

    /// The caption needs 4 lines of 17 pt in 120 pt and allows 2, at every size (a fixed
    /// size); the body-style title fits 150 pt up to xxl and is cut from xxxl (23 pt).
    @Test func truncatedTextNamesItsFirstCategory() throws {
        let findings = try AuditFixtures.findings("truncated-fail")
        let found = Self.measurements(findings, .textTruncated)
        #expect(found.map(\.view) == ["Root > Caption", "Root > Title"])
        #expect(found[0].measured == 4)
        #expect(found[0].threshold == 2)
        #expect(found[0].unit == "lines")
        #expect(found[0].firstCategory == "xs")
        #expect(found[0].passesAtDefault == false)
        #expect(found[1].firstCategory == "xxxl")
        #expect(found[1].passesAtDefault == true)
        #expect(found[1].threshold == 150)
        #expect(found[1].measured > 150)
        #expect(found[1].detail == "'Order history' truncated at 23 pt")
        // xxxl to ax5 (6 categories) × 2 orientations × 2 directions × 2 appearances.
        #expect(found[1].variants.count == 48)
        #expect(findings.first { $0.code == .textTruncated }?.location?.line == 6)
        #expect(try AuditFixtures.findings("truncated-pass").isEmpty)
    }

    /// Once "Your full name" outgrows the 200-pt row (ax1, 28 pt), the field, which resists
    /// compression less, is squeezed to 0 wide; the label is cut at the row's width.
    @Test func collapsedControlFromAX1() throws {
        let findings = try AuditFixtures.findings("collapsed-fail")
        let collapsed = Self.measurements(findings, .controlCollapsed)
        #expect(collapsed.map(\.view) == ["Root > Row > Name Field"])
        #expect(collapsed[0].detail == "TextField collapsed to 0x44 pt (0 wide)")
        #expect(collapsed[0].firstCategory == "ax1")
        #expect(collapsed[0].passesAtDefault == true)
        #expect(Self.measurements(findings, .textTruncated).map(\.firstCategory) == ["ax1"])
        #expect(try AuditFixtures.findings("collapsed-pass").isEmpty)
    }

    /// An 80×30 button: below HIG's 44 and Material's 48, above WCAG 2.2 AA's 24; the 80×48
    /// twin passes all three.
    @Test func targetSizeByProfile() throws {
        let hig = Self.measurements(try AuditFixtures.findings("target-size-fail"), .targetSize)
        #expect(hig.map(\.view) == ["Root > Save Button"])
        #expect(hig[0].measured == 30)
        #expect(hig[0].threshold == 44)
        #expect(hig[0].detail == "Button 80x30 pt, below 44x44 (hig)")
        #expect(hig[0].reference == "HIG Accessibility: controls at least 44x44 pt")
        #expect(hig[0].variants.count == 96)
        let material = Self.measurements(
            try AuditFixtures.findings("target-size-fail", thresholds: AuditThresholds(targetSize: .material)),
            .targetSize)
        #expect(material.map(\.threshold) == [48])
        #expect(
            try AuditFixtures.findings("target-size-fail", thresholds: AuditThresholds(targetSize: .wcagAA)).isEmpty)
        for profile in TargetSizeProfile.allCases {
            #expect(
                try AuditFixtures.findings("target-size-pass", thresholds: AuditThresholds(targetSize: profile)).isEmpty
            )
        }
    }

    /// The one wording every renderer prints.
    @Test func theFindingLineSaysWhatWhereAndFromWhichCategory() throws {
        let finding = try #require(try AuditFixtures.findings("truncated-fail").last)
        let line = FindingLines.line(of: finding)
        #expect(
            line.hasPrefix(
                AuditFixtures.path("truncated-fail")
                    + ":5: warning: 'Order history' truncated at 23 pt (Root > Title); "))
        #expect(
            line.contains(
                " pt wide, threshold 150 pt wide; WCAG 2.2 SC 1.4.4 Resize Text; HIG Typography: Dynamic Type; from xxxl; passes at l; in 48 variants: iphone-17-portrait-ltr-xxxl, iphone-17-portrait-ltr-xxxl-dark, iphone-17-portrait-ltr-ax1, …"
            ))
        #expect(line.hasSuffix(" [text-truncated, Truncated Fail]"))
    }
}
