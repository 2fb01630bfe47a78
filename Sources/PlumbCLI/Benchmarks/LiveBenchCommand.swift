import ArgumentParser

/// `plumb bench live`: a live tree's add, lay out and remove cycle, timed at the start and
/// after many more cycles. Its own command, not a row of `bench layout`: it asks whether the
/// engine forgets removed views (a ratio near 1), not how fast a large scene solves, and
/// keeping it apart lets `bench layout` be timed as a whole against older builds.
struct LiveBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Time a live tree's add, lay out and remove cycle, and building a screen under a live engine.")

    @Option(name: .long, help: "Cycles timed at the start and again at the end; the medians are reported.")
    var sample: Int = 200

    @Option(name: .long, help: "Cycles run between the two samples.")
    var between: Int = 10_000

    func validate() throws {
        guard sample >= 1 else { throw ValidationError("--sample must be at least 1") }
        guard between >= 0 else { throw ValidationError("--between cannot be negative") }
    }

    func run() throws {
        let live = try LiveTreeWorkload(sample: sample, between: between).run()
        var table = TargetTable()
        let after = "after \(grouped(between)) more"
        table.add(name: "live tree: add, lay out, remove", unit: "first \(sample) cycles", milliseconds: live.first)
        table.add(name: "live tree: add, lay out, remove", unit: after, milliseconds: live.last)
        // Building under a live engine: 1,000, 2,000 and 4,000 labels (medians of 3).
        var built: [Double] = []
        for labels in [1000, 2000, 4000] {
            let times = try (0..<3).map { _ in try LiveBuildWorkload(labels: labels).run() }
            built.append(median(times))
            table.add(
                name: "build under a live engine", unit: "\(grouped(labels)) labels, every tenth wrapping",
                milliseconds: median(times))
        }
        print(table.render())
        print(
            "live tree: \(String(format: "%.2f", live.last / live.first))× the first cycles' time \(after); "
                + "solver constraints \(live.constraintsBefore) before, \(live.constraintsAfter) after")
        print(
            "build under a live engine: \(String(format: "%.2f", built[1] / built[0]))× and "
                + "\(String(format: "%.2f", built[2] / built[1]))× per doubling (linear: 2×)")
    }
}

/// `10000` as `10,000`, whatever the locale (benchmark rows are compared across machines).
private func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
        index = digits.index(index, offsetBy: -3)
        digits.insert(",", at: index)
    }
    return digits
}
