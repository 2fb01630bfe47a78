/// Reads Apple's visual format grammar in one left-to-right pass:
///
///     (H:|V:)? (| connection)? view (connection view)* (connection |)?
///
/// Names are looked up as soon as they are read, so the error reported is always the leftmost
/// one, and its column is the offending character's index.
struct VisualFormatParser {
    /// Between siblings, a bare `-` (UIKit's `NSSpace(8)`).
    static let standardSpacing = 8.0

    private let format: String
    private let characters: [Character]
    private let metrics: [String: Double]
    private let views: [String: LayoutItem]
    private var position = 0

    init(format: String, metrics: [String: Double], views: [String: LayoutItem]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// Reads an `H:` or `V:` prefix; without one the format is horizontal.
    mutating func parseOrientation() -> LayoutAxis {
        guard characters.count >= 2, characters[1] == ":" else { return .horizontal }
        switch characters[0] {
        case "H": position = 2; return .horizontal
        case "V": position = 2; return .vertical
        // Anything else before a colon is left for the statement to reject at its column.
        default: return .horizontal
        }
    }

    /// Reads everything after the orientation.
    mutating func parseStatement() throws(VisualFormatError) -> VisualFormatStatement {
        var leadingBar: Int?
        var leadingEdge: VisualFormatConnection?
        if current == "|" {
            leadingBar = position
            position += 1
            leadingEdge = try parseConnection()
        }
        let firstColumn = position + 1
        let first = try parseView()
        let superview = container(of: first.item)
        var statement = VisualFormatStatement(leadingEdge: leadingEdge, first: first, superview: superview)
        if let leadingBar, superview == nil {
            throw fail(.noSuperview(name(at: firstColumn)), at: leadingBar)
        }
        while current != nil {
            guard current == "-" || current == "[" || current == "|" else {
                throw unexpected("'-', '[' or '|' after a view")
            }
            let connection = try parseConnection()
            if current == "[" {
                statement.following.append(.init(connection: connection, view: try parseView()))
            } else if current == "|" {
                if superview == nil { throw fail(.noSuperview(name(at: firstColumn)), at: position) }
                position += 1
                statement.trailingEdge = connection
                break
            } else {
                throw unexpected("'[' or '|'")
            }
        }
        if current != nil { throw unexpected("the end of the format") }
        return statement
    }

    // MARK: - Pieces of the grammar

    /// `-`, `-predicates-`, or nothing (flush); the caller checks what follows.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        guard consume("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualFormatPredicate]
        if current == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            predicates = [try parseSimplePredicate()]
        }
        try expect("-", "'-' to end the spacing")
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        try expect("[", "'[' to start a view")
        let start = position
        guard let name = parseIdentifier() else { throw unexpected("a view name") }
        guard let item = views[name] else { throw fail(.unknownView(name), at: start) }
        var size: [VisualFormatPredicate] = []
        if current == "(" { size = try parsePredicateList(allowingViews: true) }
        try expect("]", "']' to close view '\(name)'")
        return VisualFormatView(item: item, size: size)
    }

    /// `-N-` or `-metric-`: equal, required, no sign (the `-` around it would make one
    /// ambiguous).
    private mutating func parseSimplePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
        let start = position
        let constant: Double
        if let c = current, isDigit(c) || c == "." {
            constant = try parseNumber(signed: false)
        } else if let name = parseIdentifier() {
            guard let value = metrics[name] else { throw fail(.unknownMetric(name), at: start) }
            constant = value
        } else {
            throw unexpected("a number, a metric name or '(' after '-'")
        }
        return VisualFormatPredicate(relation: .equal, constant: constant, item: nil, priority: .required)
    }

    /// `(predicate,predicate…)`, starting at the `(`.
    private mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        try expect("(", "'('")
        var list = [try parsePredicate(allowingViews: allowingViews)]
        while consume(",") { list.append(try parsePredicate(allowingViews: allowingViews)) }
        try expect(")", "',' or ')'")
        return list
    }

    private mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        let relation = try parseRelation()
        let start = position
        var constant = 0.0
        var item: LayoutItem?
        if let c = current, isDigit(c) || c == "." || c == "-" || c == "+" {
            constant = try parseNumber(signed: true)
        } else if let name = parseIdentifier() {
            // A metric wins over a view of the same name: the grammar lists constants first.
            if let value = metrics[name] {
                constant = value
            } else if allowingViews, let view = views[name] {
                item = view
            } else {
                throw fail(allowingViews ? .unknownMetricOrView(name) : .unknownMetric(name), at: start)
            }
        } else {
            throw unexpected(allowingViews ? "a number, a metric or a view name" : "a number or a metric name")
        }
        var priority = Priority.required
        if consume("@") { priority = try parsePriority() }
        return VisualFormatPredicate(relation: relation, constant: constant, item: item, priority: priority)
    }

    /// `==`, `<=`, `>=`, or nothing (equal).
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        guard let c = current, c == "=" || c == "<" || c == ">" else { return .equal }
        let start = position
        guard start + 1 < characters.count, characters[start + 1] == "=" else {
            let text = String(characters[start..<min(start + 2, characters.count)])
            throw fail(.unknownRelation(text), at: start)
        }
        position += 2
        switch c {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number or metric after `@`, within 1…1000.
    private mutating func parsePriority() throws(VisualFormatError) -> Priority {
        let start = position
        let value: Double
        if let c = current, isDigit(c) || c == "." {
            value = try parseNumber(signed: false)
        } else if let name = parseIdentifier() {
            guard let metric = metrics[name] else { throw fail(.unknownMetric(name), at: start) }
            value = metric
        } else {
            throw unexpected("a priority after '@'")
        }
        let priority = Priority(value)
        guard priority.isValid else { throw fail(.priorityOutOfRange(value), at: start) }
        return priority
    }

    // MARK: - Tokens

    /// Digits with an optional fraction (and sign, inside parentheses).
    private mutating func parseNumber(signed: Bool) throws(VisualFormatError) -> Double {
        let start = position
        var text = ""
        if signed, let c = current, c == "-" || c == "+" {
            text.append(c)
            position += 1
        }
        while let c = current, isDigit(c) || c == "." {
            text.append(c)
            position += 1
        }
        guard text.contains(where: isDigit), let value = Double(text), value.isFinite else {
            throw fail(.badNumber(text), at: start)
        }
        return value
    }

    /// A C identifier, or nil (consuming nothing) when none starts here.
    private mutating func parseIdentifier() -> String? {
        guard let c = current, c.isASCII, c.isLetter || c == "_" else { return nil }
        var name = ""
        while let c = current, c.isASCII, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            position += 1
        }
        return name
    }

    /// The identifier starting at `column` (the first view's name, for messages).
    private func name(at column: Int) -> String {
        var end = column
        while end < characters.count, characters[end].isASCII,
            characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
        {
            end += 1
        }
        return String(characters[min(column, end)..<end])
    }

    private func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    private mutating func consume(_ c: Character) -> Bool {
        guard current == c else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ c: Character, _ expectation: String) throws(VisualFormatError) {
        guard consume(c) else { throw unexpected(expectation) }
    }

    /// The error for whatever is at the current position. No token may hold whitespace, so
    /// the first space the parser meets is always where it stops; it gets its own message.
    private func unexpected(_ expectation: String) -> VisualFormatError {
        if let c = current, c.isWhitespace { return fail(.whitespace, at: position) }
        return fail(.expected(expectation, found: current), at: position)
    }

    private func fail(_ problem: VisualFormatError.Problem, at column: Int) -> VisualFormatError {
        VisualFormatError(problem, format: format, column: column)
    }

    /// What `|` means for a view (its superview) or a guide (the view that owns it).
    private func container(of item: LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        return item.owningView
    }
}
