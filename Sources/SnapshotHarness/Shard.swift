/// One of `count` deterministic parts of a list of variants, for splitting a suite across CI
/// jobs (the CI's job matrix is the distributed engine; `plumb snapshot merge` puts the
/// results together). Variants are dealt by their estimated cost, most costly first, each to
/// the shard with the least so far (ties to the lower shard), so shards take similar time
/// even when one scene or device is much heavier than the rest; the shards together cover
/// each variant exactly once, and every machine deals the same way.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public static let whole = Shard(uncheckedIndex: 1, count: 1)

    public init(index: Int, count: Int) throws(SnapshotError) {
        guard count >= 1, index >= 1, index <= count else { throw .invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    private init(uncheckedIndex: Int, count: Int) {
        self.index = uncheckedIndex
        self.count = count
    }

    /// `i/n`, as given to `--shard`.
    public init(parsing text: String) throws(SnapshotError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
            let count = Int(parts[1].trimmingCharacters(in: .whitespaces))
        else { throw .invalidShard(text) }
        guard count >= 1, index >= 1, index <= count else { throw .invalidShard(text) }
        self.index = index
        self.count = count
    }

    /// The elements of this shard, in their original order, each with its position in
    /// `items`.
    public func deal<T>(_ items: [T], cost: (T) -> Double) -> [(position: Int, item: T)] {
        guard count > 1 else { return items.enumerated().map { ($0.offset, $0.element) } }
        let costs = items.map(cost)
        let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var loads = Array(repeating: 0.0, count: count)
        var mine: [Int] = []
        for position in order {
            var lightest = 0
            for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
            loads[lightest] += costs[position]
            if lightest == index - 1 { mine.append(position) }
        }
        return mine.sorted().map { ($0, items[$0]) }
    }

    /// The variants of this shard, in suite order, with their positions in `variants`.
    public func deal(_ variants: [SnapshotVariant]) -> [(position: Int, item: SnapshotVariant)] {
        deal(variants, cost: \.estimatedCost)
    }

    public var description: String { "\(index)/\(count)" }
}
