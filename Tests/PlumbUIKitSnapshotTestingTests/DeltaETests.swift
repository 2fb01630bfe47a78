import PlumbUIKitSnapshotTesting
import Testing

/// CIE ΔE 1994 over sRGB → Lab (D65), against values worked out by hand from the formulas
/// (sRGB's transfer curve, its XYZ matrix, Lab's cube root; CIE94 with K1 = 0.045,
/// K2 = 0.015). The Lab of pure red, (53.24, 80.09, 67.20), is the published sRGB red.
@Suite struct DeltaETests {
    func deltaE(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
        DeltaE.cie94(DeltaE.lab(red: a.0, green: a.1, blue: a.2), DeltaE.lab(red: b.0, green: b.1, blue: b.2))
    }

    @Test func labOfKnownColours() {
        let red = DeltaE.lab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.2408) < 1e-3)
        #expect(abs(red.a - 80.0925) < 1e-3)
        #expect(abs(red.b - 67.2032) < 1e-3)
        // A gray's a and b vanish (its XYZ is D65's white scaled); 128's L is 53.585.
        let gray = DeltaE.lab(red: 128, green: 128, blue: 128)
        #expect(abs(gray.l - 53.5850) < 1e-3)
        #expect(abs(gray.a) < 1e-4 && abs(gray.b) < 1e-4)
        #expect(abs(DeltaE.lab(red: 255, green: 255, blue: 255).l - 100) < 1e-3)
    }

    @Test func differencesOfColourPairs() {
        // Black against white: L 0 against 100.
        #expect(abs(deltaE((0, 0, 0), (255, 255, 255)) - 100) < 1e-3)
        // Neighbouring grays: only L moves, 53.5850 → 53.9767.
        #expect(abs(deltaE((128, 128, 128), (129, 129, 129)) - 0.3917) < 1e-3)
        // Red 255 → 250: ΔL −1.0314, ΔC −1.5558 weighted by 1 + 0.045 × 104.62.
        #expect(abs(deltaE((255, 0, 0), (250, 0, 0)) - 1.0670) < 1e-3)
        #expect(abs(deltaE((0, 0, 255), (0, 0, 250)) - 0.7734) < 1e-3)
        #expect(abs(deltaE((0, 128, 0), (0, 130, 0)) - 0.7256) < 1e-3)
        #expect(abs(deltaE((255, 0, 0), (0, 0, 255)) - 70.5805) < 1e-3)
    }

    /// A pixel that is not opaque is measured over black and over white: transparent against
    /// opaque black is 0 over black and 100 over white.
    @Test func transparencyCounts() {
        #expect(abs(DeltaE.cie94(reference: (0, 0, 0, 0), sample: (0, 0, 0, 255)) - 100) < 1e-3)
        #expect(DeltaE.cie94(reference: (10, 20, 30, 128), sample: (10, 20, 30, 128)) == 0)
    }
}
