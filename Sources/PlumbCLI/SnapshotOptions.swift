import ArgumentParser
import Audit
import AutoLayout
import Cookbook
import Foundation
import Inspector
import SceneFormat
import SceneModel
import SnapshotHarness

/// What `snapshot record` and `snapshot verify` share: which suite and variants, where the
/// files go, how exact the comparison is.
struct SnapshotOptions: ParsableArguments {
    @Option(help: "The suite's config (default: ./plumb.yml when present, else the cookbook's suite).")
    var config: String?

    @Option(
        name: [.customLong("scene"), .customLong("recipe")],
        help: "Only this scene: a title, slug, path or glob (a recipe's names for the cookbook).")
    var scene: String?

    @Option(
        help:
            "Without a config: the cookbook's default suite (SPEC §6) or traits (every recipe on iphone-15 at ax5 in dark mode)."
    )
    var suite: String?

    @Option(
        help:
            "A directory holding Apple's SF Pro files for the system font (default: PLUMB_FONT_DIR; else DejaVu Sans).")
    var fontDir: String?

    @Option(help: "The reference directory (default: the config's snapshots:, else Snapshots).")
    var snapshots: String?

    @Option(help: "Where the results (results.json) and failures' images and HTML report go.")
    var artifacts = SnapshotRunner.defaultArtifactsDirectory

    @Option(help: "Run only part i of n of the variants (1-based), e.g. 2/4.")
    var shard: String?

    @Option(help: "Also write the results as JUnit XML to this file.")
    var junit: String?

    @Flag(
        help:
            "Write an inspector page (<slug>/<variant>-inspect.html) for each failing variant, linked from the report.")
    var inspect = false

    @Flag(help: "Fail variants whose layout has conflicts or ambiguity, even when they match.")
    var failOnLayoutProblems = false

    @Option(
        help:
            "Pixel tolerance: exact, or e.g. delta=2,pixels=10 or delta=2,ratio=0.1% (default: the config's, else exact; docs/snapshots.md)."
    )
    var tolerance: String?

    func validate() throws {
        if let suite, SnapshotMatrix.Suite(rawValue: suite) == nil {
            throw ValidationError("unknown suite '\(suite)' (use default or traits)")
        }
        do throws(SnapshotError) {
            if let tolerance { _ = try Tolerance(parsing: tolerance) }
            if let shard { _ = try Shard(parsing: shard) }
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The suite to run: `--config`, else `./plumb.yml`, else the cookbook's. A config error
    /// is a usage error (exit 2), found before any variant runs.
    func loadSuite() throws -> (suite: SnapshotSuite, isCookbook: Bool) {
        var path = config
        if path == nil, FileManager.default.fileExists(atPath: SnapshotSuite.fileName) { path = SnapshotSuite.fileName }
        do throws(SceneError) {
            guard let path else {
                return (try SnapshotSuite.cookbook(suite.flatMap(SnapshotMatrix.Suite.init) ?? .default), true)
            }
            if let suite {
                throw SceneError(
                    file: path, line: nil, text: suite,
                    message: "--suite picks one of the cookbook's suites; this run uses the config's")
            }
            return (try SnapshotSuite.load(path: path), false)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    /// A runner for the chosen variants, with a progress line when stdout is a terminal.
    func runner() throws -> SnapshotRunner { try prepared().runner }

    /// The runner, and the suite it runs with the cookbook suite's name when it is one of
    /// the cookbook's.
    func prepared() throws -> (runner: SnapshotRunner, suite: SnapshotSuite, cookbook: SnapshotMatrix.Suite?) {
        let (suite, isCookbook) = try loadSuite()
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
            // The cookbook's scenes answer to every name a recipe has (its guide title too).
            var name = scene
            if isCookbook, let scene, let recipe = Cookbook.recipe(named: scene) { name = recipe.slug }
            let dealt = part.deal(try suite.variants(scene: name))
            var runner = SnapshotRunner(
                variants: dealt.map(\.item), snapshotsDirectory: snapshots ?? suite.snapshotsDirectory,
                artifactsDirectory: artifacts,
                tolerance: try tolerance.map(Tolerance.init(parsing:)) ?? suite.tolerance ?? .exact,
                failsOnLayoutProblems: failOnLayoutProblems, strategies: suite.strategies, progress: progress)
            if shard != nil { runner.positions = dealt.map(\.position) }
            if inspect { runner.inspector = FailureInspection.page }
            let cookbook = isCookbook ? self.suite.flatMap(SnapshotMatrix.Suite.init) ?? .default : nil
            return (runner, suite, cookbook)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    /// Prints the summary (and writes the JUnit file), then runs `then` (the audit, which
    /// prints its own findings and says whether it passed); exit status 1 when anything failed.
    func finish(_ run: () throws(SnapshotError) -> SnapshotSummary, then: (() throws -> Bool)? = nil) throws {
        let summary: SnapshotSummary
        do {
            summary = try run()
            if let junit, let results = summary.results {
                try JUnitReport(results: results, artifactsDirectory: artifacts).write(to: junit)
            }
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        print(summary)
        let thenPassed = try then?() ?? true
        if !summary.passed || !thenPassed { throw ExitCode(1) }
    }
}

/// `plumb snapshot record`: writes references per the record mode.
struct SnapshotRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write reference snapshots (mode all unless --mode or PLUMB_RECORD says otherwise).")

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

    @Flag(
        help:
            "Also audit every variant for accessibility (plumb audit's rules on the same layouts, the suite's audit: settings and baseline); exit 1 on a new finding."
    )
    var audit = false

    @OptionGroup(title: "Audit thresholds (with --audit; each overrides the suite's audit: setting)")
    var thresholds: AuditThresholdOptions

    func run() throws {
        var (runner, suite, cookbook) = try options.prepared()
        guard audit else {
            try options.finish { () throws(SnapshotError) in try runner.verify() }
            return
        }
        let audit = try AuditRun(
            targetSize: nil, settings: suite.audit, baseline: nil,
            defaultBaseline: cookbook.flatMap(AuditRun.cookbookBaseline), overrides: thresholds)
        // The audit reads the layouts the snapshots are made from: each variant solved once.
        let observer = AuditObserver(auditor: audit.auditor, count: runner.variants.count)
        runner.observer = observer
        // Failing variants' pages are written as the run meets them, before the audit has any
        // finding: kept, and written again with the findings below.
        let seen = InspectionsSeen()
        if options.inspect {
            runner.inspector = { inspection throws(SnapshotError) in
                seen.add(inspection)
                return try FailureInspection.page(inspection)
            }
        }
        let variants = runner.variants, sharded = options.shard != nil, artifacts = options.artifacts
        var verified: SnapshotSummary?
        try options.finish({ () throws(SnapshotError) in
            let summary = try runner.verify()
            verified = summary
            return summary
        }) {
            let outcome: AuditOutcome
            do {
                let findings = try audit.auditor.findings(in: variants, observed: observer)
                // A shard sees some of a scene's variants: a baseline entry it does not meet may
                // hold in another shard, so only a whole run calls entries fixed.
                outcome = try audit.outcome(of: findings, in: sharded ? [] : variants)
            } catch let error as AuditError {
                throw CommandFailure.invalidInput(error.description)
            }
            // Beside results.json, for a CI's code-scanning upload.
            let sarifPath = (artifacts as NSString).appendingPathComponent("audit.sarif")
            do {
                let sarif = try SARIFReport.text(of: outcome.findings, rules: audit.auditor.rules)
                try Data(sarif.utf8).write(to: URL(fileURLWithPath: sarifPath))
            } catch {
                throw CommandFailure.invalidInput("\(sarifPath): error: cannot write the audit's SARIF: \(error)")
            }
            try Self.writeInspections(seen.inspections(order: variants), findings: outcome.findings, verified)
            print(AuditRun.text(of: outcome, variants: variants.count), terminator: "")
            // The report, written by the run before the audit, again with the findings: it
            // exists when a snapshot failed or a finding is new.
            let audited = ReportAudit(
                new: outcome.new, baselined: outcome.known.count, fixed: outcome.fixed.count, variants: variants.count)
            do throws(SnapshotError) {
                let report = try verified?.results?.writeReport(in: artifacts, audit: audited)
                // The summary named a report only when a snapshot failed.
                if let report, verified?.report == nil { print("report: \(report)") }
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
            return outcome.passed
        }
    }
}

extension SnapshotVerify {
    /// Each failing variant's inspector page again, now with the audit's findings on it, over
    /// the page the run wrote (same path, the one the report links).
    static func writeInspections(
        _ inspections: [SnapshotInspection], findings: [Finding], _ summary: SnapshotSummary?
    ) throws {
        let audit = InspectorAudit(findings: findings)
        for inspection in inspections {
            let entry = summary?.entries.first { $0.variant == inspection.variant }
            guard case let .failed(failure) = entry?.outcome, let files = failure.artifacts,
                let page = files.inspector
            else { continue }
            let path = (files.directory as NSString).appendingPathComponent(page)
            do {
                let html = try FailureInspection.page(inspection, audit: audit)
                try Data(html).write(to: URL(fileURLWithPath: path))
            } catch {
                throw CommandFailure.invalidInput("\(path): error: cannot write the inspector page: \(error)")
            }
        }
    }
}

/// `plumb snapshot merge`: several shards' artifacts → one report, one results file, one
/// JUnit file (docs/snapshots.md, "Shards").
struct SnapshotMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge the artifacts of --shard runs into one HTML report and one JUnit file.")

    @Argument(help: "The shards' artifacts directories.")
    var directories: [String]

    @Option(help: "The merged artifacts directory.")
    var output: String

    @Option(help: "Also write the merged results as JUnit XML to this file.")
    var junit: String?

    func validate() throws {
        guard !directories.isEmpty else { throw ValidationError("give the shards' artifacts directories") }
    }

    func run() throws {
        do throws(SnapshotError) {
            let results = try SnapshotMerge.merge(directories, into: output)
            if let junit { try JUnitReport(results: results, artifactsDirectory: output).write(to: junit) }
            var counts = ["\(results.matched) matched"]
            if results.recorded > 0 { counts.append("\(results.recorded) recorded") }
            if results.failed > 0 { counts.append("\(results.failed) failed") }
            if results.errors > 0 { counts.append("\(results.errors) could not run") }
            print(
                "merged \(results.records.count) snapshots from \(directories.count) shard"
                    + "\(directories.count == 1 ? "" : "s"): " + counts.joined(separator: ", "))
            if results.failed > 0 { print("report: \((output as NSString).appendingPathComponent("index.html"))") }
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
    }
}
