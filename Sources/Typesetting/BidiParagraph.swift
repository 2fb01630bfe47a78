import CFriBidi

/// FriBidi's embedding levels for one paragraph (UAX #9 with brackets and isolates).
struct BidiParagraph {
    let codepoints: [UInt32]
    let levels: [UInt8]
    let baseIsRightToLeft: Bool

    init(_ codepoints: [UInt32], rightToLeft: Bool) {
        self.codepoints = codepoints
        baseIsRightToLeft = rightToLeft
        let count = codepoints.count
        guard count > 0 else {
            levels = []
            return
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var result = [FriBidiLevel](repeating: 0, count: count)
        codepoints.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
        }
        var base: FriBidiParType = rightToLeft ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
        let ok = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &result)
        // FriBidi only fails on allocation; fall back to the base level rather than crash.
        levels = ok == 0 ? Array(repeating: rightToLeft ? 1 : 0, count: count) : result.map { UInt8(bitPattern: $0) }
    }
}
