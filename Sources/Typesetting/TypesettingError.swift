/// Why text could not be measured.
public enum TypesettingError: Error, Equatable, CustomStringConvertible {
    /// The font file does not exist; `package` names the Debian package that provides it.
    case missingFont(path: String, package: String?)
    /// The file exists but FreeType or HarfBuzz cannot read it as a font.
    case unreadableFont(path: String)
    /// The image file is missing, or is not a whole, uncorrupted PNG: `reason` says what is wrong.
    case unreadableImage(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingFont(path, package?):
            return "font file not found: \(path) (install the Debian package \(package): scripts/setup does)"
        case let .missingFont(path, nil):
            return "font file not found: \(path)"
        case let .unreadableFont(path):
            return "not a font FreeType can read: \(path)"
        case let .unreadableImage(path, reason):
            return "not a readable PNG image: \(path) (\(reason))"
        }
    }
}
