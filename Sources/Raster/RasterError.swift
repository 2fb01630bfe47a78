/// Why an image could not be read or written.
import AutoLayout
import Typesetting

public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// Not a PNG libpng can decode (corrupt, truncated or another format): names the file.
    case invalidPNG(file: String, reason: String)
    case encodingFailed(reason: String)
    case unreadableFile(String)
    /// The output could not be written: the path and why (`OutputFile`).
    case unwritableFile(OutputError)
    /// An image view's PNG could not be drawn: the view, and why (`invalidPNG`, `unreadableFile`).
    indirect case image(view: String, RasterError)
    /// A view's text (or the debug overlay's, `view` nil) could not be set or drawn.
    case text(view: String?, TypesettingError)
    /// A view's content could not be made ready to draw (its drawing failed): the view, and why.
    case drawing(view: String, DrawingFailure)

    public var description: String {
        switch self {
        case let .invalidPNG(file, reason): return "\(file): not a readable PNG image (\(reason))"
        case let .encodingFailed(reason): return "PNG encoding failed: \(reason)"
        case let .unreadableFile(file): return "\(file): cannot read the file"
        case let .unwritableFile(error): return error.description
        case let .image(view, error): return "view '\(view)': \(error)"
        case let .text(view?, error): return "view '\(view)': \(error)"
        case let .text(nil, error): return "debug overlay: \(error)"
        case let .drawing(view, failure): return "view '\(view)': \(failure)"
        }
    }
}
