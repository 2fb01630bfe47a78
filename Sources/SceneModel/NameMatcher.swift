import AutoLayout

/// Case-insensitive name lookup with "did you mean" suggestions (edit distance), so the
/// guide's own typos (`Name label.Baseline`) resolve and near misses (`Botton`) get a hint.
///
/// Adding and looking up are `@inlinable`: the readers that call them per line live in other
/// modules, where an opaque generic call made loading a 10,000-view scene 8 % slower.
public struct NameMatcher<Value> {
    /// In insertion order, for suggestions; the index answers lookups (first entry wins).
    @usableFromInline var entries: [(key: String, display: String, value: Value)] = []
    @usableFromInline var index: [String: Int] = [:]
    /// Names exactly as added, for entries that are the first of their folded name: most
    /// lookups spell a name as it was declared and need no folding.
    @usableFromInline var exact: [String: Int] = [:]
    /// Whether spaces are ignored (attribute names) or kept (view names).
    public let ignoresSpaces: Bool

    public init(ignoresSpaces: Bool) { self.ignoresSpaces = ignoresSpaces }

    @inlinable
    public func normalized(_ name: String) -> String {
        // ASCII names (nearly all) are folded byte by byte: `lowercased()` and `filter` on
        // Characters dominated resolving a 40,000-line scene.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count)
            for byte in name.utf8 where !(ignoresSpaces && byte == 0x20) {
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
            return String(decoding: bytes, as: UTF8.self).trimmingSpaces
        }
        let lower = name.lowercased().trimmingSpaces
        return ignoresSpaces ? lower.filter { $0 != " " } : lower
    }

    @inlinable
    public mutating func add(_ display: String, _ value: Value) {
        let key = normalized(display)
        if index[key] == nil {
            index[key] = entries.count
            exact[display] = entries.count
        }
        entries.append((key, display, value))
    }

    @inlinable
    public func contains(_ name: String) -> Bool { lookup(name) != nil }

    @inlinable
    public func lookup(_ name: String) -> Value? {
        if let position = exact[name] { return entries[position].value }
        return index[normalized(name)].map { entries[$0].value }
    }

    /// Names longer than this get no suggestion: a typo hint means nothing for them, and
    /// the edit distance of two such names costs the product of their lengths (two
    /// 100,000-character names took 20 s).
    public static var longestSuggestedName: Int { 256 }

    /// The closest known name, when it is close enough to be a typo.
    public func suggestion(for name: String) -> String? {
        let key = Array(normalized(name))
        guard key.count <= Self.longestSuggestedName else { return nil }
        let limit = max(2, key.count / 3)
        var best: (distance: Int, display: String)?
        for entry in entries {
            // A length difference alone beyond the limit rules a name out unmeasured.
            let length = entry.key.count
            guard length <= Self.longestSuggestedName, abs(length - key.count) <= limit else { continue }
            let distance = editDistance(key, Array(entry.key))
            if let current = best, current.distance <= distance { continue }
            best = (distance, entry.display)
        }
        guard let best, best.distance <= limit else { return nil }
        return best.display
    }
}

/// Levenshtein distance between two character arrays.
package func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
