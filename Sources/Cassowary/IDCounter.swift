import Synchronization

/// A process-wide source of dense ids (from 1), on a cache line of its own.
///
/// A large build makes its variables and constraints on one thread while another adds them
/// to the solver. A counter among a module's other globals shares its cache line with
/// whatever the linker put beside it (type metadata caches, other lazily initialised
/// globals), which the solver's thread may read; every id taken would pull that line away
/// from it. On the heap, padded on both sides, the counter's line holds nothing else.
public final class IDCounter: Sendable {
    private let leading: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    private let value = Atomic<Int>(0)
    private let trailing: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

    public init() {}

    /// The next id: 1 for the first call.
    @inline(__always)
    public func next() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}
