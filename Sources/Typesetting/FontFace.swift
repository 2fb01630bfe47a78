import CFreeType
import CHarfBuzz
import Foundation

/// One font file opened for shaping (a HarfBuzz font at the em scale, so advances come out in
/// font units and are independent of any pixel size) and for drawing (a FreeType face).
/// Owned by `TextEngine`, which confines it behind its lock.
final class FontFace {
    let path: String
    let hbFont: OpaquePointer
    let unitsPerEm: Double
    /// hhea ascender, descender (positive) and line gap in font units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// FreeType's face of the same file, for rendering glyphs.
    let ftFace: FT_Face

    init(path: String, library: FT_Library) throws(TypesettingError) {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else {
            let isSystem = path == Font.systemRegularPath || path == Font.systemBoldPath
            throw .missingFont(path: path, package: isSystem ? Font.systemPackage : nil)
        }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { throw .unreadableFont(path: path) }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face)
            throw .unreadableFont(path: path)
        }
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        guard upem > 0, let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            FT_Done_Face(face)
            throw .unreadableFont(path: path)
        }
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hbFont = font
        ftFace = face
        unitsPerEm = Double(upem)
        // hhea values straight from the font, in floating point: FreeType's size metrics are
        // rounded to whole pixels (reference/text-and-raster.md §2.1).
        ascender = Double(face.pointee.ascender)
        descender = -Double(face.pointee.descender)
        lineGap = max(0, Double(face.pointee.height) - ascender - descender)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
    }

    func hasGlyph(_ codepoint: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, codepoint, &glyph) != 0
    }
}
