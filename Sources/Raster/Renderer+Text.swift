import AutoLayout
import Typesetting

extension Renderer {
    /// Rasterizes each glyph at its pen position, rounded to whole pixels, so repeated renders
    /// are identical.
    func drawGlyphs(_ run: DrawnGlyphs, scale: Double, into bitmap: inout Bitmap) throws(TypesettingError) {
        let color = tint(run.color)
        let bitmaps = try textEngine.glyphBitmaps(
            fontPath: run.fontPath, glyphs: run.glyphs.lazy.map(\.id), pixelSize: run.size * scale)
        for (glyph, bitmapGlyph) in zip(run.glyphs, bitmaps) {
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
        bitmap.blend(mask: glyph.coverage, width: glyph.width, height: glyph.height, atX: x, y: y, color: color)
    }
}
