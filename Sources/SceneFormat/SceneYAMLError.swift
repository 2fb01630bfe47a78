import AutoLayout
import SceneModel
import Yams

/// Turns Yams' errors into `SceneError`s that point at a line a person can look at: an
/// unexpected end of file is reported where the unclosed `{`/`[` opened (libyaml reports the
/// line after the last one), and long lines are clipped around the column.
extension SceneLoader {
    static func yamlError(_ error: Error, file: String) -> SceneError {
        guard let yaml = error as? YamlError else {
            return SceneError(file: file, line: nil, text: "", message: "invalid YAML: \(error)")
        }
        switch yaml {
        case let .scanner(context, problem, mark, text), let .parser(context, problem, mark, text),
            let .composer(context, problem, mark, text):
            return located(problem, at: mark, context: context, in: text, file: file)
        case let .reader(problem, offset, value, text):
            return readerError(problem, offset: offset, value: value, in: text, file: file)
        case let .duplicatedKeysInMapping(duplicates, context):
            // Yams marks the first occurrence; the message says so.
            return SceneError(
                file: file, line: context.mark.line > 0 ? context.mark.line : nil,
                column: context.mark.line > 0 ? context.mark.column : nil,
                text: duplicates.joined(separator: ", "),
                message: "duplicate key (this one appears again later in the same mapping)")
        default:
            return SceneError(file: file, line: nil, text: "", message: "invalid YAML: \(yaml)")
        }
    }

    private static func located(
        _ problem: String, at mark: Mark, context: YamlError.Context?, in text: String,
        file: String
    ) -> SceneError {
        let lines = YAMLLines(text: text)
        var message = "invalid YAML: \(problem)"
        var at = mark
        if problem.hasPrefix("Maximum nesting level reached") {
            message = "invalid YAML: nested too deeply"
        } else if let context, let what = construct(context) {
            if lines.isAtEnd(mark) {
                at = context.mark
                message = "invalid YAML: the file ends inside \(what) that starts here (\(problem))"
            } else {
                message += " (in \(what) that starts at line \(context.mark.line), column \(context.mark.column))"
            }
        }
        if lines.character(at: mark) == "\t" {
            message += " (YAML indents with spaces, not tabs)"
        }
        return SceneError(
            file: file, line: at.line, column: at.column, text: lines.excerpt(at: at),
            message: message)
    }

    /// "while parsing a flow mapping" → "a flow mapping"; nil for contexts that name no
    /// construct ("while scanning for the next token").
    private static func construct(_ context: YamlError.Context) -> String? {
        let words = context.text.split(separator: " ")
        guard words.count > 3, words[0] == "while", words[2] == "a" || words[2] == "an" else { return nil }
        return words.dropFirst(2).joined(separator: " ")
    }

    private static func readerError(
        _ problem: String, offset: Int?, value: Int32, in text: String,
        file: String
    ) -> SceneError {
        // The offending character is usually invisible; show its code.
        let hex = String(value, radix: 16, uppercase: true)
        let shown = value >= 0 ? "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex : ""
        guard let offset, offset >= 0 else {
            return SceneError(file: file, line: nil, text: shown, message: "invalid YAML: \(problem)")
        }
        // libyaml counts characters; find the line and column of the offending one.
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SceneError(
            file: file, line: line, column: column, text: shown,
            message: "invalid YAML: \(problem)")
    }
}

/// The lines of a YAML text, for locating libyaml's marks (1-based lines and columns).
struct YAMLLines {
    let lines: [[Character]]

    init(text: String) {
        // "\r\n" is one Character in Swift, so split on any newline, not on "\n".
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array($0) }
    }

    func character(at mark: Mark) -> Character? {
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let line = lines[mark.line - 1]
        return mark.column >= 1 && mark.column <= line.count ? line[mark.column - 1] : nil
    }

    /// Whether nothing but white space follows the mark.
    func isAtEnd(_ mark: Mark) -> Bool {
        guard mark.line >= 1 else { return false }
        for index in (mark.line - 1)..<max(mark.line - 1, lines.count) {
            let line = lines[index]
            let from = index == mark.line - 1 ? min(max(mark.column - 1, 0), line.count) : 0
            if line[from...].contains(where: { !$0.isWhitespace }) { return false }
        }
        return true
    }

    /// The mark's line, clipped to about 80 characters around the column.
    func excerpt(at mark: Mark) -> String {
        guard mark.line >= 1, mark.line <= lines.count else { return "" }
        let line = lines[mark.line - 1]
        let limit = 80
        guard line.count > limit else { return String(line) }
        let start = max(0, min(mark.column - 1 - limit / 2, line.count - limit))
        let end = min(line.count, start + limit)
        return (start > 0 ? "…" : "") + String(line[start..<end]) + (end < line.count ? "…" : "")
    }
}
