/// Breaks text into lines and sets each line: hard breaks on newlines, soft breaks after
/// spaces and hyphens, grapheme breaks for words wider than a line, then bidi reordering of
/// each line's runs.
struct ParagraphSetter {
    let shaper: TextShaper
    let width: Double?
    let rightToLeft: Bool
    let mode: LineBreakMode
    static let ellipsis = "\u{2026}"

    /// A paragraph as graphemes, each with its code points' range and advance.
    struct Graphemes {
        var characters: [Character] = []
        var scalarStart: [Int] = []
        var advance: [Double] = []
        var codepoints: [UInt32] = []
        var levels: [UInt8] = []
    }

    func set(_ text: String) -> [TextLine] {
        let normalized = text.replacingNewlines
        var lines: [TextLine] = []
        for paragraph in normalized.split(separator: "\n", omittingEmptySubsequences: false) {
            let graphemes = analyse(String(paragraph))
            for range in breakLines(graphemes) {
                lines.append(line(String(graphemes.characters[range]), truncated: false))
            }
        }
        return lines
    }

    func analyse(_ text: String) -> Graphemes {
        var result = Graphemes()
        for character in text {
            result.characters.append(character)
            result.scalarStart.append(result.codepoints.count)
            result.codepoints.append(contentsOf: character.unicodeScalars.map(\.value))
        }
        let bidi = BidiParagraph(result.codepoints, rightToLeft: rightToLeft)
        result.levels = bidi.levels
        let advances = shaper.shape(result.codepoints, bidi.levels, 0..<result.codepoints.count).advances
        for index in result.characters.indices {
            let end = index + 1 < result.characters.count ? result.scalarStart[index + 1] : result.codepoints.count
            result.advance.append(advances[result.scalarStart[index]..<end].reduce(0, +))
        }
        return result
    }

    /// Greedy line breaking over graphemes; returns each line's grapheme range.
    func breakLines(_ g: Graphemes) -> [Range<Int>] {
        let count = g.characters.count
        guard let limit = width, count > 0 else { return [0..<count] }
        var lines: [Range<Int>] = []
        var start = 0
        var lineWidth = 0.0
        var lastBreak: Int?
        var index = 0
        while index < count {
            let character = g.characters[index]
            let isSpace = character == " " || character == "\t" || character == "\u{3000}"
            if !isSpace && lineWidth + g.advance[index] > limit + 1e-9 && index > start {
                // Break at the last opportunity, or inside the word if there is none.
                let end = (mode == .byCharWrapping ? nil : lastBreak) ?? index
                lines.append(start..<end)
                start = end
                while start < count && g.characters[start] == " " { start += 1 }
                index = start
                lineWidth = 0
                lastBreak = nil
                continue
            }
            lineWidth += g.advance[index]
            if isSpace || character == "-" { lastBreak = index + 1 }
            index += 1
        }
        lines.append(start..<count)
        return lines
    }

    /// Shapes one line and orders its runs visually.
    func line(_ text: String, truncated: Bool) -> TextLine {
        var trimmed = text
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        let codepoints = trimmed.unicodeScalars.map(\.value)
        let levels = BidiParagraph(codepoints, rightToLeft: rightToLeft).levels
        let runs = shaper.shape(codepoints, levels, 0..<codepoints.count).runs
        var pen = 0.0
        var placed: [GlyphRun] = []
        for run in visualOrder(runs, level: { $0.level }) {
            let glyphs = run.glyphs.map { PositionedGlyph(glyph: $0.glyph, x: $0.x + pen, y: $0.y) }
            placed.append(GlyphRun(fontPath: shaper.face.path, glyphs: glyphs, isRightToLeft: run.level % 2 == 1))
            pen += run.advance
        }
        return TextLine(runs: placed, width: pen, text: text, isTruncated: truncated)
    }

    /// The last allowed line: `text` cut per the mode so that it fits the width.
    func truncated(_ text: String) -> TextLine {
        guard let limit = width else { return self.line(text, truncated: true) }
        var characters = Array(text)
        let full = self.line(text, truncated: false)
        if full.width <= limit + 1e-9 { return full }
        if mode == .byClipping { return TextLine(runs: full.runs, width: limit, text: text, isTruncated: true) }
        while !characters.isEmpty {
            switch mode {
            case .byTruncatingHead: characters.removeFirst()
            case .byTruncatingMiddle: characters.remove(at: characters.count / 2)
            default: characters.removeLast()
            }
            var candidate = String(characters)
            switch mode {
            case .byTruncatingHead: candidate = Self.ellipsis + candidate
            case .byTruncatingMiddle:
                let half = characters.count / 2
                candidate = String(characters[..<half]) + Self.ellipsis + String(characters[half...])
            default:
                while candidate.last == " " { candidate.removeLast() }
                candidate += Self.ellipsis
            }
            let set = self.line(candidate, truncated: true)
            if set.width <= limit + 1e-9 { return set }
        }
        return self.line(Self.ellipsis, truncated: true)
    }
}

extension String {
    /// CR LF, CR and the line separator as plain newlines.
    var replacingNewlines: String {
        var out = ""
        for character in self {
            switch character {
            case "\r\n", "\r", "\u{2028}", "\u{2029}": out.append("\n")
            default: out.append(character)
            }
        }
        return out
    }
}
