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
        var widths = Array(repeating: 0, count: header.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                // Text columns left-aligned, numbers right-aligned.
                return i == 0 || i == 1 || i == 4 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
