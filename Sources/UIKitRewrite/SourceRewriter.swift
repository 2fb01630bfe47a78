/// Rewrites a UIKit view file so that it compiles on Linux, where Swift has no Objective-C
/// runtime: the attributes that need it go, `dynamic` as a declaration modifier goes, and
/// `#selector(expr)` becomes `Selector("expr")`. Everything else — comments, string and regex
/// literals, formatting — is left byte for byte, and every token stays on its line (and in its
/// column, but for what follows a `#selector` on its line), so the compiler's errors point at
/// the team's own lines.
///
/// The edits are found on `SwiftLexer`'s tokens, so an `@objc` in a comment, a string, a raw
/// or multi-line string or a regex literal is text and stays. Before returning, the result is
/// lexed again and checked against the source's tokens with the edits applied
/// (`RewriteCheck`); a source it cannot account for is an error, never a silent change.
public enum SourceRewriter {
    /// Attributes that need the Objective-C runtime ("Objective-C interoperability is
    /// disabled" on Linux).
    public static let removedAttributes: [String] = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    ]

    /// A rewritten source and the edits that made it.
    public struct Result: Equatable, Sendable {
        public var text: [UInt8]
        public var edits: [RewriteEdit]
    }

    /// Rewrites `bytes` (the contents of `file`, which only names it in errors).
    public static func rewrite(_ bytes: [UInt8], file: String) throws(RewriteError) -> Result {
        let result = try rewriteUnchecked(bytes, file: file)
        if let mismatch = RewriteCheck.firstMismatch(source: bytes, result: result) {
            let lines = SourceLines(bytes)
            let location = lines.location(mismatch)
            throw RewriteError(
                file: file, line: location.line, column: location.column, text: lines.excerpt(from: mismatch),
                problem: .changesTokens)
        }
        return result
    }

    /// Rewrites a string (tests; always UTF-8).
    public static func rewrite(_ source: String, file: String) throws(RewriteError) -> String {
        String(decoding: try rewrite(Array(source.utf8), file: file).text, as: UTF8.self)
    }

    /// The rewrite without its final check: the fuzzer calls the check itself, so that an input
    /// the check would refuse is a finding rather than an error message.
    public static func rewriteUnchecked(_ bytes: [UInt8], file: String) throws(RewriteError) -> Result {
        let lines = SourceLines(bytes)
        func failure(_ problem: RewriteError.Problem, at offset: Int) -> RewriteError {
            let location = lines.location(offset)
            return RewriteError(
                file: file, line: location.line, column: location.column, text: lines.excerpt(from: offset),
                problem: problem)
        }
        if let bad = firstInvalidUTF8(bytes) {
            var error = failure(.notUTF8(byte: bytes[bad]), at: bad)
            error.text = ""
            throw error
        }
        let lexed: SwiftLexer.Output
        do {
            lexed = try SwiftLexer.tokens(bytes)
        } catch {
            let problem: RewriteError.Problem =
                switch error.problem {
                case .unterminatedBlockComment: .unterminatedBlockComment
                case .unterminatedString: .unterminatedString
                case .unterminatedRegex: .unterminatedRegex
                }
            throw failure(problem, at: error.offset)
        }
        let finder = EditFinder(bytes: bytes, lexed: lexed, lines: lines)
        let edits: [RewriteEdit]
        do {
            edits = try finder.edits()
        } catch {
            throw failure(error.problem, at: error.offset)
        }
        return Result(text: apply(edits, to: bytes), edits: edits)
    }

    /// `text` with a first line that makes the compiler name `file` and count lines from 1 at
    /// the line after it: `#sourceLocation(file: "…", line: 1)`. The build-tool plugin compiles
    /// a rewritten copy; with this line its diagnostics, `#filePath` and debug information name
    /// the team's own file and lines. (After a byte-order mark, which must stay first.)
    public static func withSourceLocation(_ text: [UInt8], file: String) -> [UInt8] {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let hasBOM = text.starts(with: bom)
        let directive =
            Array("#sourceLocation(file: \"".utf8) + EditFinder.escaped(Array(file.utf8))
            + Array("\", line: 1)\n".utf8)
        return (hasBOM ? bom : []) + directive + text.dropFirst(hasBOM ? 3 : 0)
    }

    /// The source with `edits` (sorted, not overlapping) applied.
    static func apply(_ edits: [RewriteEdit], to bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 2)
        var position = 0
        for edit in edits {
            output += bytes[position..<edit.range.lowerBound]
            output += edit.replacement
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return output
    }

    /// Offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
