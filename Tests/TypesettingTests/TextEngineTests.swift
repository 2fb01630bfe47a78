import AutoLayout
import CHarfBuzz
import Foundation
import Testing

@testable import Typesetting

/// Measurement against the contract: heights from the system font's em fractions, widths
/// from HarfBuzz advances, both rounded up to the pixel grid by the layout.
@Suite struct TextEngineTests {
    let engine = TextEngine.shared

    func ceilToPixel(_ value: Double, _ scale: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }

    @Test(arguments: [11.0, 14, 15, 17, 20, 28, 34])
    func heightsFollowTheSystemFontLineHeight(size: Double) throws {
        let font = Font.systemFont(ofSize: size)
        let metrics = try engine.metrics(for: font)
        #expect(metrics.ascender == 0.9521484375 * size)
        #expect(metrics.descender == 0.2412109375 * size)
        #expect(abs(metrics.lineHeight - 1.193359375 * size) < 1e-12)
        for lines in 1...3 {
            let text = Array(repeating: "Line", count: lines).joined(separator: "\n")
            let layout = try engine.layout(text, font: font)
            #expect(layout.lineCount == lines)
            #expect(abs(layout.size.height - Double(lines) * 1.193359375 * size) < 1e-9)
        }
    }

    @Test func seventeenPointLabelIsTwentyAndAHalfAtTwoX() throws {
        for (scale, expected) in [(2.0, 20.5), (3.0, 61.0 / 3)] {
            let label = Label(name: "L", text: "hiiiii")
            let root = View(name: "Root")
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            try label.leadingAnchor.constraint(equalTo: root.leadingAnchor).activate()
            try label.topAnchor.constraint(equalTo: root.topAnchor).activate()
            let device = scale == 2 ? Device.iPhone8 : Device.iPhone8Plus
            let layout = LayoutEngine(root: root, environment: Environment(device: device)).layout()
            let frame = try #require(layout.frame(of: "L"))
            #expect(abs(frame.height - expected) < 1e-9)
            let advances = try engine.layout("hiiiii", font: .systemFont(ofSize: 17)).size.width
            #expect(abs(frame.width - ceilToPixel(advances, scale)) < 1e-9)
        }
    }

    /// HarfBuzz called directly, as an independent check of the engine's widths.
    func harfBuzzWidth(_ text: String, size: Double) -> Double {
        guard let blob = hb_blob_create_from_file_or_fail(Font.systemRegularPath) else { return -1 }
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        let buffer = hb_buffer_create()
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var total = 0.0
        for index in 0..<Int(count) { total += Double(positions?[index].x_advance ?? 0) }
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
        return total * size / Double(upem)
    }

    @Test func widthIsTheSumOfHarfBuzzAdvances() throws {
        for text in ["hiiiii", "The quick brown fox", "Name", "Much Longer Button Title"] {
            for size in [14.0, 15, 17] {
                let measured = try engine.layout(text, font: .systemFont(ofSize: size)).size.width
                #expect(abs(measured - harfBuzzWidth(text, size: size)) < 1e-9, "\(text) @\(size)")
            }
        }
    }

    @Test func wrappingAtSeveralWidths() throws {
        let font = Font.systemFont(ofSize: 17)
        let text = "The quick brown fox jumps over the lazy dog"
        let one = try engine.layout(text, font: font)
        for width in [100.0, 150, 200, 300] {
            let layout = try engine.layout(text, font: font, width: width)
            #expect(layout.lines.allSatisfy { $0.width <= width + 1e-9 })
            #expect(layout.lines.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " })
            #expect(
                layout.lineCount == Int((one.size.width / width).rounded(.up))
                    || layout.lineCount == Int((one.size.width / width).rounded(.up)) + 1)
        }
        let narrow = try engine.layout(text, font: font, width: 150)
        #expect(narrow.lines.map(\.text) == ["The quick brown ", "fox jumps over ", "the lazy dog"])
        // A word wider than the line breaks between graphemes.
        let long = try engine.layout("Supercalifragilisticexpialidocious", font: font, width: 80)
        #expect(long.lineCount > 1)
        #expect(long.lines.allSatisfy { $0.width <= 80 + 1e-9 })
    }

    @Test func truncationAddsAnEllipsisAtTheTail() throws {
        let font = Font.systemFont(ofSize: 17)
        let cut = try engine.layout(
            "The quick brown fox jumps over the lazy dog", font: font, width: 150, numberOfLines: 1)
        #expect(cut.lines.count == 1)
        #expect(cut.lines[0].isTruncated)
        #expect(cut.lines[0].width <= 150)
        let two = try engine.layout(
            "The quick brown fox jumps over the lazy dog", font: font, width: 150, numberOfLines: 2)
        #expect(two.lines.count == 2)
        #expect(two.lines[0].text == "The quick brown ")
        #expect(!two.lines[0].isTruncated && two.lines[1].isTruncated)
        let unlimited = try engine.layout(
            "The quick brown fox jumps over the lazy dog", font: font, width: 150, numberOfLines: 0)
        #expect(unlimited.lines.count == 3 && !unlimited.lines.contains { $0.isTruncated })
    }

    @Test func mixedDirectionsComeOutInVisualOrder() throws {
        let font = Font.systemFont(ofSize: 17)
        let ltr = try engine.layout("Hello שלום world (123)", font: font)
        let runs = ltr.lines[0].runs
        // "Hello " · Hebrew (right to left, 4 letters) · " world (123)".
        #expect(runs.map(\.isRightToLeft) == [false, true, false, false])
        #expect(runs[1].glyphs.count == 4)
        // In an RTL paragraph the Latin words sit at the left in their own order, the Hebrew
        // word at the right, and the parenthesised number keeps "(123)" reading left to right.
        let rtl = try engine.layout("שלום Hello (123)", font: font, rightToLeft: true)
        let rtlRuns = rtl.lines[0].runs
        #expect(rtlRuns.last?.isRightToLeft == true)
        // The space after the Hebrew word sits between R and L, so it takes the paragraph's
        // level and travels with the Hebrew run: four letters and a space.
        #expect(rtlRuns.last?.glyphs.count == 5)
        #expect(rtlRuns.first?.isRightToLeft == false)
        #expect(rtl.isRightToLeft)
    }

    @Test func arabicJoinsIntoFewerGlyphsThanLetters() throws {
        let text = "سلام عليكم"
        let layout = try engine.layout(text, font: .systemFont(ofSize: 17), rightToLeft: true)
        let glyphs = layout.lines[0].runs.reduce(0) { $0 + $1.glyphs.count }
        #expect(glyphs < text.unicodeScalars.count) // lam-alef is one ligature
        #expect(layout.lines[0].runs.allSatisfy { $0.isRightToLeft })
    }

    @Test func missingFontFileIsAClearError() {
        #expect(throws: TypesettingError.missingFont(path: "/nope/Font.ttf", package: nil)) {
            try engine.validate(Font(size: 12, file: "/nope/Font.ttf"))
        }
        #expect(
            TypesettingError.missingFont(path: Font.systemRegularPath, package: "fonts-dejavu-core").description
                == "font file not found: /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf (install the Debian package fonts-dejavu-core: scripts/setup does)"
        )
    }

    @Test func textStylesAndWeights() {
        // A text style keeps its style (its size follows the content size category).
        let headline = Font.preferredFont(forTextStyle: .headline)
        #expect(headline.size == 17 && headline.weight == .semibold && headline.textStyle == .headline)
        #expect(Font.preferredFont(forTextStyle: .title1).size == 28)
        #expect(Font(size: 17, weight: .semibold).path == Font.systemBoldPath)
        #expect(Font(size: 17, weight: .medium).path == Font.systemRegularPath)
    }
}

@Suite struct GlyphTests {
    @Test func glyphBitmapsAreRenderedAndCached() throws {
        let engine = TextEngine()
        let layout = try engine.layout("A", font: .systemFont(ofSize: 17))
        let glyph = try #require(layout.lines.first?.runs.first?.glyphs.first?.glyph)
        let bitmap = try engine.glyphBitmap(fontPath: Font.systemRegularPath, glyph: glyph, pixelSize: 34)
        // A 34-pixel "A": about as tall as the cap height (0.73 em ≈ 25 px) and inked.
        #expect(bitmap.height >= 23 && bitmap.height <= 27)
        #expect(bitmap.width >= 20 && bitmap.width <= 26)
        #expect(bitmap.coverage.contains(255))
        #expect(bitmap.top == bitmap.height) // sits on the baseline
        let again = try engine.glyphBitmap(fontPath: Font.systemRegularPath, glyph: glyph, pixelSize: 34)
        #expect(again.coverage == bitmap.coverage)
    }

    @Test func aRunOfGlyphsIsRenderedAsEachGlyphAlone() throws {
        let layout = try TextEngine.shared.layout("Hello", font: .systemFont(ofSize: 17))
        let glyphs = layout.lines[0].runs.flatMap { $0.glyphs.map(\.glyph) }
        #expect(glyphs.count == 5)
        // In one call (the cache empty, then warm), and one at a time in an engine of its own.
        let run = TextEngine()
        let together = try run.glyphBitmaps(fontPath: Font.systemRegularPath, glyphs: glyphs, pixelSize: 51)
        let again = try run.glyphBitmaps(fontPath: Font.systemRegularPath, glyphs: glyphs, pixelSize: 51)
        let single = TextEngine()
        let alone = try glyphs.map { glyph in
            try single.glyphBitmap(fontPath: Font.systemRegularPath, glyph: glyph, pixelSize: 51)
        }
        for bitmaps in [together, again] {
            #expect(bitmaps.map(\.coverage) == alone.map(\.coverage))
            #expect(
                bitmaps.map { [$0.width, $0.height, $0.left, $0.top] }
                    == alone.map { [$0.width, $0.height, $0.left, $0.top] })
        }
        // The two l's are one glyph, drawn alike.
        #expect(together[2].coverage == together[3].coverage && !together[2].coverage.isEmpty)
        // A size FreeType cannot take draws nothing, one empty glyph per glyph asked for.
        let none = try run.glyphBitmaps(fontPath: Font.systemRegularPath, glyphs: glyphs, pixelSize: .nan)
        #expect(none.count == 5 && none.allSatisfy { $0.coverage.isEmpty })
    }

    @Test func arabicLettersTakeTheirJoiningForms() throws {
        // Three meems: initial, medial and final forms are three different glyphs.
        let layout = try TextEngine.shared.layout("ممم", font: .systemFont(ofSize: 17), rightToLeft: true)
        let glyphs = layout.lines[0].runs.flatMap { $0.glyphs.map(\.glyph) }
        #expect(glyphs.count == 3)
        #expect(Set(glyphs).count == 3)
        let isolated = try TextEngine.shared.layout("م", font: .systemFont(ofSize: 17), rightToLeft: true)
        #expect(!glyphs.contains(isolated.lines[0].runs[0].glyphs[0].glyph))
    }
}

/// `ImageView.pngImage` reads the size and refuses a file it could not draw, saying why.
@Suite struct PNGImageTests {
    /// A 1×1 PNG: signature, IHDR, IDAT, IEND.
    static let onePixel = [UInt8](
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!)

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "plumb-png-\(getpid())-\(name)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aWholePNGGivesItsSizeInPoints() throws {
        let path = try write(Self.onePixel, "pixel@2x.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ImageView.pngImage(path: path) == .file(path: path, size: Size(width: 0.5, height: 0.5)))
    }

    @Test func truncatedCorruptForeignAndMissingFilesSayWhy() throws {
        var corrupt = Self.onePixel
        corrupt[45] ^= 0xFF
        let cases: [([UInt8], String, String)] = [
            (Array(Self.onePixel.prefix(40)), "cut.png", "truncated at byte 40"),
            (
                Array(Self.onePixel.prefix(68)), "short.png",
                "truncated: chunk 'IEND' at byte 58 runs past the end at byte 68"
            ),
            (Array(Self.onePixel.prefix(58)), "noend.png", "truncated: no IEND chunk"),
            (corrupt, "crc.png", "corrupt: chunk 'IDAT' at byte 33 fails its CRC check"),
            (Array("GIF89a not a png".utf8), "picture.gif", "no PNG signature"),
        ]
        for (bytes, name, reason) in cases {
            let path = try write(bytes, name)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(throws: TypesettingError.unreadableImage(path: path, reason: reason)) {
                try ImageView.pngImage(path: path)
            }
        }
        #expect(throws: TypesettingError.unreadableImage(path: "/nope/x.png", reason: "no such file")) {
            try ImageView.pngImage(path: "/nope/x.png")
        }
        #expect(
            TypesettingError.unreadableImage(path: "/a/b.png", reason: "no PNG signature").description
                == "not a readable PNG image: /a/b.png (no PNG signature)")
    }
}
