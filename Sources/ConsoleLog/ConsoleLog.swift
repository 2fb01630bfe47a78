import Foundation
import SceneModel

/// One "Unable to simultaneously satisfy constraints" report from a paste: its list and the
/// constraint UIKit broke.
public struct ConsoleLog: Sendable {
    /// The header's line, when the paste has one (a bare list has none).
    public var headerLine: Int?
    public var entries: [LogEntry] = []
    /// The entry after "Will attempt to recover by breaking constraint".
    public var broken: LogEntry?

    /// The listed entry UIKit broke (the footer repeats it by address).
    public var brokenIndex: Int? {
        guard let broken else { return nil }
        return entries.firstIndex { $0.address == broken.address && $0.className == broken.className }
    }

    /// Reads every log in a paste, in order. Forgiving where a paste is damaged: timestamps,
    /// `> ` quoting, markdown escapes (`\<`), re-indentation, lists in parentheses, brackets,
    /// braces or none, entries quoted or not, a paste that starts inside a previous log, a
    /// closing `>` cut off. An empty result means no log was found.
    public static func parse(_ text: String) -> [ConsoleLog] {
        var logs: [ConsoleLog] = []
        var current: ConsoleLog?
        var expectingBroken = false
        func close() {
            if let log = current, !log.entries.isEmpty || log.broken != nil { logs.append(log) }
            current = nil
        }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let cleaned = clean(rawLine)
            if cleaned.contains("Unable to simultaneously satisfy constraints") {
                close()
                current = ConsoleLog(headerLine: line)
                expectingBroken = false
                continue
            }
            if let range = cleaned.range(of: "Will attempt to recover by breaking constraint") {
                if current == nil { current = ConsoleLog() }
                let after = cleaned[range.upperBound...]
                if let entry = entryText(after) {
                    current?.broken = LogEntryParser.parse(entry, line: line)
                    close()
                } else {
                    expectingBroken = true
                }
                continue
            }
            guard let entry = entryText(Substring(cleaned)) else { continue }
            let parsed = LogEntryParser.parse(entry, line: line)
            if expectingBroken {
                current?.broken = parsed
                expectingBroken = false
                close()
                continue
            }
            if current == nil { current = ConsoleLog() }
            current?.entries.append(parsed)
        }
        close()
        return logs
    }

    /// A line without what pastes add around UIKit's text: `> ` quotes, markdown escapes,
    /// leading indentation.
    static func clean(_ line: Substring) -> String {
        var text = String(line)
        if text.hasSuffix("\r") { text.removeLast() }
        text = text.replacingOccurrences(of: "\\<", with: "<").replacingOccurrences(of: "\\>", with: ">")
            .replacingOccurrences(of: "\\_", with: "_").replacingOccurrences(of: "\\*", with: "*")
        var trimmed = Substring(text)
        while let first = trimmed.first, first == " " || first == "\t" || first == ">" {
            // A quote marker is `>` followed by a space or the end, never a constraint's `>=`.
            if first == ">" && trimmed.dropFirst().first.map({ $0 != " " && $0 != "\t" }) == true { break }
            trimmed = trimmed.dropFirst()
        }
        return String(trimmed)
    }

    /// The entry on a line: from `<` before a constraint class to the last `>` (the whole
    /// rest when a paste cut it off); nil when the line holds none.
    static func entryText(_ line: Substring) -> String? {
        guard let open = line.firstIndex(of: "<") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let className = rest[..<colon]
        guard className.hasSuffix("Constraint") || className.hasSuffix("LayoutConstraint"),
            !className.contains(" ")
        else { return nil }
        var end = rest.endIndex
        var trailing = rest
        // Trailing `",` / `>` / quotes after the entry.
        while let last = trailing.last, last == "," || last == "\"" || last == " " || last == "\t" {
            trailing = trailing.dropLast()
        }
        if trailing.last == ">" { end = trailing.index(before: trailing.endIndex) } else { end = trailing.endIndex }
        return String(rest[..<end])
    }
}
