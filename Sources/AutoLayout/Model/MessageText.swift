extension String {
    /// The text as an error message quotes it: control characters, and the invisible marks
    /// that reorder bidirectional text, written as escapes (`\n`, `\t`, `\u{1B}`, `\u{202E}`),
    /// so a message stays on its line and shows what the file holds instead of acting on
    /// the terminal. Everything else is left as written.
    public var escapedForMessage: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where Self.needsEscape(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text as a JSON string, quotes included: `"`, `\\` and control characters escaped
    /// (what `plumb frames --format json` and `explain --log --format json` write).
    public var jsonQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
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

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true // C0 and C1 controls, DEL
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true // bidi marks
        default: return false
        }
    }
}
