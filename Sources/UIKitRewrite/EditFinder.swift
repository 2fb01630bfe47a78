/// Finds the rewrite's edits in a lexed source (`SourceRewriter` applies them).
struct EditFinder {
    struct Failure: Error {
        var problem: RewriteError.Problem
        var offset: Int
    }

    /// Modifiers that may stand next to `dynamic` in a declaration.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "override", "final", "static", "class",
        "required", "convenience", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "nonisolated",
        "dynamic", "indirect",
    ]
    /// What `dynamic` may modify.
    static let declarationKeywords: Set<String> = ["var", "func", "subscript", "init"]

    let bytes: [UInt8]
    let tokens: [SwiftToken]
    let closing: [Int: Int]
    let lines: SourceLines
    /// `)` → its `(`, for the attributes' arguments looked through around `dynamic`.
    let opening: [Int: Int]

    init(bytes: [UInt8], lexed: SwiftLexer.Output, lines: SourceLines) {
        self.bytes = bytes
        self.tokens = lexed.tokens
        self.closing = lexed.closingParenthesis
        self.lines = lines
        var opening: [Int: Int] = [:]
        for (open, close) in lexed.closingParenthesis { opening[close] = open }
        self.opening = opening
    }

    func edits() throws(Failure) -> [RewriteEdit] {
        var edits: [RewriteEdit] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .attribute where SourceRewriter.removedAttributes.contains(name(of: token)):
                let last = try attributeEnd(index)
                let range = token.range.lowerBound..<tokens[last].range.upperBound
                edits.append(
                    RewriteEdit(
                        kind: .attribute(name(of: token)), range: range, replacement: blanked(range),
                        line: lines.line(range.lowerBound)))
                index = last + 1
            case .poundKeyword where text(token) == "#selector":
                guard let open = nextSignificant(after: index), isPunctuation(open, "(") else {
                    throw Failure(problem: .selectorWithoutArguments, offset: token.range.lowerBound)
                }
                guard let close = closing[open] else {
                    throw Failure(problem: .unterminatedSelector, offset: token.range.lowerBound)
                }
                edits.append(selector(from: index, open: open, close: close))
                index = close + 1
            case .identifier where text(token) == "dynamic" && isModifier(index):
                edits.append(
                    RewriteEdit(
                        kind: .dynamicModifier, range: token.range, replacement: blanked(token.range),
                        line: lines.line(token.range.lowerBound)))
                index += 1
            default:
                index += 1
            }
        }
        edits += outletEdits(besides: edits)
        // Insertions (empty ranges) never share a start with another edit: they go before a
        // `}` or after a name, which no other edit starts at.
        return edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// The last token of the attribute at `index`: its own, or the `)` of the arguments right
    /// after it (`@objc(name)`; only spaces or tabs between, as Swift 5 allows).
    func attributeEnd(_ index: Int) throws(Failure) -> Int {
        guard index + 1 < tokens.count, isPunctuation(index + 1, "("),
            bytes[tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound].allSatisfy({
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            })
        else { return index }
        guard let close = closing[index + 1] else {
            throw Failure(problem: .unterminatedAttributeArguments, offset: tokens[index].range.lowerBound)
        }
        return close
    }

    /// `#selector(…)` from token `start` to `close` → `Selector("…")`, the line breaks of the
    /// original after it. A space goes before it when the byte before `#` would otherwise join
    /// `Selector` into another token (`x#selector` → `x Selector`).
    private func selector(from start: Int, open: Int, close: Int) -> RewriteEdit {
        let expression = Self.selectorText(bytes: bytes, tokens: tokens[(open + 1)..<close])
        let range = tokens[start].range.lowerBound..<tokens[close].range.upperBound
        var replacement: [UInt8] = []
        if range.lowerBound > 0, !Self.mayPrecedeName(bytes[range.lowerBound - 1]) {
            replacement.append(UInt8(ascii: " "))
        }
        replacement += Array("Selector(\"".utf8) + Self.escaped(expression) + Array("\")".utf8)
        // The line breaks, `\r\n` kept as it is; a lone `\r` becomes `\n`, as `\r` next to a
        // `\n` that was not its neighbour in the source would make one break of two.
        var position = range.lowerBound
        while position < range.upperBound {
            if bytes[position] == 0x0D, position + 1 < range.upperBound, bytes[position + 1] == 0x0A {
                replacement += [0x0D, 0x0A]
                position += 1
            } else if bytes[position] == 0x0A || bytes[position] == 0x0D {
                replacement.append(0x0A)
            }
            position += 1
        }
        return RewriteEdit(
            kind: .selector(String(decoding: expression, as: UTF8.self)), range: range, replacement: replacement,
            line: lines.line(range.lowerBound))
    }

    /// The selector's expression as the string says it: its tokens, comments left out, with
    /// one space wherever the source had whitespace or a comment between two of them.
    static func selectorText(bytes: [UInt8], tokens: ArraySlice<SwiftToken>) -> [UInt8] {
        var text: [UInt8] = []
        var previousEnd: Int?
        var gap = false
        for token in tokens {
            if token.isComment {
                gap = true
                continue
            }
            if let previousEnd, gap || previousEnd < token.range.lowerBound, !text.isEmpty {
                text.append(UInt8(ascii: " "))
            }
            text += bytes[token.range]
            previousEnd = token.range.upperBound
            gap = false
        }
        return text
    }

    /// The text as the inside of a `"…"` literal.
    static func escaped(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for byte in text {
            switch byte {
            case UInt8(ascii: "\\"): result += Array("\\\\".utf8)
            case UInt8(ascii: "\""): result += Array("\\\"".utf8)
            case 0x0A: result += Array("\\n".utf8)
            case 0x0D: result += Array("\\r".utf8)
            case 0x00..<0x20, 0x7F:
                result += Array("\\u{\(String(byte, radix: 16))}".utf8)
            default: result.append(byte)
            }
        }
        return result
    }

    /// Bytes after which a name can start without joining them: space, and punctuation that is
    /// a token of its own.
    static func mayPrecedeName(_ byte: UInt8) -> Bool {
        SwiftLexer.isWhitespace(byte) || Array("([{,;:.=)]}!?+-*%<>&|^~".utf8).contains(byte)
    }

    /// Whether the `dynamic` at `index` is a declaration modifier: a modifier or `var`, `func`,
    /// `subscript` or `init` follows it, and before it a declaration may start (the file's
    /// start, `{`, `}`, `;`, `)`, another modifier, or a line break after a name, a literal, a
    /// `]` or an operator such as the `?` of `String?`). Attributes on either side are looked through, so that the decision is the
    /// same once the rewrite has removed some of them.
    private func isModifier(_ index: Int) -> Bool {
        guard let next = nextSignificant(after: index, skippingAttributes: true), tokens[next].kind == .identifier,
            Self.declarationKeywords.contains(text(tokens[next])) || Self.modifiers.contains(text(tokens[next]))
        else { return false }
        guard let previous = previousSignificant(before: index) else { return true }
        let token = tokens[previous]
        switch token.kind {
        case .punctuation:
            if ["{", "}", ";", ")"].contains(text(token)) { return true }
            return ["]"].contains(text(token)) && lineBreak(between: previous, and: index)
        case .identifier:
            return Self.modifiers.contains(text(token)) || lineBreak(between: previous, and: index)
        case .number, .stringClose, .regex, .poundKeyword, .operator:
            return lineBreak(between: previous, and: index)
        default:
            return false
        }
    }

    private func lineBreak(between first: Int, and second: Int) -> Bool {
        bytes[tokens[first].range.upperBound..<tokens[second].range.lowerBound].contains {
            $0 == 0x0A || $0 == 0x0D
        }
    }

    /// The next token that is not a comment (nor, if asked, an attribute with its arguments).
    func nextSignificant(after index: Int, skippingAttributes: Bool = false) -> Int? {
        var position = index + 1
        while position < tokens.count {
            let token = tokens[position]
            if token.isComment {
                position += 1
            } else if skippingAttributes, token.kind == .attribute {
                position = ((try? attributeEnd(position)) ?? position) + 1
            } else {
                return position
            }
        }
        return nil
    }

    /// The previous token that is not a comment, an attribute or an attribute's arguments.
    func previousSignificant(before index: Int) -> Int? {
        var position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.isComment || token.kind == .attribute {
                position -= 1
            } else if isPunctuation(position, ")"), let open = opening[position], open > 0,
                tokens[open - 1].kind == .attribute, (try? attributeEnd(open - 1)) == position
            {
                position = open - 2
            } else {
                return position
            }
        }
        return nil
    }

    private func blanked(_ range: Range<Int>) -> [UInt8] {
        bytes[range].map { $0 == 0x0A || $0 == 0x0D ? $0 : UInt8(ascii: " ") }
    }

    func text(_ token: SwiftToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    func name(of attribute: SwiftToken) -> String {
        String(decoding: bytes[(attribute.range.lowerBound + 1)..<attribute.range.upperBound], as: UTF8.self)
    }

    func isPunctuation(_ index: Int, _ character: String) -> Bool {
        tokens[index].kind == .punctuation && text(tokens[index]) == character
    }
}
