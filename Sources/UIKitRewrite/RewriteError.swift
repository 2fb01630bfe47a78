/// A source the rewrite cannot take, or a file it cannot read or write: names the file, the
/// line and column (1-based; the column counts UTF-8 bytes, as swiftc's do) and the text at
/// fault. Nothing is written when any source fails.
public struct RewriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case unterminatedBlockComment
        case unterminatedString
        case unterminatedRegex
        /// `#selector` with no `(` after it.
        case selectorWithoutArguments
        /// `#selector(` whose `)` never comes.
        case unterminatedSelector
        /// `@objc(` whose `)` never comes.
        case unterminatedAttributeArguments
        /// The bytes are not UTF-8 text; the first byte that is not.
        case notUTF8(byte: UInt8)
        /// The rewritten text would not lex as the source with the rewrite's edits (a guard: the
        /// rewrite never writes a file whose tokens it cannot account for).
        case changesTokens
        case unreadable(reason: String)
        case unwritable(reason: String)
    }

    public var file: String
    /// nil when the problem is the file as a whole.
    public var line: Int?
    public var column: Int?
    /// The text at fault, as in the file (the rest of its line, at most 40 characters).
    public var text: String
    public var problem: Problem

    public init(file: String, line: Int?, column: Int?, text: String, problem: Problem) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .unterminatedBlockComment: "unterminated block comment ('/*' without its '*/')"
        case .unterminatedString: "unterminated string literal"
        case .unterminatedRegex: "unterminated regex literal"
        case .selectorWithoutArguments: "'#selector' is not followed by '('"
        case .unterminatedSelector: "'#selector(' is never closed"
        case .unterminatedAttributeArguments: "the attribute's '(' is never closed"
        case .notUTF8(let byte): "not UTF-8 text (byte 0x\(String(byte, radix: 16, uppercase: true)))"
        case .changesTokens: "the rewritten line would not read as the same Swift; rewrite this line by hand"
        case .unreadable(let reason): "cannot read the file (\(reason))"
        case .unwritable(let reason): "cannot write the file (\(reason))"
        }
    }

    /// `file:line:column: error: message: 'text'`, the form compilers print.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        var result = "\(location): error: \(message)"
        if !text.isEmpty { result += ": '\(Self.escaped(text))'" }
        return result
    }

    /// Control characters as escapes, so a message stays on one line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
