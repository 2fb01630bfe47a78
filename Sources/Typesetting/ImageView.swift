import AutoLayout
import Foundation

/// A `UIImageView`: its intrinsic size is its image's size in points (none without an image).
public final class ImageView: View, @unchecked Sendable {
    public enum ContentMode: String, Sendable, CaseIterable {
        case scaleToFill, aspectFit, aspectFill, center
    }

    /// Where the picture comes from.
    public enum Image: Hashable, Sendable {
        /// A PNG file and its size in points (pixels over the scale in its name, `@2x`/`@3x`).
        case file(path: String, size: Size)
        /// A deterministic generated picture of a size in points (for recipes' artwork).
        case generated(size: Size)

        public var size: Size {
            switch self {
            case let .file(_, size), let .generated(size): return size
            }
        }
    }

    public var image: Image? {
        // What the view measures changed: the engine lays it out again on the next read.
        didSet { invalidateIntrinsicContentSize() }
    }
    public var contentMode: ContentMode = .scaleToFill

    /// UIKit's: the image trait, but not an element until one is asked for (an image is
    /// decorative unless marked otherwise); no label unless one is set.
    public override func defaultAccessibility(direction: LayoutDirection) -> AccessibilityDescription {
        AccessibilityDescription(isElement: false, traits: .image)
    }

    public init(name: String, image: Image? = nil) {
        self.image = image
        super.init(name: name)
    }

    /// 251 with an image, as Interface Builder sets when one is dropped in.
    public override var defaultContentHuggingPriority: Priority { image == nil ? .defaultLow : 251 }

    public override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Reads a PNG's size from its header (the IHDR chunk), so layout needs no decoder, after
    /// walking every chunk: a truncated or corrupted file (a chunk cut short or failing its
    /// CRC, no image data, no end) is reported with the reason, never drawn as a placeholder.
    public static func pngImage(path: String) throws(TypesettingError) -> Image {
        func fail(_ reason: String) -> TypesettingError { .unreadableImage(path: path, reason: reason) }
        guard FileManager.default.fileExists(atPath: path) else { throw fail("no such file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("cannot read the file") }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw fail("no PNG signature") }
        func big(_ offset: Int) -> UInt32 {
            bytes[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
        var offset = 8
        var size: (width: UInt32, height: UInt32)?
        var hasData = false
        while true {
            guard offset + 8 <= bytes.count else {
                throw fail(offset == bytes.count ? "truncated: no IEND chunk" : "truncated at byte \(bytes.count)")
            }
            let length = Int(big(offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                throw fail("truncated: chunk '\(type)' at byte \(offset) runs past the end at byte \(bytes.count)")
            }
            let crc = PNGCRC.checksum(bytes[(offset + 4)..<(offset + 8 + length)])
            guard crc == big(offset + 8 + length) else {
                throw fail("corrupt: chunk '\(type)' at byte \(offset) fails its CRC check")
            }
            if size == nil {
                guard type == "IHDR", length == 13 else { throw fail("the first chunk is '\(type)', not IHDR") }
                size = (big(offset + 8), big(offset + 12))
            }
            if type == "IDAT" { hasData = true }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard hasData, let size else { throw fail("no image data (IDAT chunk)") }
        guard size.width > 0, size.height > 0 else { throw fail("zero width or height") }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale = name.hasSuffix("@3x") ? 3.0 : (name.hasSuffix("@2x") ? 2.0 : 1.0)
        return .file(path: path, size: Size(width: Double(size.width) / scale, height: Double(size.height) / scale))
    }
    /// The background, then the picture placed per the content mode, clipped to the frame.
    public override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        var commands = try super.drawing(in: frame, context: context)
        guard let image, image.size.width > 0, image.size.height > 0 else { return commands }
        let source: DrawnImage.Source
        switch image {
        case let .file(path, _): source = .file(path: path)
        case .generated: source = .generated
        }
        commands.append(
            .image(
                DrawnImage(
                    source: source, target: Self.placement(of: image.size, in: frame, mode: contentMode),
                    frame: frame)))
        return commands
    }

    /// Where a picture of `size` goes in `frame` under a content mode.
    public static func placement(of size: Size, in frame: Rect, mode: ContentMode) -> Rect {
        switch mode {
        case .scaleToFill:
            return frame
        case .center:
            return Rect(
                x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2,
                width: size.width, height: size.height)
        case .aspectFit, .aspectFill:
            let sx = frame.width / size.width, sy = frame.height / size.height
            let s = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
        }
    }

}

/// PNG's CRC-32 (ISO 3309, the polynomial zlib uses), over a chunk's type and data.
enum PNGCRC {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
