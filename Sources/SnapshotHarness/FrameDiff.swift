import AutoLayout
import Foundation

/// What moved between two text snapshots (`Layout.dump`): for each view present in both, the
/// frame values that changed (`Red View: x 16 → 24, width 185 → 177`); views that appeared or
/// disappeared; and any other line (environment, conflicts, ambiguity) that differs.
public struct FrameDiff: Equatable, Sendable, CustomStringConvertible {
    /// One line per change, in the expected snapshot's order, then additions.
    public let lines: [String]

    public var isEmpty: Bool { lines.isEmpty }
    public var description: String { lines.joined(separator: "\n") }

    /// A view line of a dump: `|   ` per level of depth, the name, then `(x, y, width, height)`.
    struct Entry {
        /// The names from the root down to this view, with `#n` for the n-th sibling of the same name.
        let key: String
        let name: String
        let values: [String]
    }

    /// A diff already worked out (read back from a run's results).
    public init(lines: [String]) {
        self.lines = lines
    }

    public init(expected: String, actual: String) {
        let old = Self.parse(expected), new = Self.parse(actual)
        var lines: [String] = []
        if old.header != new.header {
            lines.append("environment: \(old.header ?? "none") → \(new.header ?? "none")")
        }
        // Names alone when they are unique in both dumps: that is how people think of views.
        let oldNames = old.entries.map(\.name), newNames = new.entries.map(\.name)
        func label(_ entry: Entry) -> String {
            let unique =
                oldNames.filter { $0 == entry.name }.count <= 1 && newNames.filter { $0 == entry.name }.count <= 1
            return unique ? entry.name : entry.key
        }

        let newByKey = Dictionary(new.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.entries.map(\.key))
        for entry in old.entries {
            guard let other = newByKey[entry.key] else {
                lines.append("\(label(entry)): removed (was \(Self.frame(entry.values)))")
                continue
            }
            let changes = zip(Self.attributes, zip(entry.values, other.values)).compactMap { name, pair in
                Self.same(pair.0, pair.1) ? nil : "\(name) \(pair.0) → \(pair.1)"
            }
            if !changes.isEmpty { lines.append("\(label(entry)): \(changes.joined(separator: ", "))") }
        }
        for entry in new.entries where !oldKeys.contains(entry.key) {
            lines.append("\(label(entry)): added at \(Self.frame(entry.values))")
        }
        // Diagnostics: lines only one side has, in order.
        for line in old.other where !new.other.contains(line) { lines.append("no longer: \(line)") }
        for line in new.other where !old.other.contains(line) { lines.append("now: \(line)") }
        self.lines = lines
    }

    static let attributes = ["x", "y", "width", "height"]

    static func frame(_ values: [String]) -> String { "(\(values.joined(separator: ", ")))" }

    /// Numerically equal values count as the same (`16` and `16.0`).
    static func same(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        guard let x = Double(a), let y = Double(b) else { return false }
        return x == y
    }

    struct Parsed {
        var header: String?
        var entries: [Entry] = []
        var other: [String] = []
    }

    static func parse(_ dump: String) -> Parsed {
        var parsed = Parsed()
        var path: [String] = []
        // Per parent key, how many children of each name were seen so far.
        var seen: [String: [String: Int]] = [:]
        for (number, raw) in dump.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.isEmpty { continue }
            if number == 0 {
                parsed.header = line
                continue
            }
            var depth = 0
            var rest = Substring(line)
            while rest.hasPrefix("|   ") {
                depth += 1
                rest = rest.dropFirst(4)
            }
            guard let (name, values) = splitEntry(rest), depth <= path.count,
                !(depth == 0 && (rest.hasPrefix("conflict: ") || rest.hasPrefix("ambiguous: ") || rest.hasPrefix(" ")))
            else {
                parsed.other.append(line)
                continue
            }
            path.removeSubrange(depth...)
            let parent = path.joined(separator: " › ")
            let count = (seen[parent]?[name] ?? 0) + 1
            seen[parent, default: [:]][name] = count
            let component = count == 1 ? name : "\(name) #\(count)"
            path.append(component)
            parsed.entries.append(Entry(key: path.joined(separator: " › "), name: name, values: values))
        }
        return parsed
    }

    /// `Name (a, b, c, d)` → the name and the four values; nil for any other line.
    static func splitEntry(_ text: Substring) -> (String, [String])? {
        guard text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) else { return nil }
        let inner = text[open.upperBound..<text.index(before: text.endIndex)]
        let values = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard values.count == 4, values.allSatisfy({ Double($0) != nil }) else { return nil }
        return (String(text[..<open.lowerBound]), values)
    }
}

extension FrameDiff {
    /// One view of a text snapshot: its key (the names from the root down, `#n` for the n-th
    /// sibling of a name), its name and its frame in root coordinates.
    public struct View: Equatable, Sendable {
        public let key: String
        public let name: String
        public let frame: Rect
    }

    /// The views of a text snapshot (`Layout.dump`), in its order: what the inspector of a
    /// failing variant draws as the expected layout.
    public static func views(in dump: String) -> [View] {
        parse(dump).entries.compactMap { entry in
            let numbers = entry.values.compactMap(Double.init)
            guard numbers.count == 4 else { return nil }
            return View(
                key: entry.key, name: entry.name,
                frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
    }

    /// The constraints a text snapshot records: only those of its conflicting sets (a dump
    /// keeps frames, and a conflict's members under `conflict: broke …`), each broken one
    /// marked. Empty when the layout had no conflict.
    public static func conflictConstraints(in dump: String) -> [(text: String, broken: Bool)] {
        var result: [(text: String, broken: Bool)] = []
        var broken: String?
        for line in parse(dump).other {
            if line.hasPrefix("conflict: broke ") {
                broken = String(line.dropFirst("conflict: broke ".count))
            } else if line.hasPrefix("    "), let current = broken {
                let text = String(line.dropFirst(4))
                result.append((text, text == current))
            } else {
                broken = nil
            }
        }
        return result
    }

    /// A view whose frame differs between two text snapshots: its label (the name, or the
    /// path when the name is not unique), and its frame in each (nil where it is absent).
    public struct Move: Equatable, Sendable {
        public let view: String
        public let from: Rect?
        public let to: Rect?
    }

    /// The views whose frames differ, in the expected snapshot's order, then those added.
    public static func moves(expected: String, actual: String) -> [Move] {
        let old = views(in: expected), new = views(in: actual)
        func label(_ view: View) -> String {
            old.filter { $0.name == view.name }.count <= 1 && new.filter { $0.name == view.name }.count <= 1
                ? view.name : view.key
        }
        var moves: [Move] = []
        for view in old {
            let other = new.first { $0.key == view.key }
            if let other, other.frame.description == view.frame.description { continue }
            moves.append(Move(view: label(view), from: view.frame, to: other?.frame))
        }
        for view in new where !old.contains(where: { $0.key == view.key }) {
            moves.append(Move(view: label(view), from: nil, to: view.frame))
        }
        return moves
    }

    /// The moves recorded in a frames artifact (`<stem>-frames.txt`: what moved, then
    /// "expected:" and "actual:" with both text snapshots); none when it has no reference.
    public static func moves(inArtifact text: String) -> [Move] {
        guard let expected = text.range(of: "\nexpected:\n"),
            let actual = text.range(of: "\nactual:\n", range: expected.upperBound..<text.endIndex)
        else { return [] }
        let reference = String(text[expected.upperBound..<actual.lowerBound])
        guard reference != "(no text snapshot)\n" else { return [] }
        return moves(expected: reference, actual: String(text[actual.upperBound...]))
    }
}
