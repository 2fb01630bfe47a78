/// Swift's lexical structure, as far as a rewrite that must leave comments and literals alone
/// needs it: comments (nested block comments too), string literals of every form (single-line,
/// multi-line, raw with any number of `#`, interpolations holding strings and closures), regex
/// literals, attributes, `#` keywords, names, numbers, operators and punctuation.
///
/// It works on UTF-8 bytes: every character Swift's grammar gives a meaning to is ASCII, so a
/// byte ≥ 0x80 is only ever part of a name, a literal or a comment. Nesting is kept on an
/// explicit stack rather than by recursion, so no input can exhaust the call stack.
public struct SwiftLexer {
    /// The tokens, and for each `(` that is closed the index of its `)`.
    public struct Output: Sendable {
        public var tokens: [SwiftToken]
        /// Token index of a `(` → token index of its `)` (punctuation only; interpolations'
        /// parentheses are tokens of their own kinds).
        public var closingParenthesis: [Int: Int]
    }

    /// Where and why lexing stopped.
    public struct Failure: Error, Equatable, Sendable {
        public enum Problem: Equatable, Sendable {
            case unterminatedBlockComment
            case unterminatedString
            case unterminatedRegex
        }
        public var problem: Problem
        /// Byte offset of the construct that is not closed.
        public var offset: Int
    }

    private enum Context {
        /// Code: the file's, or an interpolation's (then `)` at depth 0 ends it).
        case code
        case string(hashes: Int, multiline: Bool, start: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [SwiftToken] = []
    private var stack: [Context] = [.code]
    /// For each code context on `stack`, the token indices of its unclosed `(` (kept apart
    /// from `Context` so that they grow in place).
    private var openParentheses: [[Int]] = [[]]
    private var closing: [Int: Int] = [:]
    /// `)` tokens that close an attribute's arguments (`@objc(name)`), mapped to the
    /// attribute's token index: a regex literal's test looks through attributes.
    private var attributeArgumentsEnd: [Int: Int] = [:]

    /// Lexes `bytes`; a `Failure` for a comment, string or regex literal that is never closed.
    public static func tokens(_ bytes: [UInt8]) throws(Failure) -> Output {
        var lexer = SwiftLexer(bytes: bytes)
        try lexer.run()
        return Output(tokens: lexer.tokens, closingParenthesis: lexer.closing)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() throws(Failure) {
        // A byte-order mark is not part of the source.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while true {
            switch stack[stack.count - 1] {
            case .string(let hashes, let multiline, let start):
                try lexStringBody(hashes: hashes, multiline: multiline, start: start)
            case .code:
                skipWhitespace()
                guard index < bytes.count else {
                    // Every string still open (with the interpolations in it) is unterminated;
                    // the innermost is named.
                    for case .string(_, _, let start) in stack.reversed() {
                        throw Failure(problem: .unterminatedString, offset: start)
                    }
                    return
                }
                try lexCodeToken()
            }
        }
    }

    // MARK: - Code

    private mutating func lexCodeToken() throws(Failure) {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
            emit(.lineComment, from: start)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            try lexBlockComment()
        case UInt8(ascii: "\""):
            openString(hashes: 0, start: start)
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                index += hashes
                openString(hashes: hashes, start: start)
            } else if peek(hashes) == UInt8(ascii: "/") {
                try lexExtendedRegex(hashes: hashes)
            } else if let next = peek(1), isIdentifierStart(next) {
                index += 1
                lexIdentifierBody()
                emit(.poundKeyword, from: start)
            } else {
                index += 1
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "@"):
            index += 1
            if let next = peek(0), isIdentifierStart(next) {
                lexIdentifierBody()
                emit(.attribute, from: start)
            } else {
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "`"):
            // A backquoted name holds name characters only (`class`, `default`); anything else
            // makes the backquote punctuation. Swift 6.2's raw identifiers may hold spaces and
            // more, but then whether a backquote pairs with a later one would depend on the
            // rest of the line, which the rewrite changes (`#selector(` → `Selector("`).
            var end = index + 1
            while end < bytes.count, isIdentifierBody(bytes[end]) || bytes[end] == UInt8(ascii: "$") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > index + 1 {
                index = end + 1
                emit(.identifier, from: start)
            } else {
                index += 1
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "$"):
            index += 1
            lexIdentifierBody()
            emit(.identifier, from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
            emit(.number, from: start)
        case UInt8(ascii: "("):
            index += 1
            emit(.punctuation, from: start)
            openParentheses[openParentheses.count - 1].append(tokens.count - 1)
        case UInt8(ascii: ")"):
            index += 1
            if let opening = openParentheses[openParentheses.count - 1].popLast() {
                emit(.punctuation, from: start)
                closing[opening] = tokens.count - 1
                if let attribute = attribute(before: opening) {
                    attributeArgumentsEnd[tokens.count - 1] = attribute
                }
            } else if stack.count > 1 {
                emit(.interpolationClose, from: start)
                stack.removeLast()
                openParentheses.removeLast()
            } else {
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "/") where regexMayStart():
            if !lexBareRegex() {
                lexOperator()
                emit(.operator, from: start)
            }
        default:
            if isIdentifierStart(byte) {
                lexIdentifierBody()
                emit(.identifier, from: start)
            } else if isOperatorCharacter(byte) {
                lexOperator()
                emit(.operator, from: start)
            } else {
                index += 1
                emit(.punctuation, from: start)
            }
        }
    }

    private mutating func lexBlockComment() throws(Failure) {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 {
                    emit(.blockComment, from: start)
                    return
                }
            } else {
                index += 1
            }
        }
        throw Failure(problem: .unterminatedBlockComment, offset: start)
    }

    private mutating func lexIdentifierBody() {
        while index < bytes.count, isIdentifierBody(bytes[index]) { index += 1 }
    }

    /// Digits, letters and `_` (hex, binary, exponents, separators); a `.` only before a digit
    /// (`1.5`, not `1.description`); a sign only after an exponent's `e` or `p`.
    private mutating func lexNumber() {
        let isHex = bytes[index] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if isIdentifierBody(byte) && byte < 0x80 {
                index += 1
            } else if byte == UInt8(ascii: "."), let next = peek(1), isDigit(next) || (isHex && isHexDigit(next)) {
                index += 2
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                let previous = index > 0 ? bytes[index - 1] : nil,
                isHex
                    ? (previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"))
                    : (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")),
                let next = peek(1), isDigit(next)
            {
                index += 2
            } else {
                break
            }
        }
    }

    /// A run of operator characters; it stops where a comment starts.
    private mutating func lexOperator() {
        index += 1
        while index < bytes.count, isOperatorCharacter(bytes[index]) {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
                break
            }
            index += 1
        }
    }

    // MARK: - Strings

    private mutating func openString(hashes: Int, start: Int) {
        let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        emit(.stringOpen, from: start)
        stack.append(.string(hashes: hashes, multiline: multiline, start: start))
    }

    /// Text up to the string's end or its next interpolation; the delimiter or `\(` too.
    private mutating func lexStringBody(hashes: Int, multiline: Bool, start: Int) throws(Failure) {
        let segmentStart = index
        let unterminated = Failure(problem: .unterminatedString, offset: start)
        while true {
            guard index < bytes.count else { throw unterminated }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashRun(at: index + 1, count: hashes) {
                let after = index + 1 + hashes
                guard after < bytes.count else { throw unterminated }
                if bytes[after] == UInt8(ascii: "(") {
                    emitSegment(segmentStart)
                    let open = index
                    index = after + 1
                    emit(.interpolationOpen, from: open)
                    stack.append(.code)
                    openParentheses.append([])
                    return
                }
                // An escape: the character after it is text, whatever it is (`\"`, `\\`, and in
                // a multi-line string a line break, which continues the line).
                if !multiline, isLineBreak(bytes[after]) { throw unterminated }
                index = after + 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                    hashRun(at: index + quotes, count: hashes)
                {
                    emitSegment(segmentStart)
                    let close = index
                    index += quotes + hashes
                    emit(.stringClose, from: close)
                    stack.removeLast()
                    return
                }
            }
            if !multiline, isLineBreak(byte) { throw unterminated }
            index += 1
        }
    }

    private mutating func emitSegment(_ start: Int) {
        if index > start { emit(.stringSegment, from: start) }
    }

    // MARK: - Regex literals

    /// `#/…/#` (any number of `#`), which may span lines; an escape covers the next byte.
    private mutating func lexExtendedRegex(hashes: Int) throws(Failure) {
        let start = index
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == UInt8(ascii: "/"), hashRun(at: index + 1, count: hashes) {
                index += 1 + hashes
                emit(.regex, from: start)
                return
            } else {
                index += 1
            }
        }
        throw Failure(problem: .unterminatedRegex, offset: start)
    }

    /// A `/` where an expression may start begins a regex literal when the literal closes on
    /// the same line (SE-0354's rules, simplified): it does not begin with a space, its
    /// closing `/` (the first one not escaped, even inside a `[…]` class, as swiftc reads it)
    /// does not follow one, and it has no
    /// unbalanced `)` (so `foo(/, 0)`-like code stays an operator); and (Plumb's rules) it does
    /// not run into a `#selector` or `Selector("`, and is at most 1,024 bytes long. False (nothing consumed) when those do not
    /// hold.
    private mutating func lexBareRegex() -> Bool {
        let start = index
        guard let first = peek(1), first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), !isLineBreak(first)
        else { return false }
        var position = index + 1
        var parenthesisDepth = 0
        // A literal is at most `maximumBareRegexLength` bytes: the scan runs for each `/` where an
        // expression may start, and a long line of `(/(/(/…` must not take quadratic time.
        let limit = min(bytes.count, index + Self.maximumBareRegexLength)
        while position < limit, !isLineBreak(bytes[position]) {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                // An escaped line break does not continue the literal onto the next line.
                if position + 1 < bytes.count, isLineBreak(bytes[position + 1]) { return false }
                position += 2
                continue
            }
            // Not through a selector: the rewrite turns `#selector(a\n)` into `Selector("a")\n`,
            // and the line after `/` must read the same either way.
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "S"),
                starts(Self.selectorKeyword, at: position) || starts(Self.selectorCall, at: position)
            {
                return false
            }
            if byte == UInt8(ascii: "(") {
                parenthesisDepth += 1
            } else if byte == UInt8(ascii: ")") {
                parenthesisDepth -= 1
                if parenthesisDepth < 0 { return false }
            } else if byte == UInt8(ascii: "/") {
                let before = bytes[position - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return false }
                index = position + 1
                emit(.regex, from: start)
                return true
            }
            position += 1
        }
        return false
    }

    /// Whether the token before this point lets an expression start, so that `/` may open a
    /// regex literal rather than divide. Attributes and their arguments are looked through:
    /// the rewrite removes some, and the text after them must lex the same either way.
    private func regexMayStart() -> Bool {
        var position = tokens.count - 1
        while position >= 0 {
            let token = tokens[position]
            if token.isComment || token.kind == .attribute {
                position -= 1
            } else if let attribute = attributeArgumentsEnd[position] {
                position = attribute - 1
            } else {
                break
            }
        }
        guard position >= 0 else { return true }
        let token = tokens[position]
        switch token.kind {
        case .operator, .interpolationOpen: return true
        case .punctuation:
            return ["(", "[", "{", ",", ":", ";"].contains(text(token))
        case .identifier:
            return Self.keywordsBeforeExpression.contains(text(token))
        default:
            return false
        }
    }

    static let maximumBareRegexLength = 1024
    private static let selectorKeyword = Array("#selector".utf8)
    private static let selectorCall = Array("Selector(\"".utf8)

    private func starts(_ text: [UInt8], at position: Int) -> Bool {
        position + text.count <= bytes.count && bytes[position..<position + text.count].elementsEqual(text)
    }

    private static let keywordsBeforeExpression: Set<String> = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else", "repeat",
        "switch", "yield",
    ]

    /// The attribute right before the `(` at token index `opening` (only spaces or tabs
    /// between them), if there is one.
    private func attribute(before opening: Int) -> Int? {
        guard opening > 0, tokens[opening - 1].kind == .attribute else { return nil }
        let gap = tokens[opening - 1].range.upperBound..<tokens[opening].range.lowerBound
        return bytes[gap].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ? opening - 1 : nil
    }

    // MARK: - Bytes

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
        tokens.append(SwiftToken(kind, start..<index))
    }

    private func text(_ token: SwiftToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func hashRun(at position: Int, count: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Space, tab, line breaks, vertical tab, form feed and NUL (which Swift warns about and
    /// skips).
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0
    }

    private func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool { Self.isIdentifierStart(byte) }
    private func isIdentifierBody(_ byte: UInt8) -> Bool { Self.isIdentifierBody(byte) }

    private func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
