import ArgumentParser
import AutoLayout
import Foundation
import SnapshotHarness

/// `plumb bench snapshots`: verifying suites (issue 21's targets): the cookbook's default
/// suite at 200 variants a second or more, and a suite of over 2,000 variants under 20 s.
/// References are recorded into a scratch directory first (untimed), so the bench needs
/// nothing but the build. (Memory is measured per process, outside: a process's peak only
/// grows, and recording here would set it.)
struct SnapshotBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots", abstract: "Time verifying the cookbook suite and a suite of 2,240 variants.")

    @Option(name: .long, help: "Timed runs per suite; the median is reported.")
    var `repeat`: Int = 3

    static let cookbookRate = 200.0
    static let largeTarget = 20_000.0

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        let scratch = NSTemporaryDirectory() + "plumb-bench-snapshots-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let cookbook: SnapshotSuite
        do {
            cookbook = try SnapshotSuite.cookbook(.default)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        let small = try cookbook.variants()
        // The large suite: every cookbook scene on five devices, both orientations and
        // directions, two content sizes and both appearances.
        var axes = SuiteAxes()
        axes.devices = ["iphone-se", "iphone-8", "iphone-13", "iphone-15", "ipad-mini"].compactMap(Device.named)
        axes.contentSizes = [.large, .accessibilityMedium]
        axes.appearances = [.light, .dark]
        let large = cookbook.members.flatMap { member in
            axes.environments.map { environment in
                SnapshotVariant(
                    scene: member.scene, device: environment.device, orientation: environment.orientation,
                    direction: environment.direction, contentSize: environment.contentSize,
                    appearance: environment.appearance)
            }
        }
        var table = TargetTable()
        for (name, variants) in [("cookbook suite", small), ("large suite", large)] {
            let runner = SnapshotRunner(
                variants: variants, snapshotsDirectory: scratch + "/\(variants.count)",
                artifactsDirectory: scratch + "/artifacts")
            do {
                let recorded = try runner.record(mode: RecordMode.all)
                guard recorded.passed else {
                    throw CommandFailure.invalidInput("recording the \(name) failed:\n\(recorded)")
                }
                var samples: [Double] = []
                for _ in 0..<self.repeat {
                    let summary = try runner.verify()
                    guard summary.passed else {
                        throw CommandFailure.invalidInput("the \(name) did not verify:\n\(summary)")
                    }
                    samples.append(summary.seconds * 1000)
                }
                let milliseconds = median(samples)
                let count = variants.count
                table.add(
                    name: "\(name), \(count) variants: verify", unit: "whole run", milliseconds: milliseconds,
                    targetMilliseconds: name == "cookbook suite"
                        ? Double(count) / Self.cookbookRate * 1000
                        : Self.largeTarget)
                print("\(name): \(count) variants, \(Int((Double(count) / milliseconds * 1000).rounded())) a second")
            } catch let error as SnapshotError {
                throw CommandFailure.invalidInput(error.description)
            }
        }
        print(table.render())
    }
}
