import CFreeType
import CHarfBuzz
import Foundation

/// One font file opened for shaping (a HarfBuzz font at the em scale, so advances come out in
/// font units and are independent of any pixel size) and for drawing (a FreeType face).
/// Owned by `TextEngine`, which confines it behind its lock.
///
/// A variable font's instance is named by its path with the axis values after a `#`:
/// `SF-Pro.ttf#opsz=17,wght=600` (`SystemFonts`). Both HarfBuzz and FreeType are set to them,
/// so shaping and drawing agree; a file without those axes ignores them.
final class FontFace {
    /// The file, with the instance's axis values when it is a variable font's.
    let path: String
    let hbFont: OpaquePointer
    let unitsPerEm: Double
    /// hhea ascender, descender (positive) and line gap in font units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// FreeType's face of the same file, for rendering glyphs.
    let ftFace: FT_Face

    init(path key: String, library: FT_Library) throws(TypesettingError) {
        self.path = key
        let (path, axes) = Self.instance(key)
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
        if !axes.isEmpty { Self.setVariations(axes, font: font, face: face) }
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

    /// `file#tag=value,tag=value` → the file and its axis values.
    static func instance(_ key: String) -> (path: String, axes: [(tag: String, value: Double)]) {
        guard let mark = key.lastIndex(of: "#") else { return (key, []) }
        var axes: [(String, Double)] = []
        for pair in key[key.index(after: mark)...].split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, parts[0].utf8.count == 4, let value = Double(parts[1]) else { continue }
            axes.append((String(parts[0]), value))
        }
        return (String(key[..<mark]), axes)
    }

    /// Sets the axes on the HarfBuzz font and the FreeType face (FreeType clamps each value
    /// to the axis's range; axes the font lacks are left alone).
    static func setVariations(_ axes: [(tag: String, value: Double)], font: OpaquePointer, face: FT_Face) {
        func tag(_ text: String) -> UInt32 { text.utf8.reduce(0) { ($0 << 8) | UInt32($1) } }
        let variations = axes.map { hb_variation_t(tag: tag($0.tag), value: Float($0.value)) }
        variations.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return }
        defer { FT_Done_MM_Var(face.pointee.glyph.pointee.library, master) }
        let count = Int(master.pointee.num_axis)
        var coordinates = (0..<count).map { master.pointee.axis[$0].def }
        for index in 0..<count {
            let axisTag = UInt32(master.pointee.axis[index].tag)
            if let axis = axes.first(where: { tag($0.tag) == axisTag }) {
                coordinates[index] = FT_Fixed(axis.value * 65536)
            }
        }
        _ = coordinates.withUnsafeMutableBufferPointer {
            FT_Set_Var_Design_Coordinates(face, FT_UInt(count), $0.baseAddress)
        }
    }

    func hasGlyph(_ codepoint: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, codepoint, &glyph) != 0
    }
}
