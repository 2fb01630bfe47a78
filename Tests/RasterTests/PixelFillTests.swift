import Testing

@testable import AutoLayout
@testable import Raster

/// `Bitmap.store`, through the fills that use it: every pixel of a span, and none beside it,
/// whatever the span's length (1 pixel, powers of two and the lengths between, where the
/// doubling copy ends on a partial chunk).
@Suite struct PixelFillTests {
    let color = Color(red: 10, green: 20, blue: 30, alpha: 255)

    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 9, 31, 64, 1000])
    func aNewBitmapIsTheColourInEveryPixel(width: Int) {
        let bitmap = Bitmap(width: width, height: 3, fill: color)
        #expect(bitmap.pixels == Array(repeating: [10, 20, 30, 255], count: width * 3).flatMap { $0 })
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func aSpanFillsItsPixelsAndNoOther(count: Int) {
        var bitmap = Bitmap(width: 20, height: 2)
        bitmap.fill(x0: 3, y0: 1, x1: 3 + count, y1: 2, color: color)
        for y in 0..<2 {
            for x in 0..<20 {
                let at = (y * 20 + x) * 4
                let inside = y == 1 && x >= 3 && x < 3 + count
                #expect(
                    Array(bitmap.pixels[at..<at + 4]) == (inside ? [10, 20, 30, 255] : [0, 0, 0, 0]), "\(x), \(y)")
            }
        }
    }
}
