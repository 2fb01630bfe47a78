import AutoLayout
import Foundation

/// What changed between two lists of constraints (the `constraints` strategy's text, or the
/// members of a frames reference's conflicting sets): those only the actual layout has
/// (added), those only the reference has (removed), and pairs whose texts differ only in
/// their numbers — constant, multiplier, priority — (changed: `Red View.Width = 400` →
/// `Red View.Width = 380`), each constraint in one entry at most.
///
/// The lists are multisets: a constraint written twice and now once is one removed. Order
/// does not count (a reordered scene changes nothing here; the engine's activation order shows
/// in the frames when it matters); the results keep the reference's order, then the actual's.
public struct ConstraintDiff: Equatable, Sendable {
    public struct Change: Equatable, Sendable {
        public let from: String
        public let to: String
    }

    public let added: [String]
    public let removed: [String]
    public let changed: [Change]

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    public init(expected: [String], actual: [String]) {
        var removed = Self.subtracting(actual, from: expected)
        var added = Self.subtracting(expected, from: actual)
        var changed: [Change] = []
        var index = 0
        while index < removed.count {
            let shape = Self.shape(removed[index])
            if let match = added.firstIndex(where: { Self.shape($0) == shape }) {
                changed.append(Change(from: removed[index], to: added[match]))
                added.remove(at: match)
                removed.remove(at: index)
            } else {
                index += 1
            }
        }
        self.added = added
        self.removed = removed
        self.changed = changed
    }

    /// One line per entry, as a failure lists what changed: removed, changed, then added.
    public var lines: [String] {
        removed.map { "removed: \($0)" } + changed.map { "changed: \($0.from) → \($0.to)" }
            + added.map { "added: \($0)" }
    }

    /// `list` without one occurrence of each of `other`'s items, in `list`'s order.
    static func subtracting(_ other: [String], from list: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for text in other { counts[text, default: 0] += 1 }
        var result: [String] = []
        for text in list {
            if let count = counts[text], count > 0 {
                counts[text] = count - 1
            } else {
                result.append(text)
            }
        }
        return result
    }

    /// A constraint's text without its numbers and the words that go with them (`+`, `-`,
    /// a multiplier's `x`, `(Priority`): what stays when only a constant, multiplier or
    /// priority changes, including to the values the text leaves out (`+ 0`, `1.0 x`,
    /// priority 1000).
    static func shape(_ text: String) -> String {
        let tokens = text.split(separator: " ").map(String.init)
        func isNumber(_ index: Int) -> Bool {
            tokens.indices.contains(index)
                && Double(tokens[index].trimmingCharacters(in: CharacterSet(charactersIn: "()"))) != nil
        }
        var kept: [String] = []
        for (index, token) in tokens.enumerated() {
            if isNumber(index) { continue }
            if ["+", "-", "(Priority"].contains(token), isNumber(index + 1) { continue }
            if token == "x", isNumber(index - 1) { continue }
            kept.append(token)
        }
        return kept.joined(separator: " ")
    }
}

extension ConstraintDiff {
    /// The `constraints` strategy's text: every constraint of the layout, in force or broken,
    /// as the engine words it (`LayoutEngine.constraintStatuses()`), one a line, sorted by
    /// their UTF-8 bytes so that the file does not depend on the order they were written in.
    public static func text(_ statuses: [ConstraintStatus]) -> String {
        let lines = statuses.map(\.description).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The constraints of a `constraints` text, one a line.
    public static func constraints(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }
}
