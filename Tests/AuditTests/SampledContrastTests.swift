import Audit
import AutoLayout
import Testing

/// `contrast-text` over a picture, decided from the rendered pixels behind the glyphs: a photo
/// of one grey (a PNG stretched to its view), so every pixel behind the text is that grey and
/// the ratio is worked by hand: WCAG's luminance of 128 is 0.2159, white on it
/// (1.05 / 0.2659) 3.95:1; of 89 (#595959) 0.0999, 7.00:1.
@Suite struct SampledContrastTests {
    @Test func textOverAPhotoIsDecidedFromItsPixels() throws {
        for appearance in [Appearance.light, .dark] {
            let subject = try AuditFixtures.subject("text-over-image-fail", appearance: appearance)
            let hits = AuditRules.contrastText.check(subject, AuditThresholds())
            #expect(hits.map { $0.view(in: subject) } == ["Root > Caption"])
            let hit = try #require(hits.first)
            #expect(!hit.needsReview)
            #expect(abs(hit.measured - 3.9494) < 0.005)
            #expect(hit.threshold == 4.5)
            // 5,406 distinct pixels: the bitmap boxes of the 7 glyphs of "Caption" at 3x (51 px
            // DejaVu Sans), the pixels behind the ink, not the ink.
            #expect(
                hit.detail
                    == "text (17 pt) over an image or drawing: contrast 3.95:1, sampled over 5406 pixels")
            let fixed = try AuditFixtures.subject("text-over-image-pass", appearance: appearance)
            #expect(AuditRules.contrastText.check(fixed, AuditThresholds()).isEmpty)
            // At AAA's 7:1 the twin's 7.00:1 (7.0047) still passes.
            #expect(AuditRules.contrastText.check(fixed, AuditThresholds(contrastLevel: .aaa)).isEmpty)
        }
    }

    /// The recipes' generated artwork stands in for an image the app would show: its pixels
    /// are Plumb's, so text over it stays "needs review" (Contrast Fail's caption).
    @Test func generatedArtworkStaysUndecided() throws {
        let subject = try AuditFixtures.subject("contrast-fail")
        let caption = AuditRules.contrastText.check(subject, AuditThresholds()).filter {
            $0.view(in: subject) == "Root > Caption"
        }
        #expect(caption.map(\.needsReview) == [true])
    }
}
