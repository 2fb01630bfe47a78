/// Decoded pixels as the renderer's bitmaps hold them: 8-bit sRGB RGBA, each colour channel
/// already multiplied by alpha, rows top to bottom. A value, so a view model keeps no
/// reference to the image object it came from; comparing two that share their storage (the
/// same image drawn twice) does not walk the bytes.
public struct ImagePixels: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// 4 × `width` × `height` bytes.
    public let premultipliedRGBA: [UInt8]

    /// Nil unless `premultipliedRGBA` holds exactly 4 × `width` × `height` bytes.
    public init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        guard width > 0, height > 0, premultipliedRGBA.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.premultipliedRGBA = premultipliedRGBA
    }
}
