import AutoLayout
import SceneModel

/// `plumb explain --log`'s output: text for people, JSON as SPEC §9 fixes it.
public enum LogReport {
    public static func text(_ analyses: [LogAnalysis], file: String) -> String {
        var out = ""
        for (number, analysis) in analyses.enumerated() {
            let log = analysis.log
            if number > 0 { out += "\n" }
            let place =
                log.headerLine.map { "line \($0)" } ?? "line \(log.entries.first?.line ?? log.broken?.line ?? 0)"
            out +=
                "\(file): log \(number + 1) at \(place): \(log.entries.count) constraint\(log.entries.count == 1 ? "" : "s")\n"
            let members = Set(analysis.minimal)
            for (index, entry) in log.entries.enumerated() {
                let marks = (index == analysis.broken ? "✗" : " ") + (members.contains(index) ? "*" : " ")
                var line = "\(marks) [\(index)] \(analysis.equations[index])"
                var notes: [String] = []
                if let identifier = entry.identifier { notes.append("'\(identifier)'") }
                if entry.isAutoresizing {
                    notes.append("autoresizing h=\(entry.horizontalFlags ?? "") v=\(entry.verticalFlags ?? "")")
                }
                notes.append("line \(entry.line)")
                line += "   (\(notes.joined(separator: ", ")))"
                out += line + "\n"
            }
            out += "   ✗ broken by UIKit, * in the minimal conflicting set\n"
            if analysis.satisfiableAsPrinted {
                out += "The constraints as printed can all hold together.\n"
            } else {
                out += "Minimal conflicting set: " + analysis.minimal.map { "[\($0)]" }.joined(separator: ", ") + "\n"
            }
            if let broken = analysis.broken {
                let outcome =
                    analysis.brokenResolves == true
                    ? "leaving it out resolves the conflict"
                    : "leaving it out does not resolve the conflict"
                out += "UIKit broke [\(broken)]: \(outcome).\n"
            } else {
                out += "The paste does not say which constraint UIKit broke.\n"
            }
            if !analysis.alternatives.isEmpty {
                out +=
                    "Breaking instead: "
                    + analysis.alternatives.map {
                        "[\($0.index)] \($0.resolves ? "resolves it" : "does not resolve it")"
                    }.joined(separator: "; ") + "\n"
            }
            for hint in analysis.hints {
                out += "Hint" + (hint.index.map { " [\($0)]" } ?? "") + ": \(hint.text)\n"
            }
        }
        return out
    }

    public static func json(_ analyses: [LogAnalysis]) -> String {
        let logs = analyses.map { analysis -> String in
            let log = analysis.log
            let constraints = log.entries.enumerated().map { index, entry in
                "{\"text\": \(quote("<" + entry.text + ">")), \"class\": \(quote(entry.className)), "
                    + "\"identifier\": \(entry.identifier.map(quote) ?? "null"), "
                    + "\"equation\": \(quote(analysis.equations[index])), \"parsed\": \(analysis.parsed[index])}"
            }
            let line = log.headerLine ?? log.entries.first?.line ?? 0
            var fields = [
                "\"line\": \(line)",
                "\"constraints\": [\(constraints.joined(separator: ", "))]",
                "\"broken\": \(analysis.broken.map(String.init) ?? "null")",
                "\"minimal\": [\(analysis.minimal.map(String.init).joined(separator: ", "))]",
                "\"satisfiable_as_printed\": \(analysis.satisfiableAsPrinted)",
            ]
            fields.append(
                "\"alternatives\": ["
                    + analysis.alternatives.map {
                        "{\"break\": \($0.index), \"resolves\": \($0.resolves)}"
                    }.joined(separator: ", ") + "]")
            fields.append(
                "\"hints\": ["
                    + analysis.hints.map {
                        "{\"constraint\": \($0.index.map(String.init) ?? "null"), \"text\": \(quote($0.text))}"
                    }.joined(separator: ", ") + "]")
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "{\"logs\": [" + logs.joined(separator: ", ") + "]}\n"
    }

    static func quote(_ text: String) -> String { text.jsonQuoted }
}
