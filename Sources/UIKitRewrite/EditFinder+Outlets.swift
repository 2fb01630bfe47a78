// The outlet connections: for each class with `@IBOutlet`s, the methods a nib calls to set them
// by name (docs/uikit-rewrite.md, "Outlets"). On iOS the nib sets an outlet through the
// Objective-C runtime; Swift on Linux cannot set a stored property by name, so the rewrite
// writes the `switch` the team would otherwise write by hand. It goes inside the class, on the
// line of its closing brace, so it reaches private and weak outlets and no line moves.

extension EditFinder {
    /// Names that can follow `class` without it declaring a class (`class func`, `class var`…).
    static let notClassNames: Set<String> = modifiers.union([
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "case", "protocol", "where",
    ])

    /// The insertions for every class of the file that declares `@IBOutlet`s it can connect,
    /// but a class whose insertion point falls inside one of `others` (a class written inside
    /// a `#selector(…)`'s parentheses or an attribute's arguments, whose text those edits
    /// replace).
    func outletEdits(besides others: [RewriteEdit]) -> [RewriteEdit] {
        func replaced(_ offset: Int) -> Bool {
            others.contains { !$0.range.isEmpty && $0.range.lowerBound <= offset && offset < $0.range.upperBound }
        }
        let braces = matchingBraces()
        var edits: [RewriteEdit] = []
        for index in tokens.indices where tokens[index].kind == .identifier && text(tokens[index]) == "class" {
            guard let header = classHeader(at: index), let close = braces[header.open] else { continue }
            let outlets = outlets(inBodyFrom: header.open, to: close, braces: braces)
            guard !outlets.isEmpty, let separator = separator(before: close) else { continue }
            let overriding = header.conformanceAfter == nil
            if replaced(tokens[close].range.lowerBound)
                || header.conformanceAfter.map({ replaced(tokens[$0].range.upperBound) }) == true
            {
                continue
            }
            if let after = header.conformanceAfter {
                let offset = tokens[after].range.upperBound
                edits.append(
                    RewriteEdit(
                        kind: .outletConformance, range: offset..<offset,
                        replacement: Array(", UINibOutletConnecting".utf8), line: lines.line(offset)))
            }
            let methods = NibOutlet.connectingMethods(outlets, access: header.access, overriding: overriding)
            let offset = tokens[close].range.lowerBound
            edits.append(
                RewriteEdit(
                    kind: .outletConnections(outlets.map(\.key)), range: offset..<offset,
                    replacement: Array((separator + methods + " ").utf8), line: lines.line(offset)))
        }
        return edits
    }

    /// `{` token index → its `}`, for the braces that are closed.
    private func matchingBraces() -> [Int: Int] {
        var open: [Int] = []
        var matching: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch bytes[token.range.lowerBound] {
            case UInt8(ascii: "{"): open.append(index)
            case UInt8(ascii: "}"): if let start = open.popLast() { matching[start] = index }
            default: break
            }
        }
        return matching
    }

    /// A class declaration's body and what its methods need from the header.
    private struct ClassHeader {
        /// The body's `{`.
        var open: Int
        /// `open `, `public ` or nothing: an override must be as visible as its class.
        var access: String
        /// For a class right under `NSObject`, which has no `connectNibOutlet` to override:
        /// the token after which `, UINibOutletConnecting` goes.
        var conformanceAfter: Int?
    }

    /// The header of the class whose `class` keyword is at `index`: a name, optional generic
    /// parameters, a superclass (a class with none cannot hold outlets on iOS, where `@IBOutlet`
    /// implies `@objc`), more inherited types and a `where` clause, up to `{`. nil for anything
    /// else, or a header with tokens a declaration cannot have.
    private func classHeader(at index: Int) -> ClassHeader? {
        guard let nameIndex = nextSignificant(after: index), tokens[nameIndex].kind == .identifier,
            !Self.notClassNames.contains(text(tokens[nameIndex]))
        else { return nil }
        if let previous = previousSignificant(before: index), isPunctuation(previous, ".") { return nil }
        var position = nameIndex + 1
        var angle = 0
        var colon: Int?
        while position < tokens.count {
            let token = tokens[position]
            if token.isComment {
                position += 1
                continue
            }
            switch token.kind {
            case .identifier:
                // Another declaration: this was no header (and so no input makes the scans
                // of its many `class` words quadratic).
                if ["class", "struct", "enum", "protocol", "extension", "func", "var", "let"].contains(text(token)) {
                    return nil
                }
            case .operator:
                let text = bytes[token.range]
                guard text.allSatisfy({ Array("<>&?!=".utf8).contains($0) }) else { return nil }
                angle += text.filter { $0 == UInt8(ascii: "<") }.count - text.filter { $0 == UInt8(ascii: ">") }.count
                guard angle >= 0 else { return nil }
            case .punctuation:
                switch bytes[token.range.lowerBound] {
                case UInt8(ascii: "{") where angle == 0:
                    guard let colon else { return nil }
                    return ClassHeader(
                        open: position, access: access(before: index),
                        conformanceAfter: superclassIsNSObject(after: colon))
                case UInt8(ascii: ":"):
                    if colon == nil, angle == 0 { colon = position }
                case UInt8(ascii: ","), UInt8(ascii: "."):
                    break
                default:
                    return nil
                }
            default:
                return nil
            }
            position += 1
        }
        return nil
    }

    /// The last token of the first inherited type after `colon` when it is `NSObject` (or
    /// `Foundation.NSObject`).
    private func superclassIsNSObject(after colon: Int) -> Int? {
        var names: [String] = []
        var position = colon + 1
        var last = colon
        while position < tokens.count {
            let token = tokens[position]
            if token.isComment {
                position += 1
                continue
            }
            if token.kind == .identifier, text(token) != "where" {
                names.append(text(token))
            } else if !isPunctuation(position, ".") {
                break
            }
            last = position
            position += 1
        }
        return names == ["NSObject"] || names == ["Foundation", "NSObject"] ? last : nil
    }

    /// `open `, `public ` or `` from the modifiers before the `class` at `index`.
    private func access(before index: Int) -> String {
        var position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.isComment || token.kind == .attribute {
                position -= 1
                continue
            }
            guard token.kind == .identifier, Self.modifiers.contains(text(token)) else { break }
            if text(token) == "open" { return "open " }
            if text(token) == "public" { return "public " }
            position -= 1
        }
        return ""
    }

    /// The outlets declared directly in the body between `open` and `close`: not in a nested
    /// type or function (a nested class is a class of its own), and not inside `#if`, whose
    /// condition may leave the property out.
    private func outlets(inBodyFrom open: Int, to close: Int, braces: [Int: Int]) -> [NibOutlet] {
        var outlets: [NibOutlet] = []
        var depth = 0
        var conditional = 0
        var position = open + 1
        while position < close {
            let token = tokens[position]
            // A nested body is skipped whole, so that each token is read once per class that
            // holds it directly, not once per enclosing class.
            if token.kind == .punctuation, bytes[token.range.lowerBound] == UInt8(ascii: "{"),
                let end = braces[position], end < close
            {
                position = end + 1
                continue
            }
            switch token.kind {
            case .punctuation where bytes[token.range.lowerBound] == UInt8(ascii: "{"): depth += 1
            case .punctuation where bytes[token.range.lowerBound] == UInt8(ascii: "}"): depth -= 1
            case .poundKeyword where text(token) == "#if": conditional += 1
            case .poundKeyword where text(token) == "#endif": conditional -= 1
            case .attribute where depth == 0 && conditional == 0 && name(of: token) == "IBOutlet":
                if let outlet = outlet(after: position, before: close) { outlets.append(outlet) }
            default: break
            }
            position += 1
        }
        return outlets
    }

    /// The property that the `@IBOutlet` at `index` marks: `var name: Type`, after other
    /// attributes and modifiers (`private(set)` too). nil when the declaration is not one the
    /// generated code can name (no type written, a `let`, a type with tokens a type cannot have).
    private func outlet(after index: Int, before close: Int) -> NibOutlet? {
        var position = index + 1
        while position < close {
            let token = tokens[position]
            if token.isComment {
                position += 1
            } else if token.kind == .attribute {
                guard let end = try? attributeEnd(position) else { return nil }
                position = end + 1
            } else if token.kind == .identifier, Self.modifiers.contains(text(token)) {
                position += 1
                if position < close, isPunctuation(position, "("), let end = closing[position] { position = end + 1 }
            } else {
                break
            }
        }
        guard position + 2 < close, text(tokens[position]) == "var",
            let nameIndex = nextSignificant(after: position), tokens[nameIndex].kind == .identifier,
            let colon = nextSignificant(after: nameIndex), isPunctuation(colon, ":")
        else { return nil }
        let property = text(tokens[nameIndex])
        guard let declared = typeText(after: colon, before: close) else { return nil }
        var type = declared
        var isOptional = false
        if let last = type.last, last == "!" || last == "?" {
            type = String(type.dropLast()).trimmingSpaces()
            isOptional = true
        }
        guard !type.isEmpty, type.last != "!", type.last != "?" else { return nil }
        var isCollection = false
        if type.first == "[", type.last == "]", Self.isOneBracket(type) {
            let element = String(type.dropFirst().dropLast()).trimmingSpaces()
            guard !element.isEmpty, !Self.hasTopLevelColon(element) else { return nil }
            type = element
            isCollection = true
        }
        let key = property.hasPrefix("`") ? String(property.dropFirst().dropLast()) : property
        return NibOutlet(property: property, key: key, type: type, isCollection: isCollection, isOptional: isOptional)
    }

    /// The type after `colon` as one line of text (one space where the source had space): names,
    /// `.`, brackets, parentheses, and `<`, `>`, `?`, `!`, `&`; it ends, outside brackets, at
    /// `=`, `{`, `;`, `,`, a line break or anything else.
    private func typeText(after colon: Int, before close: Int) -> String? {
        let typeOperator = Array("<>?!&".utf8)
        var position = colon + 1
        // The closers the open brackets wait for, innermost last: a `)` where a `]` is due is
        // no type (and inside an interpolation it would end the interpolation), and the
        // generated code must hold only balanced brackets.
        var closers: [UInt8] = []
        var angle = 0
        var used: [SwiftToken] = []
        var lastLine = lines.line(tokens[colon].range.lowerBound)
        scan: while position < close {
            let token = tokens[position]
            if token.isComment {
                position += 1
                continue
            }
            let line = lines.line(token.range.lowerBound)
            let nested = !closers.isEmpty || angle > 0
            if !nested, line != lastLine { break }
            switch token.kind {
            case .identifier:
                break
            case .operator:
                guard bytes[token.range].allSatisfy({ typeOperator.contains($0) }) else {
                    if !nested { break scan }
                    return nil
                }
                angle += bytes[token.range].filter { $0 == UInt8(ascii: "<") }.count
                angle -= bytes[token.range].filter { $0 == UInt8(ascii: ">") }.count
                if angle < 0 { return nil }
            case .punctuation:
                let byte = bytes[token.range.lowerBound]
                switch byte {
                case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
                case UInt8(ascii: "("): closers.append(UInt8(ascii: ")"))
                case UInt8(ascii: "]"), UInt8(ascii: ")"):
                    guard closers.popLast() == byte else { return nil }
                case UInt8(ascii: "."): break
                case UInt8(ascii: ","), UInt8(ascii: ":"):
                    if !nested { break scan }
                default:
                    if !nested { break scan }
                    return nil
                }
            default:
                if !nested { break scan }
                return nil
            }
            used.append(token)
            lastLine = line
            position += 1
        }
        guard closers.isEmpty, angle == 0, !used.isEmpty else { return nil }
        return String(decoding: Self.selectorText(bytes: bytes, tokens: used[...]), as: UTF8.self)
    }

    /// What goes before the methods: `; ` after a member (Swift requires it between two
    /// declarations on one line, and after a name on an earlier line it keeps that name from
    /// reading as a modifier of the inserted `override`, as a second rewrite would see it:
    /// `dynamic`); a space after `{`, `;`, or a `}` on an earlier line. nil after an operator on
    /// the line other than a type's `?`, `!` or `>` (not valid Swift there; a `/` could read
    /// otherwise with other text after it).
    private func separator(before close: Int) -> String? {
        var previous = close - 1
        while previous >= 0, tokens[previous].isComment { previous -= 1 }
        guard previous >= 0 else { return " " }
        let sameLine = lines.line(tokens[previous].range.lowerBound) == lines.line(tokens[close].range.lowerBound)
        if sameLine,
            tokens[previous].kind == .regex
                || (tokens[previous].kind == .operator
                    && !bytes[tokens[previous].range].allSatisfy({ Array("?!>".utf8).contains($0) }))
        {
            return nil
        }
        switch text(tokens[previous]) {
        case "{", ";": return " "
        case "}" where !sameLine && tokens[previous].kind == .punctuation: return " "
        default: return "; "
        }
    }

    /// Whether the `[` that starts `type` closes at its last character.
    static func isOneBracket(_ type: String) -> Bool {
        var depth = 0
        for (offset, character) in type.enumerated() {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if depth == 0 { return offset == type.count - 1 }
        }
        return false
    }

    /// Whether `type` has a `:` outside brackets and angle brackets (a dictionary's).
    static func hasTopLevelColon(_ type: String) -> Bool {
        var depth = 0
        for character in type {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
