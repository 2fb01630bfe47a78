import AutoLayout

/// A view name the scene does not have.
public struct SceneLookupError: Error, CustomStringConvertible {
    public let file: String
    public let name: String
    public let suggestion: String?

    public var description: String {
        var text = "\(file): no view named '\(name)'"
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        return text
    }
}
