/// One of `count` deterministic parts of a list of variants, for splitting the matrix across
/// CI jobs. Variants are dealt round-robin in matrix order, so every shard gets a similar mix
/// of recipes and devices (and so a similar run time), and the shards together cover each
/// variant exactly once.
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

    /// The elements of this shard, in their original order.
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
