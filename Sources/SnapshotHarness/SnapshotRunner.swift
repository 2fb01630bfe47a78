import Dispatch
import Foundation

/// Records or verifies a list of variants against the references in a directory, in parallel
/// on every core, and on failure leaves artifacts and an HTML report behind.
public struct SnapshotRunner: Sendable {
    public var variants: [SnapshotVariant]
    public var snapshotsDirectory: String
    public var artifactsDirectory: String
    public var tolerance: Tolerance
    /// What is recorded and compared per variant (a suite's `strategies:`).
    public var strategies: [AnySnapshotStrategy]
    /// Whether a variant whose layout has conflicts or ambiguity fails even when its pixels
    /// and frames match the reference.
    public var failsOnLayoutProblems: Bool
    /// Called after each variant with (done, total), from any thread, one call at a time.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Each variant's place in the whole suite when this runs a shard of it (nil: the
    /// variants are the whole suite), so merged results come back in suite order.
    public var positions: [Int]?
    /// Given each variant's layout as it is made (nil: nobody else reads them).
    public var observer: (any SnapshotLayoutObserver)?
    /// Writes an inspector page for each failing variant (`<stem>-inspect.html`, linked from
    /// the report) when set: `plumb snapshot verify --inspect`.
    public var inspector: SnapshotInspector?

    public static let defaultArtifactsDirectory = ".build/snapshot-artifacts"

    public init(
        variants: [SnapshotVariant] = SnapshotMatrix.variants(), snapshotsDirectory: String = "Snapshots",
        artifactsDirectory: String = SnapshotRunner.defaultArtifactsDirectory, tolerance: Tolerance = .exact,
        failsOnLayoutProblems: Bool = false, strategies: [AnySnapshotStrategy] = SnapshotStrategies.standard,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.strategies = strategies
        self.variants = variants
        self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory = artifactsDirectory
        self.tolerance = tolerance
        self.failsOnLayoutProblems = failsOnLayoutProblems
        self.progress = progress
    }

    /// Verifies every variant; never writes a reference.
    public func verify() throws(SnapshotError) -> SnapshotSummary {
        try record(mode: .never)
    }

    /// Records per `mode` (see `RecordMode`); `.never` is `verify()`. Throws only when the
    /// report cannot be written; each variant's own trouble is in the summary.
    public func record(mode: RecordMode) throws(SnapshotError) -> SnapshotSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let outcomes = Outcomes(count: variants.count)
        let tolerance = self.tolerance, strategies = self.strategies
        let variants = self.variants, snapshots = snapshotsDirectory, artifacts = artifactsDirectory
        let progress = self.progress, strict = failsOnLayoutProblems, observer = self.observer
        let inspector = self.inspector
        // One job per variant, each with its own renderer (renderers keep scratch buffers);
        // nothing else is shared but the text engine's glyph cache, which is locked.
        DispatchQueue.concurrentPerform(iterations: variants.count) { index in
            let variantStart = clock.now
            let variant = variants[index]
            let check = SnapshotCheck(
                name: variant.description,
                reference: SnapshotFiles.join(variant.snapshotsDirectory ?? snapshots, variant.stem),
                stem: variant.stem, artifactsDirectory: artifacts,
                strategies: strategies, tolerance: variant.tolerance ?? tolerance,
                failsOnLayoutProblems: strict, variant: variant, inspector: inspector)
            let outcome: SnapshotOutcome
            do throws(SnapshotError) {
                let (scene, subject) = try VariantRendering.read(variant)
                observer?.observe(variantAt: index, scene: scene, layout: subject.layout, drawing: subject.drawing)
                outcome = check.run(subject, mode: mode)
            } catch {
                outcome = .error(error)
            }
            let done = outcomes.set(index, outcome, seconds: Self.seconds(clock.now - variantStart))
            progress?(done, variants.count)
        }
        let timings = outcomes.seconds
        let entries = zip(variants, outcomes.values).enumerated().map { index, pair in
            SnapshotSummary.Entry(variant: pair.0, outcome: pair.1, seconds: timings[index])
        }
        let seconds = Self.seconds(clock.now - start)
        // The results as data beside the artifacts, every run: `plumb snapshot merge` makes
        // the report and the JUnit file of several shards from them.
        var summary = SnapshotSummary(mode: mode, entries: entries, seconds: seconds, report: nil)
        let results = SnapshotResults(summary, tolerance: tolerance, positions: positions)
        try SnapshotFiles.writeText(results.json(), to: SnapshotFiles.join(artifacts, SnapshotResults.fileName))
        summary.report = try SnapshotReport.write(results, in: artifacts)
        summary.results = results
        return summary
    }
}

extension SnapshotRunner {
    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// The jobs' outcomes and how long each took, filled from many threads.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [SnapshotOutcome]
    private var durations: [Double]
    private var done = 0

    init(count: Int) {
        storage = Array(repeating: .matched, count: count)
        durations = Array(repeating: 0, count: count)
    }

    /// Stores one outcome; how many are stored so far.
    func set(_ index: Int, _ outcome: SnapshotOutcome, seconds: Double) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = outcome
        durations[index] = seconds
        done += 1
        return done
    }

    var seconds: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return durations
    }

    var values: [SnapshotOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
