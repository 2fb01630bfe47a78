/// The table `plumb bench layout` prints: one line per measurement, its median, and the
/// target it is held to (if any) with a verdict, so a regression reads at a glance.
struct TargetTable {
    private var lines: [(name: String, unit: String, milliseconds: Double, target: Double?)] = []

    mutating func add(name: String, unit: String, milliseconds: Double, targetMilliseconds: Double? = nil) {
        lines.append((name, unit, milliseconds, targetMilliseconds))
    }

    func render() -> String {
        let header = ["measurement", "sample", "median ms", "target ms", "verdict"]
        var rows: [[String]] = [header]
        for line in lines {
            let target = line.target.map { "< " + formatMilliseconds($0) } ?? "-"
            let verdict = line.target.map { line.milliseconds < $0 ? "ok" : "MISSED" } ?? "-"
            rows.append([line.name, line.unit, formatMilliseconds(line.milliseconds), target, verdict])
        }
        return alignedColumns(rows, textColumns: [0, 1, 4])
    }
}
