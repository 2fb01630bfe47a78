import CPNG
import Foundation

/// PNG encoding and decoding through libpng, never on its default abort path: decoding uses
/// the simplified API (errors as return values), encoding one C function that does the whole
/// write inside one `setjmp` scope (`CPNG/shim.h`).
///
/// Settings, by measurement (reference/text-and-raster.md §4.3; docs/rendering.md): no filter
/// and zlib level 3. For flat UI images no filter compresses better than the adaptive filters,
/// and level 3 was both the fastest and the smallest of levels 1–3 on snapshots. Opaque images
/// go out as RGB, libpng dropping the alpha byte row by row. Output is byte-identical for
/// identical input (no time chunks).
public enum PNGCodec {
    static let compressionLevel: Int32 = 3

    public static func encode(_ bitmap: Bitmap) throws(RasterError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .encodingFailed(reason: "empty image") }
        // Opaque screens (the usual case: the window is white) go out as RGB: a quarter less
        // data for zlib to compress, and decoders read them back with alpha 255.
        let opaque = bitmap.isOpaque
        var out = plumb_png_output()
        let ok = (opaque ? bitmap.pixels : bitmap.straightAlphaPixels).withUnsafeBufferPointer { input in
            plumb_png_encode(
                input.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), opaque ? 1 : 0,
                compressionLevel, &out)
        }
        guard ok != 0, let data = out.data else {
            throw .encodingFailed(reason: withUnsafeBytes(of: &out.message) { cString($0) })
        }
        defer { free(data) }
        return [UInt8](UnsafeBufferPointer(start: data, count: out.size))
    }

    public static func decode(_ data: [UInt8], file: String) throws(RasterError) -> Bitmap {
        if let bitmap = try decodePlain(data, file: file) { return bitmap }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else {
            let reason = data.isEmpty ? "empty file" : message(of: &image)
            png_image_free(&image)
            throw .invalidPNG(file: file, reason: reason)
        }
        // An image stored without alpha (every snapshot plumb writes: opaque screens go out
        // as RGB) reads back opaque, with nothing to premultiply.
        let storedAlpha = image.format & UInt32(PNG_FORMAT_FLAG_ALPHA) != 0
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
        if storedAlpha { premultiply(&pixels) }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The fast path for PNGs as Plumb writes them (`plumb_png_decode_rgba`); nil for any
    /// other kind, which the simplified API reads.
    static func decodePlain(_ data: [UInt8], file: String) throws(RasterError) -> Bitmap? {
        guard !data.isEmpty else { return nil }
        return try data.withUnsafeBufferPointer { buffer throws(RasterError) -> Bitmap? in
            var input = plumb_png_input()
            input.data = buffer.baseAddress
            input.size = buffer.count
            var width: UInt32 = 0, height: UInt32 = 0
            // First the header alone: the size, or whether this is another kind of PNG.
            let probe = plumb_png_decode_rgba(&input, nil, &width, &height)
            guard probe == -2 else {
                if probe == 0 { return nil } // the simplified API gives its own message
                return nil
            }
            guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { return nil }
            // Every byte is written by the rows read, so the buffer starts uninitialised.
            var result: Int32 = 0
            var pixels = [UInt8](unsafeUninitializedCapacity: Int(width) * Int(height) * 4) { out, count in
                result = plumb_png_decode_rgba(&input, out.baseAddress, &width, &height)
                count = result > 0 ? out.count : 0
            }
            guard result > 0 else {
                throw .invalidPNG(file: file, reason: withUnsafeBytes(of: &input.message) { cString($0) })
            }
            if result == 2 { premultiply(&pixels) }
            return Bitmap(width: Int(width), height: Int(height), pixels: pixels)
        }
    }

    /// Premultiplies RGBA pixels in place, per the bitmap's contract. Opaque pixels, nearly
    /// all of a snapshot, are passed over without bounds checks: this loop was a sixth of
    /// verifying a 1179×2556 reference.
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var p = base
            let end = base + buffer.count
            while p < end {
                let a = p[3]
                if a != 255 {
                    let alpha = UInt32(a)
                    p[0] = UInt8((UInt32(p[0]) * alpha + 127) / 255)
                    p[1] = UInt8((UInt32(p[1]) * alpha + 127) / 255)
                    p[2] = UInt8((UInt32(p[2]) * alpha + 127) / 255)
                }
                p += 4
            }
        }
    }

    /// Encodes and writes through `OutputFile`: a regular file whole or not at all, a link's
    /// target, a device or FIFO in place.
    public static func write(_ bitmap: Bitmap, to path: String) throws(RasterError) {
        let bytes = try encode(bitmap)
        do {
            try OutputFile(path).write(bytes)
        } catch {
            throw .unwritableFile(error)
        }
    }

    public static func read(_ path: String) throws(RasterError) -> Bitmap {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path) }
        return try decode([UInt8](data), file: path)
    }

    /// libpng's message, a fixed 64-byte C string inside `png_image`.
    static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { cString($0) }
    }

    /// A NUL-terminated C string held in a fixed-size buffer.
    static func cString(_ raw: UnsafeRawBufferPointer) -> String {
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
}
