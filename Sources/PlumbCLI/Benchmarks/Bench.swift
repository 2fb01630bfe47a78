import ArgumentParser

/// `plumb bench …`: benchmarks that print medians (performance targets live here, never in
/// timed tests).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run benchmarks and print medians.",
        subcommands: [
            SolverBenchCommand.self, LayoutBenchCommand.self, LiveBenchCommand.self, TextBenchCommand.self,
            RenderBenchCommand.self, DiagnosisBenchCommand.self, IBBenchCommand.self,
            SnapshotBenchCommand.self, UIKitBenchCommand.self,
        ])
}

struct SolverBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Time the constraint solver on standard workloads, side by side with kiwisolver.")

    @Option(name: .long, help: "Timed runs per workload; the median is reported.")
    var `repeat`: Int = 5

    @Option(name: .long, help: "Run only workloads whose name contains this text.")
    var only: String?

    @Flag(name: .long, help: "Only sizes up to 1,000 (a smoke run).")
    var quick = false

    @Flag(name: .long, help: "Do not run kiwisolver, even when it is installed.")
    var noPeer = false

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        let workloads = SolverWorkload.all.filter { workload in
            (only.map { workload.name.contains($0) } ?? true) && (!quick || workload.size <= 1000)
        }
        let peer =
            noPeer
            ? PeerResults.skipped("--no-peer")
            : PeerResults.kiwi(
                repeat: self.repeat, only: only, quick: quick)
        var table = BenchTable(peerName: "kiwisolver")
        for workload in workloads {
            let median = workload.measure(repeat: self.repeat)
            table.add(
                name: workload.name, unit: workload.unit, plumbMilliseconds: median,
                peerMilliseconds: peer.medians[workload.name])
        }
        print(table.render())
        if let note = peer.note { print(note) }
    }
}
