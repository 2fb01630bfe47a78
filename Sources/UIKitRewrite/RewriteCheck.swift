/// The rewrite's own proof, run on every file it writes (and by the tests and the fuzzer):
/// the output lexes, and its tokens are exactly the source's with the edits applied — the
/// removed attributes and modifiers gone, each `#selector(…)` now `Selector`, `(`, one string
/// literal, `)`, the outlets' methods where they were inserted — each on the line it had in the
/// source. So comments and literals came through
/// byte for byte, nothing new opened or closed a string or comment, and no line moved.
public enum RewriteCheck {
    private struct Expected {
        var kind: SwiftToken.Kind
        var text: ArraySlice<UInt8>
        var line: Int
        /// Where it comes from in the source, for the error.
        var sourceOffset: Int
    }

    /// nil when `result` is `source` rewritten as its edits say; else the source offset where
    /// the two part.
    public static func firstMismatch(source: [UInt8], result: SourceRewriter.Result) -> Int? {
        guard let input = try? SwiftLexer.tokens(source) else { return 0 }
        let sourceLines = SourceLines(source)
        let outputLines = SourceLines(result.text)
        let output: SwiftLexer.Output
        do {
            output = try SwiftLexer.tokens(result.text)
        } catch {
            return sourceOffset(ofOutput: error.offset, edits: result.edits)
        }
        let expected = expectedTokens(source: source, tokens: input.tokens, edits: result.edits, lines: sourceLines)
        for (index, token) in output.tokens.enumerated() {
            guard index < expected.count else {
                return sourceOffset(ofOutput: token.range.lowerBound, edits: result.edits)
            }
            let wanted = expected[index]
            if token.kind != wanted.kind || !result.text[token.range].elementsEqual(wanted.text)
                || outputLines.line(token.range.lowerBound) != wanted.line
            {
                return wanted.sourceOffset
            }
        }
        if output.tokens.count < expected.count { return expected[output.tokens.count].sourceOffset }
        if sourceLines.count != outputLines.count { return max(0, source.count - 1) }
        return nil
    }

    /// The source's tokens with the edits applied.
    private static func expectedTokens(
        source: [UInt8], tokens: [SwiftToken], edits: [RewriteEdit], lines: SourceLines
    ) -> [Expected] {
        var expected: [Expected] = []
        var editIndex = 0
        // Insertions (the outlets' methods and conformance) are code the rewrite writes: their
        // tokens, as they lex alone, come before the source token they were put in front of.
        let insertions = edits.filter(\.range.isEmpty)
        var insertionIndex = 0
        func insert(upTo offset: Int) {
            while insertionIndex < insertions.count, insertions[insertionIndex].range.lowerBound <= offset {
                let insertion = insertions[insertionIndex]
                let line = lines.line(insertion.range.lowerBound)
                for token in (try? SwiftLexer.tokens(insertion.replacement).tokens) ?? [] {
                    expected.append(
                        Expected(
                            kind: token.kind, text: insertion.replacement[token.range], line: line,
                            sourceOffset: insertion.range.lowerBound))
                }
                insertionIndex += 1
            }
        }
        for token in tokens {
            insert(upTo: token.range.lowerBound)
            while editIndex < edits.count,
                edits[editIndex].range.isEmpty || edits[editIndex].range.upperBound <= token.range.lowerBound
            {
                editIndex += 1
            }
            guard editIndex < edits.count, edits[editIndex].range.contains(token.range.lowerBound) else {
                expected.append(
                    Expected(
                        kind: token.kind, text: source[token.range], line: lines.line(token.range.lowerBound),
                        sourceOffset: token.range.lowerBound))
                continue
            }
            let edit = edits[editIndex]
            guard case .selector(let expression) = edit.kind, token.range.lowerBound == edit.range.lowerBound else {
                continue
            }
            let line = lines.line(edit.range.lowerBound)
            let string = EditFinder.escaped(Array(expression.utf8))
            var parts: [(SwiftToken.Kind, [UInt8])] = [
                (.identifier, Array("Selector".utf8)), (.punctuation, [UInt8(ascii: "(")]),
                (.stringOpen, [UInt8(ascii: "\"")]),
            ]
            if !string.isEmpty { parts.append((.stringSegment, string)) }
            parts += [(.stringClose, [UInt8(ascii: "\"")]), (.punctuation, [UInt8(ascii: ")")])]
            for (kind, text) in parts {
                expected.append(Expected(kind: kind, text: text[...], line: line, sourceOffset: edit.range.lowerBound))
            }
        }
        insert(upTo: Int.max)
        return expected
    }

    /// The source offset of an output offset (the start of the edit it falls in).
    private static func sourceOffset(ofOutput offset: Int, edits: [RewriteEdit]) -> Int {
        var delta = 0
        for edit in edits {
            let outputStart = edit.range.lowerBound + delta
            if offset < outputStart { break }
            if offset < outputStart + edit.replacement.count { return edit.range.lowerBound }
            delta += edit.replacement.count - edit.range.count
        }
        return max(0, offset - delta)
    }

    /// What the rewrite exists to remove, still in `bytes` as code (not in a comment or a
    /// literal): `(line, text)` for each removed attribute, `dynamic` modifier or `#selector`.
    /// Empty for any rewrite's output; nil when the text does not lex.
    public static func leftovers(_ bytes: [UInt8]) -> [(line: Int, text: String)]? {
        guard let lexed = try? SwiftLexer.tokens(bytes) else { return nil }
        let lines = SourceLines(bytes)
        var found: [(offset: Int, text: String)] = []
        for token in lexed.tokens {
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            // The name after `@` by its bytes: as characters, `@` and a combining mark after it
            // are one, and dropping it would drop the mark too.
            let name = String(decoding: bytes[(token.range.lowerBound + 1)..<token.range.upperBound], as: UTF8.self)
            if (token.kind == .attribute && SourceRewriter.removedAttributes.contains(name))
                || (token.kind == .poundKeyword && text == "#selector")
            {
                found.append((token.range.lowerBound, text))
            }
        }
        let finder = EditFinder(bytes: bytes, lexed: lexed, lines: lines)
        for edit in (try? finder.edits()) ?? [] where edit.kind == .dynamicModifier {
            found.append((edit.range.lowerBound, "dynamic"))
        }
        return found.sorted { $0.offset < $1.offset }.map { (lines.line($0.offset), $0.text) }
    }
}
