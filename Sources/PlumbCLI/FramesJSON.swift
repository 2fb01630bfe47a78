import AutoLayout
import SceneFormat
import Foundation

/// The JSON of `plumb frames --format json` (SPEC §5), written by hand so the key order and
/// number format are fixed.
enum FramesJSON {
    static func render(scene: LoadedScene, layout: Layout, timings: Timings?) -> String {
        let env = layout.environment
        var fields: [String] = [
            "\"recipe\": \(quote(scene.name))",
            "\"device\": \(quote(env.device.id))",
            "\"orientation\": \(quote(env.orientation.rawValue))",
            "\"direction\": \(quote(env.direction.rawValue))",
            "\"size\": {\"width\": \(formatPoints(env.size.width)), \"height\": \(formatPoints(env.size.height))}",
            "\"scale\": \(formatPoints(env.scale))",
        ]
        let views = layout.entries.dropFirst().map { entry in
            let f = entry.frame
            return "{\"name\": \(quote(entry.name)), \"frame\": {\"x\": \(formatPoints(f.x)), \"y\": \(formatPoints(f.y)), "
                + "\"width\": \(formatPoints(f.width)), \"height\": \(formatPoints(f.height))}}"
        }
        fields.append("\"views\": [\(views.joined(separator: ", "))]")
        let conflicts = layout.conflicts.map { conflict in
            "{\"broken\": \(quote(conflict.broken)), \"constraints\": [\(conflict.constraints.map(quote).joined(separator: ", "))]}"
        }
        fields.append("\"conflicts\": [\(conflicts.joined(separator: ", "))]")
        let ambiguous = layout.ambiguous.map { item in
            "{\"view\": \(quote(item.view)), \"attributes\": [\(item.attributes.map(quote).joined(separator: ", "))]}"
        }
        fields.append("\"ambiguous\": [\(ambiguous.joined(separator: ", "))]")
        if !layout.diagnostics.isEmpty {
            fields.append("\"diagnostics\": [\(layout.diagnostics.map { quote($0.description) }.joined(separator: ", "))]")
        }
        if let timings {
            fields.append("\"timings\": {\"load_ms\": \(timings.format(timings.load)), "
                + "\"solve_ms\": \(timings.format(timings.solve)), \"total_ms\": \(timings.format(timings.total))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
