/// Why an image could not be read or written.
import Typesetting

public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// Not a PNG libpng can decode (corrupt, truncated or another format): names the file.
    case invalidPNG(file: String, reason: String)
    case encodingFailed(reason: String)
    case unreadableFile(String)
    case unwritableFile(String)
    /// An image view's PNG could not be drawn: the view, and why (`invalidPNG`, `unreadableFile`).
    indirect case image(view: String, RasterError)
    /// A view's text (or the debug overlay's, `view` nil) could not be set or drawn.
    case text(view: String?, TypesettingError)

    public var description: String {
        switch self {
        case let .invalidPNG(file, reason): return "\(file): not a readable PNG image (\(reason))"
        case let .encodingFailed(reason): return "PNG encoding failed: \(reason)"
        case let .unreadableFile(file): return "\(file): cannot read the file"
        case let .unwritableFile(file): return "\(file): cannot write the file"
        case let .image(view, error): return "view '\(view)': \(error)"
        case let .text(view?, error): return "view '\(view)': \(error)"
        case let .text(nil, error): return "debug overlay: \(error)"
        }
    }
}
