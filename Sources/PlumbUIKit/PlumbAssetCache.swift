import Foundation

/// Assets already read, found or not, by key, behind a lock of their own. The lock is not
/// held while reading, so two threads may read the same asset once each; both get the same
/// answer.
final class PlumbAssetCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Value?] = [:]

    /// The cached answer for `key`, or `read()`'s, kept.
    func value(for key: String, read: () -> Value?) -> Value? {
        lock.lock()
        let hit = entries[key]
        lock.unlock()
        if let hit { return hit }
        let value = read()
        lock.lock()
        entries[key] = .some(value)
        lock.unlock()
        return value
    }

    func removeAll() {
        lock.lock()
        entries = [:]
        lock.unlock()
    }
}
