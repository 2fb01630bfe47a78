import Foundation

/// The lines of one source file the inspector shows when a constraint's "where it was
/// written" is clicked: two lines either side of each constraint's line, read when the page
/// is written, so the page needs nothing but itself (docs/debugging.md, "Source excerpts").
public struct SourceExcerpt: Sendable, Equatable {
    /// A run of consecutive lines, `first` being the first one's number (1-based).
    public struct Run: Sendable, Equatable {
        public var first: Int
        public var lines: [String]
    }

    /// Lines either side of a constraint's own.
    public static let context = 2

    /// The file as the page names it (what `where` starts with).
    public var file: String
    /// False when the file could not be read when the page was written: the page says so.
    public var found: Bool
    /// In line order, never touching or overlapping.
    public var runs: [Run]

    /// The lines of `text` around each of `lines` (1-based), merged into runs; a line number
    /// past the end of the text keeps what exists of its surroundings.
    public init(file: String, text: String?, lines: [Int]) {
        self.file = file
        guard let text else {
            found = false
            runs = []
            return
        }
        found = true
        // "\r\n" is one Character in Swift: split on it too, or a Windows file is one line.
        var all = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        // A file's last newline ends its last line; it does not start an empty one.
        if all.last == "" { all.removeLast() }
        runs = Self.runs(around: lines, in: all)
    }

    /// Reads `path` (nil text when it cannot be read).
    public init(file: String, path: String, lines: [Int]) {
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        self.init(file: file, text: text, lines: lines)
    }

    static func runs(around lines: [Int], in all: [String]) -> [Run] {
        var wanted = Set<Int>()
        for line in lines where line >= 1 {
            let low = max(1, line - context), high = min(all.count, line + context)
            if low <= high { wanted.formUnion(low...high) }
        }
        var runs: [Run] = []
        for number in wanted.sorted() {
            let text = all[number - 1]
            if let last = runs.last, last.first + last.lines.count == number {
                runs[runs.count - 1].lines.append(text)
            } else {
                runs.append(Run(first: number, lines: [text]))
            }
        }
        return runs
    }

    /// Several variants' excerpts of the same files as one list: files in first-seen order,
    /// each file's runs the union of its lines.
    static func merged(_ excerpts: [SourceExcerpt]) -> [SourceExcerpt] {
        var order: [String] = []
        var byFile: [String: SourceExcerpt] = [:]
        for excerpt in excerpts {
            guard var known = byFile[excerpt.file] else {
                order.append(excerpt.file)
                byFile[excerpt.file] = excerpt
                continue
            }
            known.found = known.found && excerpt.found
            var lines: [Int: String] = [:]
            for run in known.runs + excerpt.runs {
                for (offset, text) in run.lines.enumerated() { lines[run.first + offset] = text }
            }
            known.runs = []
            for number in lines.keys.sorted() {
                if let last = known.runs.last, last.first + last.lines.count == number {
                    known.runs[known.runs.count - 1].lines.append(lines[number] ?? "")
                } else {
                    known.runs.append(Run(first: number, lines: [lines[number] ?? ""]))
                }
            }
            byFile[excerpt.file] = known
        }
        return order.compactMap { byFile[$0] }
    }

    var json: JSONValue {
        .object([
            ("file", .string(file)), ("found", .bool(found)),
            (
                "runs",
                .array(
                    runs.map {
                        .object([
                            ("first", .number(Double($0.first))), ("lines", .array($0.lines.map(JSONValue.string))),
                        ])
                    })
            ),
        ])
    }
}
