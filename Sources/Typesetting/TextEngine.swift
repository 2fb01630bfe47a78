import AutoLayout
import CFreeType
import CHarfBuzz
import Foundation

/// Owns FreeType and HarfBuzz state (neither is thread-safe) behind one lock, opens each font
/// file once, and caches set text: measuring the same label again is a dictionary lookup.
public final class TextEngine: @unchecked Sendable {
    /// The engine every view uses by default; its system font is SF Pro when `PLUMB_FONT_DIR`
    /// names a directory holding Apple's files.
    public static let shared = TextEngine(systemFonts: .find(in: ProcessInfo.processInfo.environment["PLUMB_FONT_DIR"]))

    /// Where the system font's glyphs come from.
    public private(set) var systemFonts: SystemFonts

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: FontFace] = [:]
    private var cache: [LayoutKey: TextLayout] = [:]
    /// Rendered glyphs, per font and pixel size, then per glyph id.
    private var glyphs: [GlyphSetKey: [UInt32: GlyphBitmap]] = [:]
    private let buffer: OpaquePointer

    struct LayoutKey: Hashable {
        var text: String
        var font: Font
        var width: Double?
        var numberOfLines: Int
        var mode: LineBreakMode
        var rightToLeft: Bool
    }

    public init(systemFonts: SystemFonts = .dejaVu) {
        self.systemFonts = systemFonts
        var lib: FT_Library?
        FT_Init_FreeType(&lib)
        library = lib
        buffer = hb_buffer_create()
    }

    deinit {
        faces.removeAll()
        hb_buffer_destroy(buffer)
        if let library { FT_Done_FreeType(library) }
    }

    /// Draws the system font from other files (`--font-dir`); set text is forgotten.
    public func useSystemFonts(_ fonts: SystemFonts) {
        lock.lock()
        defer { lock.unlock() }
        guard fonts != systemFonts else { return }
        systemFonts = fonts
        cache.removeAll()
        glyphs.removeAll()
    }

    /// The file a font is drawn from: its own, or the system font's for its size and weight.
    public func path(for font: Font) -> String {
        font.file ?? systemFonts.path(size: font.size, weight: font.weight)
    }

    /// Opens (once) the face of a font; throws when the file is missing or unreadable.
    func face(_ path: String) throws(TypesettingError) -> FontFace {
        if let face = faces[path] { return face }
        guard let library else { throw .unreadableFont(path: path) }
        let face = try FontFace(path: path, library: library)
        faces[path] = face
        return face
    }

    /// Checks that a font can be used (scene loading reports this with the file and line).
    public func validate(_ font: Font) throws(TypesettingError) {
        lock.lock()
        defer { lock.unlock() }
        _ = try face(path(for: font))
    }

    /// Why `font` cannot be read, if it cannot: what a control that measures with it reports
    /// (`View.measurementProblem`).
    public func problem(reading font: Font) -> String? {
        do {
            _ = try metrics(for: font)
            return nil
        } catch {
            return error.description
        }
    }

    /// Vertical metrics in points: the iOS system font's em fractions for the system font,
    /// the file's hhea values otherwise.
    public func metrics(for font: Font) throws(TypesettingError) -> FontMetrics {
        if font.isSystemFont {
            return FontMetrics(
                ascender: Font.systemAscender * font.size, descender: Font.systemDescender * font.size,
                lineGap: 0)
        }
        lock.lock()
        defer { lock.unlock() }
        let face = try face(path(for: font))
        let scale = font.size / face.unitsPerEm
        return FontMetrics(
            ascender: face.ascender * scale, descender: face.descender * scale,
            lineGap: face.lineGap * scale)
    }

    /// Sets `text` into lines no wider than `width` (nil: no wrapping), at most
    /// `numberOfLines` of them (0: unlimited), cutting the last one per `mode`.
    public func layout(
        _ text: String, font: Font, width: Double? = nil, numberOfLines: Int = 0,
        lineBreakMode mode: LineBreakMode = .byTruncatingTail, rightToLeft: Bool = false
    )
        throws(TypesettingError) -> TextLayout
    {
        let metrics = try self.metrics(for: font)
        let key = LayoutKey(
            text: text, font: font, width: width, numberOfLines: numberOfLines, mode: mode,
            rightToLeft: rightToLeft)
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let face = try face(path(for: font))
        let tracking = (font.isSystemFont ? systemFonts.tracking(size: font.size) : 0) + font.kern
        let setter = ParagraphSetter(
            shaper: TextShaper(face: face, buffer: buffer, scale: font.size / face.unitsPerEm, tracking: tracking),
            width: width, rightToLeft: rightToLeft, mode: mode)
        var lines = setter.set(text)
        if numberOfLines > 0 && lines.count > numberOfLines {
            let rest = lines[(numberOfLines - 1)...].map(\.text).joined(separator: " ")
            lines = Array(lines.prefix(numberOfLines - 1))
            lines.append(setter.truncated(rest))
        }
        let result = TextLayout(lines: lines, font: font, metrics: metrics, isRightToLeft: rightToLeft)
        cache[key] = result
        return result
    }

    /// Runs `body` with a font's FreeType face and its glyph cache at `size` (26.6 pixels)
    /// under the engine's lock.
    func withLockedFace<T>(_ path: String, size: Int, _ body: (FT_Face, inout [UInt32: GlyphBitmap]) -> T)
        throws(TypesettingError) -> T
    {
        lock.lock()
        defer { lock.unlock() }
        let face = try face(path).ftFace
        return body(face, &glyphs[GlyphSetKey(path: path, size: size), default: [:]])
    }

    /// Runs `body` with a font's FreeType face under the engine's lock (for drawing glyphs).
    public func withFreeTypeFace<T>(_ path: String, _ body: (FT_Face) -> T) throws(TypesettingError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(try face(path).ftFace)
    }
}
