/// Something a reader could not reproduce exactly and approximated: printed as
/// `file:line: warning: message: 'text'`.
public struct SceneWarning: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var text: String
    public var message: String

    public init(file: String, line: Int?, text: String, message: String) {
        self.file = file
        self.line = line
        self.text = text
        self.message = message
    }

    public var description: String {
        SceneError.diagnostic("warning", file: file, line: line, message: message, text: text)
    }
}
