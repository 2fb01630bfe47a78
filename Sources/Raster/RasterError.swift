/// Why an image could not be read or written.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// Not a PNG libpng can decode (corrupt, truncated or another format): names the file.
    case invalidPNG(file: String, reason: String)
    case encodingFailed(reason: String)
    case unreadableFile(String)
    case unwritableFile(String)

    public var description: String {
        switch self {
        case let .invalidPNG(file, reason): return "\(file): not a readable PNG image (\(reason))"
        case let .encodingFailed(reason): return "PNG encoding failed: \(reason)"
        case let .unreadableFile(file): return "\(file): cannot read the file"
        case let .unwritableFile(file): return "\(file): cannot write the file"
        }
    }
}
