/// What changed between two accessibility snapshots (`AccessibilityOrder.dump`): elements
/// whose place in the reading order moved (`Save Button: 3rd → 2nd`), fields that changed
/// (`Save Button: label "Save" → "Done"`), elements that appeared or went, and a changed
/// heading. Elements are known by their path; a path met twice counts its occurrences
/// (`#2`), so repeated names still pair up in order.
public struct AccessibilityDiff: Equatable, Sendable, CustomStringConvertible {
    public let lines: [String]

    public var isEmpty: Bool { lines.isEmpty }
    public var description: String { lines.joined(separator: "\n") }

    public init(lines: [String]) {
        self.lines = lines
    }

    public init(expected: String, actual: String) {
        let old = Self.parse(expected), new = Self.parse(actual)
        var lines: [String] = []
        if old.heading != new.heading { lines.append("heading: \(old.heading) → \(new.heading)") }
        for (index, element) in old.elements.enumerated() {
            guard let newIndex = new.elements.firstIndex(where: { $0.key == element.key }) else {
                lines.append("\(element.key): removed (was number \(index + 1))")
                continue
            }
            if newIndex != index { lines.append("\(element.key): read number \(index + 1) → \(newIndex + 1)") }
            let other = new.elements[newIndex]
            for field in Self.fieldOrder(element.fields, other.fields) {
                let was = element.fields.first { $0.name == field }?.text ?? "(unset)"
                let now = other.fields.first { $0.name == field }?.text ?? "(unset)"
                if was != now { lines.append("\(element.key): \(field) \(was) → \(now)") }
            }
        }
        for (index, element) in new.elements.enumerated() where !old.elements.contains(where: { $0.key == element.key })
        {
            lines.append("\(element.key): added as number \(index + 1)")
        }
        self.lines = lines
    }

    struct Element {
        var key: String
        var fields: [(name: String, text: String)] = []
    }

    /// The field names of both, each once, in the order they print.
    static func fieldOrder(_ a: [(name: String, text: String)], _ b: [(name: String, text: String)]) -> [String] {
        var names: [String] = []
        for field in a + b where !names.contains(field.name) { names.append(field.name) }
        return names
    }

    static func parse(_ dump: String) -> (heading: String, elements: [Element]) {
        var heading = ""
        var elements: [Element] = []
        var seen: [String: Int] = [:]
        for (number, raw) in dump.split(separator: "\n").enumerated() {
            let line = String(raw)
            if number == 0 {
                heading = line
            } else if line.hasPrefix("   "), let colon = line.range(of: ": "), !elements.isEmpty {
                let name = line[line.index(line.startIndex, offsetBy: 3)..<colon.lowerBound]
                elements[elements.count - 1].fields.append((String(name), String(line[colon.upperBound...])))
            } else if let dot = line.range(of: ". ") {
                let path = String(line[dot.upperBound...])
                let count = (seen[path] ?? 0) + 1
                seen[path] = count
                elements.append(Element(key: count == 1 ? path : "\(path) #\(count)"))
            }
        }
        return (heading, elements)
    }
}
