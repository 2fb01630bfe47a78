import ArgumentParser
import Foundation
import SnapshotHarness

/// What `snapshot record` and `snapshot verify` share: which variants, where the files go,
/// how exact the comparison is.
struct SnapshotOptions: ParsableArguments {
    @Option(help: "Only this recipe (title, guide title or slug).")
    var recipe: String?

    @Option(help: "default (the matrix of SPEC §6) or traits (every recipe on iphone-15 at ax5 in dark mode).")
    var suite: String = SnapshotMatrix.Suite.default.rawValue

    @Option(help: "A directory holding Apple's SF Pro files for the system font (default: PLUMB_FONT_DIR; else DejaVu Sans).")
    var fontDir: String?

    @Option(help: "The reference directory.")
    var snapshots = "Snapshots"

    @Option(help: "Where failures leave images and the HTML report.")
    var artifacts = SnapshotRunner.defaultArtifactsDirectory

    @Option(help: "Run only part i of n of the matrix (1-based), e.g. 2/4.")
    var shard: String?

    @Flag(help: "Fail variants whose layout has conflicts or ambiguity, even when they match.")
    var failOnLayoutProblems = false

    @Option(help: "Pixel tolerance: exact (default), or e.g. delta=2,pixels=10 or delta=2,ratio=0.1% (docs/snapshots.md).")
    var tolerance = "exact"

    func validate() throws {
        guard let suite = SnapshotMatrix.Suite(rawValue: suite) else {
            throw ValidationError("unknown suite '\(self.suite)' (use default or traits)")
        }
        do throws(SnapshotError) {
            _ = try Tolerance(parsing: tolerance)
            if let shard { _ = try Shard(parsing: shard) }
            _ = try SnapshotMatrix.variants(recipe: recipe, suite: suite)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// A runner for the chosen variants, with a progress line when stdout is a terminal.
    func runner() throws -> SnapshotRunner {
        if let fontDir { try FontDirectory.use(fontDir) }
        var progress: (@Sendable (Int, Int) -> Void)?
        if isatty(STDOUT_FILENO) != 0 {
            progress = { done, total in
                Console.progress("\rsnapshots \(done)/\(total)\(done == total ? "\n" : "")")
            }
        }
        do throws(SnapshotError) {
            var part = Shard.whole
            if let shard { part = try Shard(parsing: shard) }
            let variants = try SnapshotMatrix.variants(recipe: recipe, suite: SnapshotMatrix.Suite(rawValue: suite) ?? .default,
                                                       shard: part)
            return SnapshotRunner(variants: variants, snapshotsDirectory: snapshots, artifactsDirectory: artifacts,
                                  tolerance: try Tolerance(parsing: tolerance),
                                  failsOnLayoutProblems: failOnLayoutProblems, progress: progress)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    /// Prints the summary; exit status 1 when anything failed.
    func finish(_ run: () throws(SnapshotError) -> SnapshotSummary) throws {
        let summary: SnapshotSummary
        do {
            summary = try run()
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        print(summary)
        if !summary.passed { throw ExitCode(1) }
    }
}

/// `plumb snapshot record`: writes references per the record mode.
struct SnapshotRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Write reference snapshots (mode all unless --mode or PLUMB_RECORD says otherwise).")

    @OptionGroup var options: SnapshotOptions

    @Option(help: "all, missing, failed or never (default: PLUMB_RECORD, else all).")
    var mode: String?

    func validate() throws {
        if let mode {
            do { _ = try RecordMode(parsing: mode) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        var recordMode = RecordMode.all
        do throws(SnapshotError) {
            if let mode {
                recordMode = try RecordMode(parsing: mode)
            } else if let fromEnvironment = try RecordMode.environment() {
                recordMode = fromEnvironment
            }
        } catch {
            throw CommandFailure.usage("\(RecordMode.environmentVariable): \(error.description)")
        }
        let runner = try options.runner()
        try options.finish { () throws(SnapshotError) in try runner.record(mode: recordMode) }
    }
}

/// `plumb snapshot verify`: compares with the references and never writes one.
struct SnapshotVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Compare renderings with the references; exit 1 on any difference.")

    @OptionGroup var options: SnapshotOptions

    @Option(help: "Only never is accepted: verify never writes references (use record --mode for the others).")
    var mode: String?

    func validate() throws {
        if let mode, (try? RecordMode(parsing: mode)) != .never {
            throw ValidationError("verify never writes references; use 'plumb snapshot record --mode \(mode)'")
        }
    }

    func run() throws {
        let runner = try options.runner()
        try options.finish { () throws(SnapshotError) in try runner.verify() }
    }
}
