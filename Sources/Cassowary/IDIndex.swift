/// Symbols and sequence numbers by id: the solver's map for the ids of the variables and
/// constraints it holds, which it meets in about the order they were made.
///
/// Most ids fall in one window of consecutive ids, kept as a plain array of four bytes an id
/// and read without hashing or probing: adding a 10,000-view layout touches a few thousand
/// cache lines for it, where a table of 16-byte slots touches tens of thousands (callgrind
/// counted the slot misses among the largest new costs of the build). Ids outside the
/// window — older than it, or far beyond what it holds, as a tree that keeps adding views
/// for hours makes — go to an `IDTable`, so nothing depends on ids being dense; it is only
/// faster when they are.
///
/// Invariant: an id inside the window is stored in the window, never in the overflow table.
/// Values are non-negative (symbols and sequence numbers); −1 marks an empty window slot.
public struct IDIndex: Sendable {
    @usableFromInline var base = 0
    @usableFromInline var window: [Int32] = []
    @usableFromInline var windowCount = 0
    @usableFromInline var overflow = IDTable<Int32>()
    /// The most entries a caller has said to expect (`reserveCapacity`): the window may be
    /// sized for them before they arrive, so the ids of a large build that run ahead of the
    /// others do not pass through the overflow table first.
    @usableFromInline var expected = 0

    @inlinable
    public init() {}

    @inlinable
    public var count: Int { windowCount + overflow.count }

    @inlinable
    public subscript(key: Int) -> Int32? {
        @inline(__always) get {
            let offset = key &- base
            if offset >= 0 && offset < window.count {
                let value = window[offset]
                return value >= 0 ? value : nil
            }
            return overflow[key]
        }
        set {
            if let newValue {
                insert(newValue, for: key, replacing: true)
            } else {
                remove(key)
            }
        }
    }

    /// Adds `value` for `key` unless the key has one already; whether it did.
    @inlinable
    public mutating func insertIfAbsent(_ value: Int32, for key: Int) -> Bool {
        insert(value, for: key, replacing: false)
    }

    /// Room for a window of `minimumCount` ids without reallocating, and a window allowed
    /// to be as sparse for that many entries as for the ones held.
    @inlinable
    public mutating func reserveCapacity(_ minimumCount: Int) {
        window.reserveCapacity(minimumCount)
        expected = max(expected, minimumCount)
    }

    /// Stores `value` for `key`; an existing entry is overwritten only when `replacing`.
    /// Whether the key was new. Inside the window this is two loads and a store.
    @inlinable @inline(__always) @discardableResult
    mutating func insert(_ value: Int32, for key: Int, replacing: Bool) -> Bool {
        let offset = key &- base
        guard offset >= 0 && offset < window.count else {
            return insertOutsideWindow(value, for: key, replacing: replacing)
        }
        if window[offset] >= 0 {
            if replacing { window[offset] = value }
            return false
        }
        window[offset] = value
        windowCount += 1
        return true
    }

    @usableFromInline @inline(never)
    mutating func insertOutsideWindow(_ value: Int32, for key: Int, replacing: Bool) -> Bool {
        precondition(value >= 0, "IDIndex holds non-negative values")
        guard widen(toCover: key) else {
            if replacing {
                let isNew = overflow[key] == nil
                overflow[key] = value
                return isNew
            }
            return overflow.insertIfAbsent(value, for: key)
        }
        return insert(value, for: key, replacing: replacing)
    }

    @inlinable
    mutating func remove(_ key: Int) {
        let offset = key &- base
        if offset >= 0 && offset < window.count {
            if window[offset] >= 0 {
                window[offset] = -1
                windowCount -= 1
            }
        } else {
            overflow.removeValue(forKey: key)
        }
    }

    /// Widens the window upwards to take `key`, when that keeps it dense enough (at most
    /// four slots per entry held or expected, plus a start of 1,024); whether it did. The
    /// window never moves down: ids older than its start are rare (the variables made before
    /// a build's first).
    @usableFromInline
    mutating func widen(toCover key: Int) -> Bool {
        if window.isEmpty { base = key }
        let needed = key &- base + 1
        let limit = 4 * max(count, expected) + 1024
        guard needed > window.count, needed <= limit else { return false }
        // Geometric steps from 64, so the overflow table is searched for newly covered ids a
        // logarithmic number of times, and a small solver does not grow its window one by one.
        let newCount = max(needed, min(window.isEmpty ? 64 : 2 * window.count, limit))
        let oldEnd = base + window.count
        window.append(contentsOf: repeatElement(-1, count: newCount - window.count))
        if !overflow.isEmpty {
            var moved: [(key: Int, value: Int32)] = []
            overflow.forEach { id, value in
                if id >= oldEnd && id < base + newCount { moved.append((id, value)) }
            }
            for entry in moved {
                overflow.removeValue(forKey: entry.key)
                window[entry.key - base] = entry.value
                windowCount += 1
            }
        }
        return true
    }
}
