import AutoLayout
import Typesetting

extension Renderer {
    /// Draws set text in `box`: lines from the top (first baseline at top + ascender, SPEC §7)
    /// or centred as a block, each line placed per the alignment. Glyph pen positions round to
    /// whole pixels, so repeated renders are identical.
    func drawText(_ text: TextLayout, in box: Rect, alignment: TextAlignment, color: Color, centred: Bool,
                  scale: Double, into bitmap: inout Bitmap) throws(TypesettingError)
    {
        let color = tint(color)
        let metrics = text.metrics
        let blockHeight = Double(text.lineCount) * metrics.lineHeight
        let top = centred ? box.y + (box.height - blockHeight) / 2 : box.y
        for (index, line) in text.lines.enumerated() {
            let baseline = top + metrics.ascender + Double(index) * metrics.lineHeight
            let offset = alignment.lineOffset(lineWidth: line.width, boxWidth: box.width, rightToLeft: text.isRightToLeft)
            for run in line.runs {
                for glyph in run.glyphs {
                    let bitmapGlyph = try textEngine.glyphBitmap(
                        fontPath: run.fontPath, glyph: glyph.glyph, pixelSize: text.font.size * scale)
                    guard !bitmapGlyph.coverage.isEmpty else { continue }
                    let penX = pixelCoordinate((box.x + offset + glyph.x) * scale)
                    let penY = pixelCoordinate((baseline + glyph.y) * scale)
                    blit(bitmapGlyph, x: penX + bitmapGlyph.left, y: penY - bitmapGlyph.top, color: color, into: &bitmap)
                }
            }
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
