// A stable text picture of the solver: objective per priority level, rows and variables.

extension Solver {
    /// The value of the objective at each priority level in use (sum of errors there),
    /// highest level first.
    public var objectiveByLevel: [(priority: Priority, error: Double)] {
        var totals: [Double: Double] = [:]
        for info in orderedInfos() where !info.isRequired {
            var error = 0.0
            for symbol in [info.marker, info.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
                error += value(ofSymbol: symbol)
            }
            totals[info.level, default: 0] += error
        }
        return totals.keys.sorted(by: >).map { (Priority($0), totals[$0] ?? 0) }
    }

    func symbolName(_ symbol: Int32) -> String {
        switch kinds[Int(symbol)] {
        case .external: return variables[Int(symbol)]?.name ?? "v\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        }
    }

    /// Objective per level, every row (basic symbol ascending) and every variable's value.
    public func dump() -> String {
        var lines = ["objective:"]
        for (priority, error) in objectiveByLevel {
            lines.append("  @\(priority): \(formatNumber(error))")
        }
        lines.append("rows:")
        for symbol in rows.indices {
            if let row = rows[symbol] { lines.append(text(of: row, for: Int32(symbol), sign: "=")) }
        }
        lines.append("definitions:")
        for symbol in definitions.indices {
            if let row = definitions[symbol] { lines.append(text(of: row, for: Int32(symbol), sign: ":=")) }
        }
        lines.append("variables:")
        for symbol in kinds.indices where kinds[symbol] == .external {
            lines.append("  \(symbolName(Int32(symbol))) = \(formatNumber(value(ofSymbol: Int32(symbol))))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  symbol SIGN constant ± coefficient·symbol …`
    private func text(of row: Row, for symbol: Int32, sign: String) -> String {
        var text = "  \(symbolName(symbol)) \(sign) \(formatNumber(row.constant))"
        for cell in row.cells {
            let sign = cell.coefficient < 0 ? "-" : "+"
            text += " \(sign) \(formatNumber(abs(cell.coefficient)))·\(symbolName(cell.symbol))"
        }
        return text
    }
}
