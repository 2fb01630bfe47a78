import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import Typesetting

/// The JSON of `plumb frames --format json` (SPEC §5), written by hand so the key order and
/// number format are fixed. Numbers are exact (`number`); `Frames` refuses a layout beyond
/// `FrameLimits` before anything is written.
enum FramesJSON {
    static func render(scene: Scene, layout: Layout, timings: Timings?) -> String {
        let env = layout.environment
        var fields: [String] = [
            "\"recipe\": \(quote(scene.name))",
            "\"device\": \(quote(env.device.id))",
            "\"orientation\": \(quote(env.orientation.rawValue))",
            "\"direction\": \(quote(env.direction.rawValue))",
            "\"size\": {\"width\": \(number(env.size.width)), \"height\": \(number(env.size.height))}",
            "\"scale\": \(number(env.scale))",
        ]
        let views = layout.entries.dropFirst().map { entry in
            let f = entry.frame
            // Views from a storyboard or xib carry their IB object id and element (SPEC §4b).
            var source = ""
            if let origin = scene.sources[entry.id] {
                source = "\"id\": \(quote(origin.id)), \"kind\": \(quote(origin.kind)), "
            }
            return
                "{\"name\": \(quote(entry.name)), \(source)\"frame\": {\"x\": \(number(f.x)), \"y\": \(number(f.y)), "
                + "\"width\": \(number(f.width)), \"height\": \(number(f.height))}}"
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
            fields.append(
                "\"diagnostics\": [\(layout.diagnostics.map { quote($0.description) }.joined(separator: ", "))]")
        }
        if TextEngine.shared.systemFonts.isSanFrancisco {
            fields.append("\"font\": \(quote(TextEngine.shared.systemFonts.family))")
        }
        if let timings {
            fields.append(
                "\"timings\": {\"load_ms\": \(timings.format(timings.load)), "
                    + "\"solve_ms\": \(timings.format(timings.solve)), \"total_ms\": \(timings.format(timings.total))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A frame value exactly as the solver gave it: the shortest decimal that reads back as
    /// the same `Double` (Swift's `description`), whole numbers without ".0" ("16", not
    /// "16.0"). Callers pass only finite values within `FrameLimits.maximum`, where every whole
    /// number converts to `Int64` exactly; anything else would not be JSON, and is written as
    /// null rather than as "inf" or "nan".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) <= FrameLimits.maximum { return String(Int64(value)) }
        return value.description
    }

    static func quote(_ text: String) -> String { text.jsonQuoted }
}
