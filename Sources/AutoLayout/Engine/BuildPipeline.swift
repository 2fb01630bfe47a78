import Dispatch

/// Overlaps a large build's two halves: the engine's thread translates the model into solver
/// constraints while a second thread adds the finished chunks to the solver, in order.
///
/// Translating a 10,000-view scene and adding it to the solver take about the same time, so
/// on two cores the build takes little more than the longer of the two. The threads share
/// nothing while the pipeline runs: the consumer touches only the solver, which the
/// translating side leaves alone until `finish()` has waited for the consumer. A
/// chunk the solver rejects (some required constraint cannot hold) is not replayed there,
/// because reporting a conflict reads the engine's labels while they are still being
/// written: it and every later chunk wait, in order, for the engine's own thread. The solver
/// sees the same additions in the same order either way, so results do not depend on the
/// pipeline.
final class BuildPipeline: @unchecked Sendable {
    /// Builds smaller than this stay on one thread: the hand-over would cost more than it
    /// hides.
    static let minimumConstraints = 4096

    private let queue = DispatchQueue(label: "plumb.engine.build")
    private unowned let engine: LayoutEngine
    /// Written only on `queue`, read after `finish()` has drained it.
    @exclusivity(unchecked) private var failed = false
    @exclusivity(unchecked) private var deferred: [BuildChunk] = []

    init(engine: LayoutEngine) {
        self.engine = engine
    }

    /// Queues a chunk for the solver thread.
    func submit(_ chunk: BuildChunk) {
        queue.async { [self] in
            if failed || !engine.addToSolver(chunk) {
                failed = true
                deferred.append(chunk)
            }
        }
    }

    /// Waits for the solver thread; returns the chunks it left, in order.
    func finish() -> [BuildChunk] {
        queue.sync {}
        return deferred
    }
}
