import CFreeType

/// An 8-bit coverage mask of one glyph at a pixel size, with its placement relative to the
/// pen position on the baseline (`left` rightwards, `top` upwards, in pixels).
public struct GlyphBitmap: Sendable {
    public let width: Int
    public let height: Int
    public let left: Int
    public let top: Int
    /// Row-major coverage, 0…255, `width × height` bytes.
    public let coverage: [UInt8]

    public static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

extension TextEngine {
    struct GlyphKey: Hashable {
        var path: String
        var glyph: UInt32
        /// Pixel size in 26.6 fixed point (points × scale × 64).
        var size: Int
    }

    /// One font at one pixel size: what the glyph cache is kept by, so that a run of glyphs
    /// hashes its font's path once, not once per glyph.
    struct GlyphSetKey: Hashable {
        var path: String
        /// Pixel size in 26.6 fixed point (points × scale × 64).
        var size: Int
    }

    /// The glyph rendered by FreeType's anti-aliasing rasterizer at `pixelSize`, hinted
    /// vertically only (`FT_LOAD_TARGET_LIGHT`, which keeps horizontal spacing true to the
    /// unhinted advances used for measuring). Cached per (font, glyph, size).
    public func glyphBitmap(fontPath: String, glyph: UInt32, pixelSize: Double) throws(TypesettingError) -> GlyphBitmap
    {
        try glyphBitmaps(fontPath: fontPath, glyphs: CollectionOfOne(glyph), pixelSize: pixelSize)[0]
    }

    /// The same for a run of glyphs of one font and size, in order: the lock taken and the
    /// font's cache found once for the run (a screen of labels draws hundreds of glyphs).
    public func glyphBitmaps<Glyphs: Collection<UInt32>>(
        fontPath: String, glyphs: Glyphs, pixelSize: Double
    ) throws(TypesettingError) -> [GlyphBitmap] {
        // FreeType's character sizes are 16.16 pixels at most; anything else (non-finite, ≤ 0,
        // huge) draws nothing rather than trapping in the conversion to 26.6.
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 65_536 else {
            return Array(repeating: .empty, count: glyphs.count)
        }
        let size = Int((pixelSize * 64).rounded())
        return try withLockedFace(fontPath, size: size) { face, cache in
            glyphs.map { glyph in
                if let cached = cache[glyph] { return cached }
                let rendered = Self.render(face, GlyphKey(path: fontPath, glyph: glyph, size: size))
                cache[glyph] = rendered
                return rendered
            }
        }
    }

    static func render(_ face: FT_Face, _ key: GlyphKey) -> GlyphBitmap {
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size), 72, 72) == 0 else { return .empty }
        // FT_LOAD_TARGET_LIGHT is a function-like macro Swift cannot import: (mode & 15) << 16.
        let light = Int32(bitPattern: (FT_RENDER_MODE_LIGHT.rawValue & 15) << 16)
        guard FT_Load_Glyph(face, key.glyph, Int32(FT_LOAD_RENDER) | light) == 0, let slot = face.pointee.glyph else {
            return .empty
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
            bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        else {
            return GlyphBitmap(
                width: 0, height: 0, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                coverage: [])
        }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
            for column in 0..<width { coverage[row * width + column] = buffer[source + column] }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}
