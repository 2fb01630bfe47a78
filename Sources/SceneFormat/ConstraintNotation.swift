import AutoLayout
import SceneModel

/// One constraint line in the guide's notation, split into its parts but not yet resolved
/// against views: `Item.Attribute REL [multiplier (x|*|×)] Item.Attribute [(+|-) constant]
/// [(Priority N) | @N]`, or `Item.Attribute REL constant [priority]`.
struct ConstraintNotation: Equatable {
    /// A side's `Item.Attribute`, with where the item and the attribute start in the line
    /// (0-based character offsets, for error columns).
    struct Reference: Equatable {
        var item: String
        var attribute: String
        var itemOffset: Int
        var attributeOffset: Int
    }

    enum Constant: Equatable {
        case number(Double)
        /// Interface Builder's standard spacing; its value depends on the items.
        case standard(sign: Double)
    }

    var first: Reference
    var relation: LayoutRelation
    var multiplier: Double
    var second: Reference?
    var constant: Constant
    var priority: Double?
    /// Where the priority's number starts in the line, for error columns.
    var priorityOffset = 0

    /// A problem in the line: message, offending text and its offset in the line.
    struct Problem: Error, Equatable {
        var message: String
        var text: String
        var offset: Int
        var suggestion: String? = nil
    }

    static func parse(_ line: String) throws(Problem) -> ConstraintNotation {
        let chars = LineText(line)
        guard let (relation, relationStart, relationEnd) = findRelation(chars) else {
            throw Problem(message: "expected a relation (=, >=, <=)", text: line, offset: 0)
        }
        // Two relations usually mean two lines run together (a lost line break).
        if let (_, start, end) = findRelation(chars, from: relationEnd) {
            throw Problem(
                message: "expected one relation per line, found a second",
                text: chars.text(start..<end), offset: start)
        }
        let first = try reference(chars, 0, relationStart)
        var end = chars.count
        let (priority, priorityOffset) = try parsePriority(chars, &end) ?? (nil, 0)
        let rhsStart = skipSpaces(chars, relationEnd, end)
        let rhsEnd = trimEnd(chars, rhsStart, end)
        guard rhsStart < rhsEnd else {
            throw Problem(message: "expected a right-hand side after the relation", text: line, offset: relationEnd)
        }
        let rhs = chars.text(rhsStart..<rhsEnd)
        if let constant = parseConstant(rhs) {
            return ConstraintNotation(
                first: first, relation: relation, multiplier: 1, second: nil,
                constant: constant, priority: priority, priorityOffset: priorityOffset)
        }
        if Double(rhs) != nil { throw notDecimal(rhs, offset: rhsStart) }
        // Optional multiplier before `x`, `*` or `×`.
        var multiplier = 1.0
        var itemStart = rhsStart
        if let (sign, signIndex) = multiplicationSign(chars, rhsStart, rhsEnd) {
            let literal = chars.text(rhsStart..<signIndex).trimmingSpaces
            guard let value = parseMultiplier(literal) else {
                throw Problem(message: "expected a multiplier before '\(sign)'", text: literal, offset: rhsStart)
            }
            multiplier = value
            itemStart = skipSpaces(chars, signIndex + 1, rhsEnd)
        }
        // Optional `+ constant` or `- constant` at the end.
        var constant = Constant.number(0)
        var referenceEnd = rhsEnd
        var index = rhsEnd - 1
        while index > itemStart {
            if (chars[index] == "+" || chars[index] == "-") && !isExponentSign(chars, index) {
                let tail = chars.text((index + 1)..<rhsEnd).trimmingSpaces
                // A trailing sign with nothing after it cannot be part of a name either.
                guard !tail.isEmpty else {
                    throw Problem(
                        message: "expected a constant after '\(chars[index])'", text: chars.text(index..<(index + 1)),
                        offset: index)
                }
                if let value = parseConstant(tail) {
                    var sign: Double = chars[index] == "-" ? -1 : 1
                    referenceEnd = index
                    // A signed number after the operator (`+ -8`, `- -8`): the signs combine.
                    let before = trimEnd(chars, itemStart, index)
                    if before > itemStart, chars[before - 1] == "+" || chars[before - 1] == "-" {
                        if chars[before - 1] == "-" { sign = -sign }
                        referenceEnd = before - 1
                    }
                    switch value {
                    case let .number(number): constant = .number(sign * number)
                    case .standard: constant = .standard(sign: sign)
                    }
                } else if !tail.contains("."), (itemStart..<index).contains(where: { chars[$0] == "." }) {
                    // A complete Item.Attribute before the sign and no dot after it: the tail can
                    // only have been meant as the constant.
                    let standard = editDistance(Array(tail.lowercased()), Array("standard")) <= 2
                    throw Problem(
                        message: "expected a number or Standard after '\(chars[index])'", text: tail,
                        offset: skipSpaces(chars, index + 1, rhsEnd), suggestion: standard ? "Standard" : nil)
                }
                break
            }
            index -= 1
        }
        let second = try reference(chars, itemStart, referenceEnd, expected: "a constant or Item.Attribute")
        return ConstraintNotation(
            first: first, relation: relation, multiplier: multiplier, second: second,
            constant: constant, priority: priority, priorityOffset: priorityOffset)
    }

    private static func findRelation(_ chars: LineText, from first: Int = 0) -> (LayoutRelation, Int, Int)? {
        for index in first..<chars.count {
            let next: Unicode.Scalar? = index + 1 < chars.count ? chars[index + 1] : nil
            switch chars[index] {
            case "≥": return (.greaterThanOrEqual, index, index + 1)
            case "≤": return (.lessThanOrEqual, index, index + 1)
            case ">" where next == "=": return (.greaterThanOrEqual, index, index + 2)
            case "<" where next == "=": return (.lessThanOrEqual, index, index + 2)
            case "=": return (.equal, index, next == "=" ? index + 2 : index + 1)
            default: continue
            }
        }
        return nil
    }

    /// `Item.Attribute` between `start` and `end`: the attribute follows the last dot, so item
    /// names may contain dots (`Scroll View.Content Layout Guide.Top`).
    private static func reference(
        _ chars: LineText, _ start: Int, _ end: Int,
        expected: String = "Item.Attribute"
    ) throws(Problem) -> Reference {
        let from = skipSpaces(chars, start, end)
        let to = trimEnd(chars, from, end)
        let text = chars.text(from..<max(from, to))
        guard let dot = (from..<to).last(where: { chars[$0] == "." }), dot > from, dot + 1 < to else {
            throw Problem(message: "expected \(expected)", text: text, offset: from)
        }
        let item = chars.text(from..<dot).trimmingSpaces
        let attributeStart = skipSpaces(chars, dot + 1, to)
        let attribute = chars.text(attributeStart..<to)
        if Double(item) != nil {
            throw Problem(message: "expected \(expected)", text: text, offset: from)
        }
        return Reference(item: item, attribute: attribute, itemOffset: from, attributeOffset: attributeStart)
    }

    /// `(Priority N)` or `@N` at the end of the line, with where its number starts; moves
    /// `end` before it.
    private static func parsePriority(_ chars: LineText, _ end: inout Int) throws(Problem) -> (Double, Int)? {
        let stop = trimEnd(chars, 0, end)
        // `(Priority 750` without its `)` would otherwise read as part of the attribute.
        if stop > 0, chars[stop - 1] != ")", let open = (0..<stop).last(where: { chars[$0] == "(" }),
            chars.text((open + 1)..<stop).trimmingSpaces.lowercased().hasPrefix("priority")
        {
            throw Problem(message: "expected ')' after the priority", text: chars.text(open..<stop), offset: open)
        }
        if stop > 0 && chars[stop - 1] == ")" {
            guard let open = (0..<stop).last(where: { chars[$0] == "(" }) else { return nil }
            let inside = chars.text((open + 1)..<(stop - 1)).trimmingSpaces
            guard inside.lowercased().hasPrefix("priority") else { return nil }
            let number = String(inside.dropFirst("priority".count)).trimmingSpaces
            guard let value = decimal(number) else {
                throw Problem(message: "expected a number after Priority", text: inside, offset: open + 1)
            }
            end = open
            let word = skipSpaces(chars, open + 1, stop - 1)
            return (value, skipSpaces(chars, word + "priority".count, stop - 1))
        }
        if let at = (0..<stop).last(where: { chars[$0] == "@" }) {
            let number = chars.text((at + 1)..<stop).trimmingSpaces
            guard let value = decimal(number) else {
                throw Problem(message: "expected a number after '@'", text: number, offset: at + 1)
            }
            end = at
            return (value, skipSpaces(chars, at + 1, stop))
        }
        return nil
    }

    private static func multiplicationSign(_ chars: LineText, _ start: Int, _ end: Int) -> (Unicode.Scalar, Int)? {
        for index in start..<end {
            let c = chars[index]
            if c == "*" || c == "×" { return (c, index) }
            if (c == "x" || c == "X"), index > start, index + 1 < end, chars[index - 1] == " ", chars[index + 1] == " "
            {
                return (c, index)
            }
            // An exponent's `e` belongs to the multiplier's number (`1e-3 x View.Width`).
            let isExponent = (c == "e" || c == "E") && index > start && isDigitOrPoint(chars[index - 1])
            if c.properties.isAlphabetic && c != "x" && c != "X" && !isExponent { return nil }
        }
        return nil
    }

    /// A number or `Standard`.
    static func parseConstant(_ text: String) -> Constant? {
        let trimmed = text.trimmingSpaces
        if trimmed.lowercased() == "standard" { return .standard(sign: 1) }
        return decimal(trimmed).map { .number($0) }
    }

    /// Interface Builder's multiplier forms: `2`, `2.0`, `1e-3`, `200%`, `2/1`, `2:1`.
    static func parseMultiplier(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        if trimmed.hasSuffix("%"), let percent = decimal(String(trimmed.dropLast()).trimmingSpaces) {
            return percent / 100
        }
        for separator in ["/", ":"] as [Character] {
            let parts = trimmed.split(separator: separator)
            if parts.count == 2, let a = decimal(String(parts[0]).trimmingSpaces),
                let b = decimal(String(parts[1]).trimmingSpaces), b != 0
            {
                return a / b
            }
        }
        return decimal(trimmed)
    }

    /// A number as the guide and YAML write one: an optional sign, digits with an optional
    /// fraction (or a fraction alone), an optional exponent — `8`, `-8`, `+0.5`, `.5`,
    /// `1e5`, `2.5E-3`. Not the other spellings `Double(_:)` reads (`nan`, `inf`, `0x10`,
    /// `0x1p3`), which no layout means. Too large a number reads as infinite, for the
    /// checks that follow to report.
    static func decimal(_ text: String) -> Double? {
        var rest = text.unicodeScalars[...]
        func skipDigits() -> Int {
            var count = 0
            while let next = rest.first, ("0"..."9").contains(next) {
                rest.removeFirst()
                count += 1
            }
            return count
        }
        if let sign = rest.first, sign == "+" || sign == "-" { rest.removeFirst() }
        var digits = skipDigits()
        if rest.first == "." {
            rest.removeFirst()
            digits += skipDigits()
        }
        guard digits > 0 else { return nil }
        if let e = rest.first, e == "e" || e == "E" {
            rest.removeFirst()
            if let sign = rest.first, sign == "+" || sign == "-" { rest.removeFirst() }
            guard skipDigits() > 0 else { return nil }
        }
        guard rest.isEmpty else { return nil }
        return Double(text)
    }

    /// The problem with a number written in a form `decimal(_:)` does not read.
    static func notDecimal(_ text: String, offset: Int) -> Problem {
        Problem(
            message: "expected a decimal number (digits, an optional fraction and exponent)", text: text,
            offset: offset)
    }

    /// Whether the sign at `index` is an exponent's (`1e-5`), part of a number, not an operator.
    private static func isExponentSign(_ chars: LineText, _ index: Int) -> Bool {
        guard index >= 2, chars[index - 1] == "e" || chars[index - 1] == "E" else { return false }
        return isDigitOrPoint(chars[index - 2])
    }

    private static func isDigitOrPoint(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "."
    }

    private static func skipSpaces(_ chars: LineText, _ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end && (chars[index] == " " || chars[index] == "\t") { index += 1 }
        return index
    }

    private static func trimEnd(_ chars: LineText, _ start: Int, _ end: Int) -> Int {
        var index = end
        while index > start && (chars[index - 1] == " " || chars[index - 1] == "\t") { index -= 1 }
        return index
    }
}

/// A line as Unicode scalars for the parser's indexing (comparing scalars is cheap where
/// comparing `Character`s is not), with each scalar's UTF-8 offset so that cutting out a piece
/// is one copy of bytes. Offsets reported in errors count scalars.
struct LineText {
    private let scalars: [Unicode.Scalar]
    private let offsets: [Int]
    private let bytes: [UInt8]

    init(_ line: String) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(line.utf8.count)
        offsets.reserveCapacity(line.utf8.count + 1)
        var offset = 0
        for scalar in line.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        self.offsets = offsets
        bytes = Array(line.utf8)
    }

    var count: Int { scalars.count }
    var indices: Range<Int> { 0..<scalars.count }
    subscript(index: Int) -> Unicode.Scalar { scalars[index] }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[offsets[range.lowerBound]..<offsets[range.upperBound]], as: UTF8.self)
    }

    func text(_ range: PartialRangeFrom<Int>) -> String { text(range.lowerBound..<scalars.count) }
}
