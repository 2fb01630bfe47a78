import Audit
import AutoLayout
import Testing

/// Thresholds set by number (`plumb audit --min-target`, `--min-contrast`): the rules hold a
/// view to the numbers in place of the profile's square or the level's ratios.
@Suite struct AuditThresholdTests {
    /// The 80 × 30 button: 100 × 20 asks for more width (80 of 100), 60 × 40 for more height
    /// (30 of 40); 80 × 30 itself is met.
    @Test func targetSizeByNumbers() throws {
        let subject = try AuditFixtures.subject("target-size-fail")
        let wide = AuditRules.targetSize.check(
            subject, AuditThresholds(targetMinimum: Size(width: 100, height: 20)))
        #expect(wide.map { $0.view(in: subject) } == ["Root > Save Button"])
        #expect(wide[0].detail == "Button 80x30 pt, below 100x20 (custom)")
        #expect(wide[0].measured == 80)
        #expect(wide[0].threshold == 100)
        #expect(
            wide[0].reference
                == "custom minimum 100x20 pt; WCAG 2.2 SC 2.5.8 Target Size (Minimum); HIG Accessibility: controls")
        let tall = AuditRules.targetSize.check(subject, AuditThresholds(targetMinimum: Size(width: 60, height: 40)))
        #expect(tall.map(\.measured) == [30])
        #expect(tall.map(\.threshold) == [40])
        #expect(tall.map(\.detail) == ["Button 80x30 pt, below 60x40 (custom)"])
        #expect(
            AuditRules.targetSize.check(subject, AuditThresholds(targetMinimum: Size(width: 80, height: 30))).isEmpty)
        // The numbers win over the profile.
        let both = AuditThresholds(targetSize: .material, targetMinimum: Size(width: 24, height: 24))
        #expect(AuditRules.targetSize.check(subject, both).isEmpty)
    }

    /// Contrast Fail in the light: the grey label is 4.48:1, the scrim's label 4.00:1, the
    /// 20-pt (large) label 3.03:1, the caption over the photo undecided.
    @Test func textContrastByNumbers() throws {
        let subject = try AuditFixtures.subject("contrast-fail")
        func found(_ normal: Double, _ large: Double) -> [String] {
            AuditRules.contrastText.check(
                subject, AuditThresholds(textContrast: TextContrastMinimum(normal: normal, large: large))
            ).map { "\($0.view(in: subject)) \($0.threshold)\($0.needsReview ? " review" : "")" }
        }
        #expect(
            found(4.4, 3) == ["Root > Scrim > Scrim Label 4.4", "Root > Caption 4.4 review"])
        #expect(
            found(4.5, 3.1) == [
                "Root > Card > Grey Label 4.5", "Root > Card > Large Label 3.1", "Root > Scrim > Scrim Label 4.5",
                "Root > Caption 4.5 review",
            ])
        #expect(
            AuditThresholds(textContrast: TextContrastMinimum(normal: 5, large: 3.5)).textContrastMinimum(large: true)
                == 3.5)
        #expect(AuditThresholds(contrastLevel: .aaa).textContrastMinimum(large: false) == 7)
    }
}
