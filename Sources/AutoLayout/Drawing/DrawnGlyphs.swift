/// Glyphs of one font file at one size, each at its pen position: `x` and `y` (the baseline)
/// in the root's coordinates. Shaping, bidi, wrapping and alignment are done: the renderer only
/// rasterizes each glyph at its place.
public struct DrawnGlyphs: Sendable, Equatable {
    public struct Glyph: Sendable, Equatable {
        public var id: UInt32
        public var x: Double
        public var y: Double

        public init(id: UInt32, x: Double, y: Double) {
            self.id = id
            self.x = x
            self.y = y
        }
    }

    public var fontPath: String
    /// The font size in points.
    public var size: Double
    public var color: Color
    public var glyphs: [Glyph]

    public init(fontPath: String, size: Double, color: Color, glyphs: [Glyph]) {
        self.fontPath = fontPath
        self.size = size
        self.color = color
        self.glyphs = glyphs
    }
}
