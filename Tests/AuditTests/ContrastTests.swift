import Audit
import AutoLayout
import Testing

/// `contrast-text`: the WCAG 2 formula on the composited sRGB colours under the text, checked
/// against stacks worked by hand in both appearances.
@Suite struct ContrastTests {
    @Test func theFormulaGivesWCAGsKnownRatios() {
        let white = Contrast.RGB(red: 255, green: 255, blue: 255)
        let black = Contrast.RGB(red: 0, green: 0, blue: 0)
        #expect(Contrast.ratio(white, black) == 21)
        #expect(Contrast.ratio(white, white) == 1)
        // #777777: 119/255 = 0.46667 → ((0.46667 + 0.055) / 1.055)^2.4 = 0.18447; (1.05) / (0.23447).
        #expect(abs(Contrast.luminance(Contrast.RGB(red: 119, green: 119, blue: 119)) - 0.184475) < 1e-6)
        #expect(abs(Contrast.ratio(Contrast.RGB(red: 119, green: 119, blue: 119), white) - 4.4781) < 1e-4)
        // UIKit's systemBlue (0, 122, 255) on white: 0.7152 × 0.19462 + 0.0722 = 0.21139 → 4.02:1.
        #expect(abs(Contrast.ratio(Contrast.RGB(red: 0, green: 122, blue: 255), white) - 4.0165) < 1e-3)
    }

    @Test func translucentColoursAreCompositedFirst() {
        // 0x80 black over white: 255 × (1 − 128/255) = 127 exactly.
        let white = Contrast.RGB(red: 255, green: 255, blue: 255)
        let scrim = white.under(Color(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(scrim == Contrast.RGB(red: 127, green: 127, blue: 127))
        #expect(abs(Contrast.ratio(white, scrim) - 4.0041) < 1e-4)
    }

    /// contrast-fail.yaml in the light: #777777 on the white card 4.48:1 (below 4.5); the 20-pt
    /// #949494 label is large text at 3.03:1 (passes 3:1); white on the half-black scrim over
    /// white 4.00:1; the caption over a picture needs review.
    @Test func theFailingFixtureInTheLight() throws {
        let subject = try AuditFixtures.subject("contrast-fail")
        let hits = AuditRules.contrastText.check(subject, AuditThresholds())
        #expect(
            hits.map { $0.view(in: subject) } == [
                "Root > Card > Grey Label", "Root > Scrim > Scrim Label", "Root > Caption",
            ])
        #expect(abs(hits[0].measured - 4.4781) < 0.005)
        #expect(hits[0].threshold == 4.5)
        #expect(hits[0].detail == "text (17 pt) contrast 4.48:1")
        #expect(abs(hits[1].measured - 4.0041) < 0.005)
        #expect(hits[2].needsReview)
        #expect(hits[2].detail == "text (17 pt) over an image or drawing: contrast not decided from colours")
    }

    /// In the dark: #636366 on #1C1C1E is 2.84:1; the scrim is black over the black root, so
    /// white on it is 21:1 and passes; the large label is 5.61:1.
    @Test func theFailingFixtureInTheDark() throws {
        let subject = try AuditFixtures.subject("contrast-fail", appearance: .dark)
        let hits = AuditRules.contrastText.check(subject, AuditThresholds())
        #expect(hits.map { $0.view(in: subject) } == ["Root > Card > Grey Label", "Root > Caption"])
        #expect(abs(hits[0].measured - 2.8416) < 0.005)
        #expect(hits[0].detail == "text (17 pt) contrast 2.84:1")
        #expect(hits[1].needsReview)
    }

    /// The twin: #595959 on white 7.00:1, #AEAEB2 on #1C1C1E 7.69:1, white on 70 % black over
    /// white 8.59:1, the caption on its own black: nothing at any size or appearance.
    @Test func theFixedTwinPassesEverywhere() throws {
        #expect(try AuditFixtures.findings("contrast-pass").isEmpty)
        let light = try AuditFixtures.subject("contrast-pass")
        let dark = try AuditFixtures.subject("contrast-pass", appearance: .dark)
        #expect(AuditRules.contrastText.check(light, AuditThresholds()).isEmpty)
        #expect(AuditRules.contrastText.check(dark, AuditThresholds()).isEmpty)
    }

    /// Over the matrix the light-only scrim failure holds in the 48 light variants, and the
    /// category does not matter: from xs, failing at l.
    @Test func theMatrixFindingNamesItsVariantsAndCategories() throws {
        let findings = try AuditFixtures.findings("contrast-fail")
        #expect(findings.map(\.code) == [.contrastText, .contrastText, .contrastText])
        let scrim = try #require(
            findings.compactMap(AuditFixtures.measurement).first { $0.view == "Root > Scrim > Scrim Label" })
        #expect(scrim.variants.count == 48)
        #expect(scrim.variants.allSatisfy { !$0.hasSuffix("-dark") })
        #expect(scrim.firstCategory == "xs")
        #expect(scrim.passesAtDefault == false)
        #expect(findings[1].location?.line == 13)
    }
}
