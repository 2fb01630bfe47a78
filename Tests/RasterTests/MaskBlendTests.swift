import TestSupport
import Testing

@testable import AutoLayout
@testable import Raster

/// `Bitmap.blend(mask:…)`, the one-pass glyph blend, draws exactly what blending each pixel
/// at its own coverage does (the renderer drew glyphs that way before), clipped the same way.
@Suite struct MaskBlendTests {
    /// A canvas of random premultiplied pixels, so every blend reads a different destination.
    static func canvas(_ random: inout SeededGenerator) -> Bitmap {
        var bitmap = Bitmap(width: 37, height: 23)
        for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            let alpha = UInt8.random(in: 0...255, using: &random)
            for channel in 0..<3 { bitmap.pixels[index + channel] = UInt8.random(in: 0...alpha, using: &random) }
            bitmap.pixels[index + 3] = alpha
        }
        return bitmap
    }

    @Test(arguments: 0..<40)
    func aMaskBlendsAsEachPixelAtItsCoverage(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let width = Int.random(in: 1...20, using: &random), height = Int.random(in: 1...20, using: &random)
        // Masks as glyphs have them: runs of nothing, full coverage and the edges between.
        let mask = (0..<width * height).map { _ in
            [0, 0, 0, 255, 255, UInt8.random(in: 1...254, using: &random)].randomElement(using: &random) ?? 0
        }
        let color = Color(
            red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
            blue: .random(in: 0...255, using: &random),
            alpha: seed % 2 == 0 ? 255 : .random(in: 0...255, using: &random))
        // Partly off every edge, and inside a clip every other time.
        let x = Int.random(in: -10...30, using: &random), y = Int.random(in: -10...18, using: &random)
        var expected = Self.canvas(&random)
        if seed % 3 == 0 { expected.clip = PixelRect(x0: 5, y0: 4, x1: 30, y1: 19) }
        var actual = expected
        for row in 0..<height {
            for column in 0..<width where mask[row * width + column] > 0 {
                expected.blend(
                    x: x + column, y: y + row, count: 1, coverage: mask[row * width + column], color: color)
            }
        }
        actual.blend(mask: mask, width: width, height: height, atX: x, y: y, color: color)
        #expect(actual.pixels == expected.pixels)
    }

    @Test func uniformAndPatternedFillsWriteTheirPixels() {
        for color in [
            Color(red: 255, green: 255, blue: 255), Color(red: 0, green: 0, blue: 0, alpha: 0),
            Color(red: 10, green: 20, blue: 30), Color(red: 200, green: 100, blue: 50, alpha: 128),
        ] {
            let bitmap = Bitmap(width: 7, height: 5, fill: color)
            let p = Bitmap.premultiplied(color)
            #expect(bitmap.pixels == Array((0..<35).map { _ in [p.0, p.1, p.2, p.3] }.joined()))
        }
    }
}
