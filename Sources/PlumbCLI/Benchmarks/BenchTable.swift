/// The side-by-side table `plumb bench` prints: one line per workload, Plumb's median, the
/// peer's, and how many times faster Plumb is.
struct BenchTable {
    let peerName: String
    private var lines: [(String, String, Double, Double?)] = []

    init(peerName: String) { self.peerName = peerName }

    mutating func add(name: String, unit: String, plumbMilliseconds: Double, peerMilliseconds: Double?) {
        lines.append((name, unit, plumbMilliseconds, peerMilliseconds))
    }

    func render() -> String {
        let header = ["workload", "sample", "plumb ms", "\(peerName) ms", "speed-up"]
        var rows: [[String]] = [header]
        for (name, unit, mine, theirs) in lines {
            let peer = theirs.map { formatMilliseconds($0) } ?? "-"
            let ratio = theirs.map { String(format1: $0 / mine) + "×" } ?? "-"
            rows.append([name, unit, formatMilliseconds(mine), peer, ratio])
        }
        return alignedColumns(rows, textColumns: [0, 1])
    }
}

/// Rows as padded columns: text columns left-aligned, the others (numbers) right-aligned.
func alignedColumns(_ rows: [[String]], textColumns: Set<Int>) -> String {
    var widths: [Int] = []
    for row in rows {
        for (i, cell) in row.enumerated() {
            if i == widths.count { widths.append(0) }
            widths[i] = max(widths[i], cell.count)
        }
    }
    return rows.map { row in
        row.enumerated().map { i, cell in
            let pad = String(repeating: " ", count: widths[i] - cell.count)
            return textColumns.contains(i) ? cell + pad : pad + cell
        }.joined(separator: "  ")
    }.joined(separator: "\n")
}

/// Three significant digits, without Foundation.
func formatMilliseconds(_ value: Double) -> String {
    if value >= 100 { return String(format1: value, digits: 0) }
    if value >= 10 { return String(format1: value, digits: 1) }
    if value >= 1 { return String(format1: value, digits: 2) }
    return String(format1: value, digits: 3)
}

extension String {
    /// `value` rounded to `digits` decimals.
    init(format1 value: Double, digits: Int = 1) {
        guard value.isFinite else {
            self = String(value)
            return
        }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int64(scaled / scale)
        let fraction = Int64(scaled) - whole * Int64(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let digitsText = String(fraction)
            text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
        }
        self = text
    }
}
