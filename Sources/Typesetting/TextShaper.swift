import CHarfBuzz

/// Itemises a paragraph into runs of one bidi level and script and shapes each with
/// HarfBuzz, keeping the whole text as context (Arabic joins across run edges).
struct TextShaper {
    let face: FontFace
    let buffer: OpaquePointer
    /// Points per font unit at the requested size.
    let scale: Double
    /// Points added after every glyph (SF Pro's tracking; 0 for other fonts).
    var tracking = 0.0

    struct Run {
        var start: Int
        var end: Int
        var level: UInt8
        var glyphs: [PositionedGlyph]
        var advance: Double
    }

    /// Shapes `codepoints[range]` with `levels`; returns runs in logical order and each
    /// code point's share of the advance (a cluster's advance sits on its first code point).
    func shape(_ codepoints: [UInt32], _ levels: [UInt8], _ range: Range<Int>) -> (runs: [Run], advances: [Double]) {
        var advances = [Double](repeating: 0, count: codepoints.count)
        var runs: [Run] = []
        let scripts = resolvedScripts(codepoints, range)
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound && levels[end] == levels[start]
                && scripts[end - range.lowerBound] == scripts[start - range.lowerBound]
            {
                end += 1
            }
            var run = Run(start: start, end: end, level: levels[start], glyphs: [], advance: 0)
            shapeRun(codepoints, range, &run, script: scripts[start - range.lowerBound], advances: &advances)
            runs.append(run)
            start = end
        }
        return (runs, advances)
    }

    private func shapeRun(
        _ codepoints: [UInt32], _ context: Range<Int>, _ run: inout Run, script: hb_script_t,
        advances: inout [Double]
    ) {
        hb_buffer_clear_contents(buffer)
        codepoints.withUnsafeBufferPointer { text in
            // The context is the line or paragraph being set, not beyond it.
            let base = text.baseAddress.map { $0 + context.lowerBound }
            hb_buffer_add_codepoints(
                buffer, base, Int32(context.count), UInt32(run.start - context.lowerBound),
                Int32(run.end - run.start))
        }
        hb_buffer_set_direction(buffer, run.level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        var pen = 0.0
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let position = positions[index]
            let advance = Double(position.x_advance) * scale + tracking
            glyphs.append(
                PositionedGlyph(
                    glyph: infos[index].codepoint, x: pen + Double(position.x_offset) * scale,
                    y: -Double(position.y_offset) * scale))
            let cluster = context.lowerBound + Int(infos[index].cluster)
            if cluster < advances.count { advances[cluster] += advance }
            pen += advance
        }
        run.glyphs = glyphs
        run.advance = pen
    }

    /// Each code point's script, with Common and Inherited taking their neighbour's.
    private func resolvedScripts(_ codepoints: [UInt32], _ range: Range<Int>) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = range.map { hb_unicode_script(funcs, codepoints[$0]) }
        let neutral: Set<UInt32> = [
            HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue,
        ]
        var last: hb_script_t?
        for index in scripts.indices {
            if neutral.contains(scripts[index].rawValue) {
                if let last { scripts[index] = last }
            } else {
                last = scripts[index]
            }
        }
        // A leading neutral stretch takes the first real script after it.
        if let first = scripts.firstIndex(where: { !neutral.contains($0.rawValue) }) {
            for index in 0..<first { scripts[index] = scripts[first] }
        }
        return scripts
    }
}

/// UAX #9 rule L2: reverse every maximal sequence of runs at each level from the highest
/// down to the lowest odd level.
func visualOrder<T>(_ items: [T], level: (T) -> UInt8) -> [T] {
    guard let highest = items.map(level).max() else { return items }
    let lowestOdd = items.map(level).filter { $0 % 2 == 1 }.min() ?? (highest + 1)
    var result = items
    var current = highest
    while current >= lowestOdd && current > 0 {
        var index = 0
        while index < result.count {
            if level(result[index]) >= current {
                var end = index
                while end < result.count && level(result[end]) >= current { end += 1 }
                result[index..<end].reverse()
                index = end
            } else {
                index += 1
            }
        }
        current -= 1
    }
    return result
}
