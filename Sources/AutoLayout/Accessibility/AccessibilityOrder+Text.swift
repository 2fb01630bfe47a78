extension AccessibilityOrder {
    /// The accessibility snapshot's text: a heading, then each element in reading order with
    /// what VoiceOver says and where it is. Label and traits always print (a missing label
    /// shows as `(none)`, which is the point of looking); value, hint and identifier when set.
    /// Numbers print as frames do (`formatPoints`), so the file is the same bytes on every run.
    public var dump: String {
        let order = direction == .rightToLeft ? "right to left" : "left to right"
        let count = elements.count == 1 ? "1 element" : "\(elements.count) elements"
        var lines = ["\(count) in VoiceOver order (\(order), rows within \(formatPoints(rowTolerance)) pt)"]
        for (index, element) in elements.enumerated() {
            lines.append("\(index + 1). \(element.path)")
            lines.append("   label: \(element.label.map(Self.quoted) ?? "(none)")")
            if let value = element.value { lines.append("   value: \(Self.quoted(value))") }
            let traits = element.traits.names
            lines.append("   traits: \(traits.isEmpty ? "(none)" : traits.joined(separator: ", "))")
            if let hint = element.hint { lines.append("   hint: \(Self.quoted(hint))") }
            if let identifier = element.identifier { lines.append("   identifier: \(Self.quoted(identifier))") }
            lines.append("   frame: \(element.frame.description)")
            let point = element.activationPoint
            lines.append("   activation point: (\(formatPoints(point.x)), \(formatPoints(point.y)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// In double quotes, with quotes, backslashes and line breaks escaped: one line per field
    /// whatever the text holds.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
