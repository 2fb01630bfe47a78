import AutoLayout

/// A glyph placed on a line: `x` from the line's left edge, `y` from the baseline (up is
/// negative, as in the view's coordinates), both in points.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyph: UInt32
    public var x: Double
    public var y: Double
}

/// Glyphs of one font and one direction, in visual (left-to-right) order.
public struct GlyphRun: Hashable, Sendable {
    public var fontPath: String
    public var glyphs: [PositionedGlyph]
    public var isRightToLeft: Bool
}

/// One line of set text.
public struct TextLine: Hashable, Sendable {
    /// Runs in visual order.
    public var runs: [GlyphRun]
    /// The advance width of the line (trailing spaces excluded).
    public var width: Double
    /// The logical text of the line (before any truncation mark).
    public var text: String
    public var isTruncated: Bool
}

/// Text set into lines: what measuring and drawing both read.
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    public var font: Font
    public var metrics: FontMetrics
    /// Whether the paragraph direction is right to left.
    public var isRightToLeft: Bool

    /// The width of the widest line and the height of all lines, unrounded, in points: one
    /// line height, and the font's line spacing for each line after the first.
    public var size: Size {
        let height = lines.isEmpty ? 0 : metrics.lineHeight + Double(lines.count - 1) * lineSpacing
        return Size(width: lines.map(\.width).max() ?? 0, height: height)
    }

    /// From one baseline to the next (`Font.lineSpacing`).
    public var lineSpacing: Double { font.lineSpacing(lineHeight: metrics.lineHeight) }

    public var lineCount: Int { lines.count }
}
