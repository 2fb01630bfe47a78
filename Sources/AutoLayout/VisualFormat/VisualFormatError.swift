/// Why a visual format string was rejected, and where: the counterpart of the exception
/// `constraints(withVisualFormat:options:metrics:views:)` raises in UIKit.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public let format: String
    /// 0-based index (in characters) of the offending character in `format`; the format's
    /// length when it ended too early; 0 for problems with the options.
    public let column: Int

    public init(message: String, format: String, column: Int) {
        self.message = message
        self.format = format
        self.column = column
    }

    init(_ problem: Problem, format: String, column: Int) {
        self.init(message: problem.message, format: format, column: column)
    }

    /// The message, then the format with a caret under the offending character, laid out as
    /// UIKit's "Unable to parse constraint format" reports are so the two read alike.
    public var description: String {
        // The caret stands under the offending character of the format as printed, escapes
        // and all.
        let caret = String(format.prefix(max(column, 0))).escapedForMessage.count
        return "Unable to parse constraint format: \(message)\n\(format.escapedForMessage)\n"
            + String(repeating: " ", count: caret) + "^"
    }
}

extension VisualFormatError {
    /// Every way a format can be wrong; the texts live here so they are written in one place.
    enum Problem {
        case unknownView(String)
        case unknownMetric(String)
        case unknownMetricOrView(String)
        case noSuperview(String)
        case whitespace
        case expected(String, found: Character?)
        case unknownRelation(String)
        case badNumber(String)
        case priorityOutOfRange(Double)
        case notPerpendicular(LayoutAttribute, LayoutAxis)
        case conflictingDirections

        var message: String {
            switch self {
            case let .unknownView(name):
                return "'\(name.escapedForMessage)' is not a key in the views dictionary."
            case let .unknownMetric(name):
                return "'\(name.escapedForMessage)' is not a key in the metrics dictionary."
            case let .unknownMetricOrView(name):
                return "'\(name.escapedForMessage)' is not a key in the metrics or views dictionaries."
            case let .noSuperview(name):
                return
                    "Unable to interpret '|' character, because the related view '\(name.escapedForMessage)' doesn't have a superview."
            case .whitespace:
                return "Whitespace is not allowed in a visual format."
            case let .expected(what, found):
                guard let found else { return "Expected \(what), but the format ended." }
                return "Expected \(what), but found '\(String(found).escapedForMessage)'."
            case let .unknownRelation(text):
                return "Unknown relation '\(text.escapedForMessage)': use ==, <= or >=."
            case let .badNumber(text):
                return "'\(text.escapedForMessage)' is not a number."
            case let .priorityOutOfRange(value):
                return "Priority \(formatPoints(value)) is out of range: priorities run from 1 to 1000."
            case let .notPerpendicular(attribute, axis):
                return "Cannot align views by \(attribute.displayName) in a \(axis.rawValue) format: "
                    + "alignment options must be perpendicular to the orientation."
            case .conflictingDirections:
                return "The options ask for both directionLeftToRight and directionRightToLeft; choose one."
            }
        }
    }
}
