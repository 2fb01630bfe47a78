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

    public var image: Image?
    public var contentMode: ContentMode = .scaleToFill

    public init(name: String, image: Image? = nil) {
        self.image = image
        super.init(name: name)
    }

    /// 251 with an image, as Interface Builder sets when one is dropped in.
    public override var defaultContentHuggingPriority: Priority { image == nil ? .defaultLow : 251 }

    public override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Reads a PNG's size from its header (the IHDR chunk), so layout needs no decoder.
    public static func pngImage(path: String) -> Image? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else {
            return nil
        }
        func big(_ offset: Int) -> Double {
            Double(bytes[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale = name.hasSuffix("@3x") ? 3.0 : (name.hasSuffix("@2x") ? 2.0 : 1.0)
        return .file(path: path, size: Size(width: big(16) / scale, height: big(20) / scale))
    }
}
