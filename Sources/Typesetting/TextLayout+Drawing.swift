import AutoLayout

extension TextLayout {
    /// The set text placed in `box`: lines from the top (first baseline at top + ascender,
    /// SPEC §7) or centred as a block, each line placed per the alignment; one command per run.
    /// Pen positions are kept unrounded, summed in the order the renderer has always used, so
    /// the pixels it rounds them to are the same every run.
    public func drawing(in box: Rect, alignment: TextAlignment, color: Color, centred: Bool) -> [DrawCommand] {
        let blockHeight = size.height
        let top = centred ? box.y + (box.height - blockHeight) / 2 : box.y
        var commands: [DrawCommand] = []
        for (index, line) in lines.enumerated() {
            let baseline = top + metrics.ascender + Double(index) * lineSpacing
            let offset = alignment.lineOffset(lineWidth: line.width, boxWidth: box.width, rightToLeft: isRightToLeft)
            for run in line.runs {
                let glyphs = run.glyphs.map {
                    DrawnGlyphs.Glyph(id: $0.glyph, x: box.x + offset + $0.x, y: baseline + $0.y)
                }
                commands.append(
                    .glyphs(DrawnGlyphs(fontPath: run.fontPath, size: font.size, color: color, glyphs: glyphs)))
            }
        }
        return commands
    }
}

/// Text that cannot be set (its font cannot be read) fails the view's drawing, with the
/// typesetting error's words.
func typeset<T>(_ body: () throws(TypesettingError) -> T) throws(DrawingFailure) -> T {
    do throws(TypesettingError) {
        return try body()
    } catch {
        throw DrawingFailure(error.description)
    }
}
