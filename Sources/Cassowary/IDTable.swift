/// A hash table keyed by the dense integer ids that variables, constraints, views and guides
/// take from their counters, for the lookups on every constraint's path (variable → symbol,
/// constraint → record, item → variables).
///
/// Ids, never addresses: an address is reused the moment its object dies, an id never is.
/// `Dictionary` hashes with seeded SipHash, about a hundred instructions per lookup; building
/// a 10,000-view engine makes half a million of them (callgrind: an eighth of the solve
/// phase). An id needs no such mixing: consecutive ids take consecutive slots (the higher
/// bits folded in), so a build that meets things in the order it made them reads the table
/// as it would an array, and open addressing with linear probing keeps a lookup to one or
/// two neighbouring slots. Removal shifts the probe run back instead of
/// leaving tombstones, so a table that churns never slows down.
///
/// Value semantics: the slots are one array, copied on write like any other.
public struct IDTable<Value> {
    @usableFromInline
    struct Slot {
        /// The id; 0 marks an empty slot (counters start at 1).
        @usableFromInline var key: UInt
        @usableFromInline var value: Value?

        @inlinable
        init(key: UInt, value: Value?) {
            self.key = key
            self.value = value
        }
    }

    @usableFromInline var slots: [Slot] = []
    /// log₂ of the capacity, and the capacity − 1 (0 while there are no slots).
    @usableFromInline var width: UInt = 0
    @usableFromInline var mask = 0
    @usableFromInline var storedCount = 0

    @inlinable
    public var count: Int { storedCount }

    @inlinable
    public init() {}

    @inlinable
    public var isEmpty: Bool { storedCount == 0 }

    @inlinable
    public subscript(key: Int) -> Value? {
        @inline(__always) get {
            guard storedCount > 0 else { return nil }
            let bits = UInt(bitPattern: key)
            return slots.withUnsafeBufferPointer { slots in
                var index = home(of: bits)
                while true {
                    let found = slots[index].key
                    if found == bits { return slots[index].value }
                    if found == 0 { return nil }
                    index = (index + 1) & mask
                }
            }
        }
        set {
            if let newValue { insert(newValue, for: UInt(bitPattern: key)) } else { remove(UInt(bitPattern: key)) }
        }
    }

    /// Adds `value` for `key` unless the key has one already; whether it did. One probe
    /// for callers that would otherwise look the key up and then insert it.
    @inlinable
    public mutating func insertIfAbsent(_ value: Value, for key: Int) -> Bool {
        insert(value, for: UInt(bitPattern: key), replacing: false)
    }

    /// Removes the entry for `key` and returns its value (nil if there was none).
    @inlinable
    @discardableResult
    public mutating func removeValue(forKey key: Int) -> Value? {
        remove(UInt(bitPattern: key))
    }

    /// Room for `minimumCount` entries without growing.
    @inlinable
    public mutating func reserveCapacity(_ minimumCount: Int) {
        var capacity = max(slots.count, 16)
        while minimumCount * 4 > capacity * 3 { capacity *= 2 }
        if capacity != slots.count { rehash(capacity: capacity) }
    }

    /// Calls `body` with every entry, in slot order: callers must not let that order decide
    /// anything a user sees.
    @inlinable
    public func forEach(_ body: (Int, Value) -> Void) {
        for slot in slots where slot.key != 0 {
            if let value = slot.value { body(Int(bitPattern: slot.key), value) }
        }
    }

    @inlinable
    public mutating func removeAll() {
        slots = []
        width = 0
        mask = 0
        storedCount = 0
    }

    // MARK: - Slots

    @inlinable @inline(__always)
    func home(of bits: UInt) -> Int {
        // Consecutive ids go to neighbouring slots: a build meets its variables and
        // constraints in about the order they were made, so lookups walk the table instead of
        // missing the cache at every step. The bits above the table's size are folded in, so
        // ids a multiple of the capacity apart do not pile onto one slot.
        Int(truncatingIfNeeded: bits ^ (bits >> width) ^ (bits >> (2 * width))) & mask
    }

    /// Stores `value` for `bits`; an existing entry is overwritten only when `replacing`.
    /// Whether the key was new.
    @inlinable @discardableResult
    mutating func insert(_ value: Value, for bits: UInt, replacing: Bool = true) -> Bool {
        if (storedCount + 1) * 4 > slots.count * 3 { rehash(capacity: max(16, slots.count * 2)) }
        let start = home(of: bits)
        let mask = self.mask
        let added = slots.withUnsafeMutableBufferPointer { slots -> Bool in
            var index = start
            while true {
                let found = slots[index].key
                if found == bits {
                    if replacing { slots[index].value = value }
                    return false
                }
                if found == 0 {
                    slots[index] = Slot(key: bits, value: value)
                    return true
                }
                index = (index + 1) & mask
            }
        }
        if added { storedCount += 1 }
        return added
    }

    /// Removes the entry for `bits`, returning its value.
    @inlinable
    @discardableResult
    mutating func remove(_ bits: UInt) -> Value? {
        guard storedCount > 0 else { return nil }
        var hole = home(of: bits)
        while slots[hole].key != bits {
            if slots[hole].key == 0 { return nil }
            hole = (hole + 1) & mask
        }
        let removed = slots[hole].value
        // Backward shift: walk the run after the hole and move back every entry whose home
        // lies at or before the hole, so no lookup ever stops early at a gap.
        var next = hole
        while true {
            next = (next + 1) & mask
            let key = slots[next].key
            if key == 0 { break }
            let distanceFromHome = (next - home(of: key)) & mask
            if distanceFromHome >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
        }
        slots[hole] = Slot(key: 0, value: nil)
        storedCount -= 1
        return removed
    }

    @inlinable
    mutating func rehash(capacity: Int) {
        let old = slots
        slots = Array(repeating: Slot(key: 0, value: nil), count: capacity)
        width = UInt(capacity.trailingZeroBitCount)
        mask = capacity - 1
        storedCount = 0
        for slot in old where slot.key != 0 {
            if let value = slot.value { insert(value, for: slot.key) }
        }
    }
}

extension IDTable: Sendable where Value: Sendable {}
extension IDTable.Slot: Sendable where Value: Sendable {}
