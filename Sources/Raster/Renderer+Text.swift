import AutoLayout
import Typesetting

extension Renderer {
    /// Rasterizes each glyph at its pen position, rounded to whole pixels, so repeated renders
    /// are identical.
    func drawGlyphs(_ run: DrawnGlyphs, scale: Double, into bitmap: inout Bitmap) throws(TypesettingError) {
        let color = tint(run.color)
        for glyph in run.glyphs {
            let bitmapGlyph = try textEngine.glyphBitmap(
                fontPath: run.fontPath, glyph: glyph.id, pixelSize: run.size * scale)
            guard !bitmapGlyph.coverage.isEmpty else { continue }
            let penX = pixelCoordinate(glyph.x * scale)
            let penY = pixelCoordinate(glyph.y * scale)
            blit(bitmapGlyph, x: penX + bitmapGlyph.left, y: penY - bitmapGlyph.top, color: color, into: &bitmap)
        }
    }

    /// Set text of the renderer's own (the debug overlay's captions and legend), placed as a
    /// view's text is.
    func drawText(
        _ text: TextLayout, in box: Rect, alignment: TextAlignment, color: Color, centred: Bool,
        scale: Double, into bitmap: inout Bitmap
    ) throws(TypesettingError) {
        for case let .glyphs(run) in text.drawing(in: box, alignment: alignment, color: color, centred: centred) {
            try drawGlyphs(run, scale: scale, into: &bitmap)
        }
    }

    func blit(_ glyph: GlyphBitmap, x: Int, y: Int, color: Color, into bitmap: inout Bitmap) {
        for row in 0..<glyph.height {
            var column = 0
            while column < glyph.width {
                let coverage = glyph.coverage[row * glyph.width + column]
                if coverage == 0 {
                    column += 1
                    continue
                }
                // Runs of equal coverage blend together.
                var end = column + 1
                while end < glyph.width && glyph.coverage[row * glyph.width + end] == coverage { end += 1 }
                bitmap.blend(x: x + column, y: y + row, count: end - column, coverage: coverage, color: color)
                column = end
            }
        }
    }
}
