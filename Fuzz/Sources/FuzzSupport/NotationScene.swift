/// A fixed scene with a view of every kind, a container of each sort and a guide, around
/// constraint lines the fuzzer writes: the lines reach the notation parser and the resolver
/// exactly as written, whatever characters they hold.
public enum NotationScene {
    static let views = """
        name: Notation
        views:
          - {name: A, background: red}
          - {name: B, background: blue, intrinsicSize: {width: 40, height: 20}}
          - {name: Label, kind: label, text: Hello world, numberOfLines: 0}
          - {name: Button, kind: button, title: Tap}
          - {name: Field, kind: textField, placeholder: Name}
          - {name: Toggle, kind: switch}
          - {name: Picture, kind: imageView, imageSize: {width: 40, height: 30}}
          - {name: Notes, kind: textView, text: Notes}
          - {name: Scroll View, kind: scroll}
          - {name: Content, parent: Scroll View}
          - {name: Inner, parent: Content}
          - {name: Stack, kind: stack, axis: vertical, spacing: 8, arrangedSubviews: [One, Two]}
          - {name: One, parent: Stack, kind: label, text: One}
          - {name: Two, parent: Stack}
        constraints:

        """

    /// The scene with one constraint per line of `lines`.
    public static func yaml<S: StringProtocol>(constraints lines: [S]) -> String {
        var yaml = views
        for line in lines { yaml += "  - \"\(quoted(line))\"\n" }
        return yaml
    }

    /// The line as the inside of a YAML double-quoted scalar: `\` and `"` escaped, and every
    /// character libyaml does not take as printable written as `\u`/`\U`.
    static func quoted<S: StringProtocol>(_ line: S) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x5C: result += "\\\\"
            case 0x22: result += "\\\""
            case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...:
                result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return result
    }
}
