/// Why `plumb uikit init` stopped: `usage` is exit 2, the rest exit 1.
public enum UIKitInitError: Error, Equatable, Sendable, CustomStringConvertible {
    case usage(String)
    /// A file or folder that could not be read or written, and the system's reason.
    case io(path: String, reason: String)
    /// Files the lexer cannot read (each with its line).
    case unreadableSources([ViewScanner.Failure])
    case noViews(String)

    public var description: String {
        switch self {
        case .usage(let message): message
        case .io(let path, let reason): "\(path): \(reason)"
        case .unreadableSources(let failures): failures.map(\.description).joined(separator: "\n")
        case .noViews(let root):
            "\(root): no Swift file declares a class deriving from UIView, UITableViewCell, "
                + "UICollectionViewCell or UIViewController; name the folders with --views"
        }
    }
}
