import SceneModel

/// Reads one entry's text (between `<` and `>`) into a `LogEntry`. Never fails: what cannot
/// be read is kept with a `problem`.
enum LogEntryParser {
    static func parse(_ text: String, line: Int) -> LogEntry {
        var entry = LogEntry(line: line, text: text)
        var rest = Substring(text)
        guard let colon = rest.firstIndex(of: ":") else {
            entry.problem = "no class and address"
            return entry
        }
        entry.className = String(rest[..<colon])
        rest = rest[rest.index(after: colon)...]
        let addressEnd = rest.firstIndex(of: " ") ?? rest.endIndex
        var address = rest[..<addressEnd]
        if let at = address.firstIndex(of: "@") {
            entry.source = String(address[address.index(after: at)...])
            address = address[..<at]
        }
        entry.address = String(address)
        rest = rest[addressEnd...].drop { $0 == " " }
        // Autoresizing flags: `h=--& v=--& `.
        while rest.hasPrefix("h=") || rest.hasPrefix("v=") {
            let end = rest.firstIndex(of: " ") ?? rest.endIndex
            let flags = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
            if rest.hasPrefix("h=") { entry.horizontalFlags = flags } else { entry.verticalFlags = flags }
            rest = rest[end...].drop { $0 == " " }
        }
        if rest.hasPrefix("'"), let close = rest.dropFirst().firstIndex(of: "'") {
            entry.identifier = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        // The info in parentheses after the body: `(active)`, `(active, names: …)`, `(Names: …)`.
        var body = rest
        for marker in ["(active", "(Names:", "(names:"] {
            if let range = rest.range(of: marker, options: .backwards) {
                body = rest[..<range.lowerBound]
                readInfo(rest[range.lowerBound...], into: &entry)
                break
            }
        }
        let bodyText = body.trimmingCharacters(in: .whitespaces)
        do throws(LogParseProblem) {
            if bodyText.hasPrefix("H:") || bodyText.hasPrefix("V:") {
                entry.body = .visualFormat(try parseVisualFormat(bodyText))
            } else {
                entry.body = try parseEquation(bodyText)
            }
        } catch {
            entry.problem = error.message
        }
        return entry
    }

    private static func readInfo(_ info: Substring, into entry: inout LogEntry) {
        entry.isActive = info.hasPrefix("(active")
        guard let names = info.range(of: "ames:") else { return }
        var list = info[names.upperBound...]
        if let close = list.lastIndex(of: ")") { list = list[..<close] }
        for part in list.split(separator: ",") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard let colon = pair.firstIndex(of: ":") else { continue }
            var key = String(pair[..<colon])
            if key.hasPrefix("'") && key.hasSuffix("'") && key.count >= 2 { key = String(key.dropFirst().dropLast()) }
            if let item = LogItem(parsing: String(pair[pair.index(after: colon)...])) { entry.names[key] = item }
        }
    }

    /// Splits on spaces, keeping quoted text (`'Show More'`) whole.
    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "'" { quoted.toggle() }
            if character == " " && !quoted {
                if !current.isEmpty { result.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `Item.attribute`, the attribute after the last dot outside quotes.
    static func anchor(_ token: String) throws(LogParseProblem) -> LogAnchor {
        var quoted = false
        var dot: String.Index?
        var index = token.startIndex
        while index < token.endIndex {
            if token[index] == "'" { quoted.toggle() } else if token[index] == "." && !quoted { dot = index }
            index = token.index(after: index)
        }
        guard let dot, let item = LogItem(parsing: String(token[..<dot])) else {
            throw LogParseProblem("not an item and attribute: '\(token)'")
        }
        return LogAnchor(item: item, attribute: String(token[token.index(after: dot)...]))
    }

    /// `A.attr REL [m*]B.attr [* m] [± c]`, or `A.attr REL [±] c`.
    static func parseEquation(_ text: String) throws(LogParseProblem) -> LogBody {
        var words = tokens(text)
        guard words.count >= 3 else { throw LogParseProblem("not an equation: '\(text)'") }
        let first = try anchor(words.removeFirst())
        guard let relation = LogRelation(rawValue: words.removeFirst()) else {
            throw LogParseProblem("no relation in '\(text)'")
        }
        func number(_ word: String) -> Double? { Double(word) }
        // A constant alone, with its sign apart (`- 16`, `+ 70`) or not.
        var sign = 1.0
        if let word = words.first, word == "-" || word == "+" {
            sign = word == "-" ? -1 : 1
            words.removeFirst()
        }
        if words.count == 1, let value = number(words[0]) {
            return .equation(first: first, relation: relation, multiplier: 1, second: nil, constant: sign * value)
        }
        guard !words.isEmpty else { throw LogParseProblem("nothing after the relation in '\(text)'") }
        var secondText = words.removeFirst()
        var multiplier = 1.0
        // `0.28125*UIView:0x….width`
        if let star = secondText.firstIndex(of: "*"), let value = number(String(secondText[..<star])) {
            multiplier = value
            secondText = String(secondText[secondText.index(after: star)...])
        }
        let second = try anchor(secondText)
        // `… * 0.5`
        if words.first == "*", words.count >= 2, let value = number(words[1]) {
            multiplier = value
            words.removeFirst(2)
        }
        var constant = 0.0
        if let word = words.first, word == "+" || word == "-", words.count >= 2, let value = number(words[1]) {
            constant = word == "-" ? -value : value
            words.removeFirst(2)
        } else if let word = words.first, let value = number(word) {
            constant = value
            words.removeFirst()
        }
        guard words.isEmpty else { throw LogParseProblem("unexpected '\(words.joined(separator: " "))' in '\(text)'") }
        return .equation(
            first: first, relation: relation, multiplier: sign * multiplier, second: second,
            constant: constant)
    }

    /// `H:|-(16)-[A]`, `V:[A]-(8)-[B]`, `V:[A(56)]`, `-(NSSpace(8))-`, `… (LTR)`.
    static func parseVisualFormat(_ text: String) throws(LogParseProblem) -> LogVisualFormat {
        var format = LogVisualFormat(isVertical: text.hasPrefix("V:"), elements: [], direction: nil)
        var rest = Substring(text.dropFirst(2))
        if let space = rest.lastIndex(of: " "), rest[rest.index(after: space)...].hasPrefix("(") {
            format.direction = String(rest[rest.index(after: space)...].dropFirst().dropLast())
            rest = rest[..<space]
        } else if let direction = ["(LTR)", "(RTL)"].first(where: { rest.hasSuffix($0) }) {
            // UIKit writes the direction straight after the last element in its margin-guide
            // constraints: `H:|-(8)-[UILayoutGuide:0x…'UIViewLayoutMarginsGuide'](LTR)`.
            format.direction = String(direction.dropFirst().dropLast())
            rest = rest.dropLast(direction.count)
        }
        var characters = Array(rest)
        var index = 0
        func read(until close: Character, from start: Int) throws(LogParseProblem) -> (String, Int) {
            var depth = 0
            var quoted = false
            var position = start
            while position < characters.count {
                let c = characters[position]
                if c == "'" { quoted.toggle() }
                if !quoted {
                    if c == "(" || c == "[" { depth += 1 }
                    if c == ")" || c == "]" {
                        if depth == 0 && c == close { return (String(characters[start..<position]), position + 1) }
                        depth -= 1
                    }
                }
                position += 1
            }
            throw LogParseProblem("unclosed '\(close)' in '\(text)'")
        }
        characters = Array(rest)
        while index < characters.count {
            switch characters[index] {
            case "|":
                format.elements.append(.superview)
                index += 1
            case "[":
                let (inside, next) = try read(until: "]", from: index + 1)
                index = next
                var itemText = inside
                var size: Double?
                // `Item(304)`: the size in the last parentheses outside quotes.
                if inside.hasSuffix(")"), let open = Self.lastOpenParenthesis(inside) {
                    size = Double(inside[inside.index(after: open)..<inside.index(before: inside.endIndex)])
                    if size != nil { itemText = String(inside[..<open]) }
                }
                guard let item = LogItem(parsing: itemText) else { throw LogParseProblem("empty item in '\(text)'") }
                format.elements.append(.item(item, size: size))
            case "-":
                if index + 1 < characters.count && characters[index + 1] == "(" {
                    let (inside, next) = try read(until: ")", from: index + 2)
                    index = next
                    if index < characters.count && characters[index] == "-" { index += 1 }
                    if inside.hasPrefix("NSSpace("), inside.hasSuffix(")") {
                        format.elements.append(.gap(Double(inside.dropFirst(8).dropLast()), isSystemSpacing: true))
                    } else {
                        guard let value = Double(inside) else {
                            throw LogParseProblem("bad gap '\(inside)' in '\(text)'")
                        }
                        format.elements.append(.gap(value, isSystemSpacing: false))
                    }
                } else {
                    index += 1
                    if index < characters.count && characters[index] == "-" { index += 1 }
                    format.elements.append(.gap(nil, isSystemSpacing: true))
                }
            case " ":
                index += 1
            default:
                throw LogParseProblem("unexpected '\(characters[index])' in '\(text)'")
            }
        }
        guard format.elements.contains(where: { if case .item = $0 { true } else { false } }) else {
            throw LogParseProblem("no item in '\(text)'")
        }
        return format
    }

    static func lastOpenParenthesis(_ text: String) -> String.Index? {
        var quoted = false
        var found: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "'" { quoted.toggle() } else if text[index] == "(" && !quoted { found = index }
            index = text.index(after: index)
        }
        return found
    }
}

/// Why an entry's body could not be read.
struct LogParseProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
