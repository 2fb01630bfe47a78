import CPNG
import Foundation

/// PNG encoding and decoding through libpng's simplified API, which reports errors as return
/// values (its own setjmp is inside libpng), so no libpng error can abort the process.
///
/// Settings, by measurement (reference/text-and-raster.md §4.3): `PNG_IMAGE_FLAG_FAST` (zlib
/// level 3, no filter). For flat UI images no filter compresses better than the adaptive
/// filters, and this is 4–5× faster than the defaults. Output is byte-identical for identical
/// input (no time chunks).
public enum PNGCodec {
    public static func encode(_ bitmap: Bitmap) throws(RasterError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .encodingFailed(reason: "empty image") }
        // Opaque screens (the usual case: the window is white) go out as RGB: a quarter less
        // data for zlib to compress, and decoders read them back with alpha 255.
        let opaque = bitmap.isOpaque
        let pixels = opaque ? bitmap.rgbPixels : bitmap.straightAlphaPixels
        // A first guess that fits UI images many times over; libpng reports the exact size
        // needed when it does not.
        var capacity = bitmap.width * bitmap.height * 4 + bitmap.height + 1024
        for _ in 0..<2 {
            var image = makeImage(width: bitmap.width, height: bitmap.height, alpha: !opaque)
            var output = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let ok = output.withUnsafeMutableBytes { out in
                pixels.withUnsafeBytes { input in
                    png_image_write_to_memory(&image, out.baseAddress, &size, 0, input.baseAddress, 0, nil)
                }
            }
            if ok != 0 {
                output.removeSubrange(Int(size)...)
                return output
            }
            if Int(size) > capacity {
                capacity = Int(size)
                continue
            }
            throw .encodingFailed(reason: message(of: &image))
        }
        throw .encodingFailed(reason: "output buffer too small")
    }

    public static func decode(_ data: [UInt8], file: String) throws(RasterError) -> Bitmap {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else {
            let reason = data.isEmpty ? "empty file" : message(of: &image)
            png_image_free(&image)
            throw .invalidPNG(file: file, reason: reason)
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            png_image_free(&image)
            throw .invalidPNG(file: file, reason: "unsupported size \(width)×\(height)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw .invalidPNG(file: file, reason: reason)
        }
        // Premultiply, per the bitmap's contract.
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] != 255 {
            let a = UInt32(pixels[i + 3])
            for c in 0..<3 { pixels[i + c] = UInt8((UInt32(pixels[i + c]) * a + 127) / 255) }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    public static func write(_ bitmap: Bitmap, to path: String) throws(RasterError) {
        let bytes = try encode(bitmap)
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw .unwritableFile(path) }
    }

    public static func read(_ path: String) throws(RasterError) -> Bitmap {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path) }
        return try decode([UInt8](data), file: path)
    }

    static func makeImage(width: Int, height: Int, alpha: Bool) -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        // PNG_FORMAT_RGBA is a macro of macros Swift does not import.
        image.format = alpha ? UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA) : UInt32(PNG_FORMAT_FLAG_COLOR)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        return image
    }

    /// libpng's message, a fixed 64-byte C string inside `png_image`.
    static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
