import AutoLayout

/// A scene file that cannot be used: names the file, the line (and column) and the offending
/// text, and suggests a near miss when there is one. The CLI prints `description` and exits 1.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil when the problem is the file as a whole (unreadable, not UTF-8).
    public var line: Int?
    public var column: Int?
    /// The text at fault, as it appears in the file.
    public var text: String
    public var message: String
    public var suggestion: String?

    public init(
        file: String, line: Int?, column: Int? = nil, text: String, message: String,
        suggestion: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        var text = Self.diagnostic("error", file: file, line: line, column: column, message: message, text: self.text)
        if let suggestion { text += " (did you mean '\(suggestion.escapedForMessage)'?)" }
        return text
    }

    /// `file:line:column: severity: message: 'text'`, the form compilers use and CI
    /// annotators read (errors here, warnings in `SceneWarning`).
    package static func diagnostic(
        _ severity: String, file: String, line: Int?, column: Int? = nil, message: String,
        text: String
    ) -> String {
        var location = file
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        var result = "\(location): \(severity): \(message)"
        if !text.isEmpty { result += ": '\(text.escapedForMessage)'" }
        return result
    }

    /// The same error with a "did you mean" suggestion.
    public func with(suggestion: String?) -> SceneError {
        var copy = self
        copy.suggestion = suggestion
        return copy
    }
}

/// Where a piece of a scene sits, for error messages.
public struct SceneLocation: Equatable, Sendable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int?, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public func error(_ message: String, _ text: String, suggestion: String? = nil, offset: Int = 0) -> SceneError {
        SceneError(
            file: file, line: line, column: column.map { $0 + offset }, text: text, message: message,
            suggestion: suggestion)
    }
}
