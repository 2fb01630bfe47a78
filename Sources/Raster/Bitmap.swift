import AutoLayout
import Foundation

/// A premultiplied RGBA8 image, rows top to bottom, 4 bytes per pixel (R, G, B, A), each colour
/// channel already multiplied by alpha. Blending is source-over on the sRGB-encoded values, as
/// UIKit draws by default (reference/text-and-raster.md §3.5).
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]
    /// Drawing is limited to this rectangle when set (a clipping ancestor's bounds).
    public var clip: PixelRect?

    /// A bitmap filled with one colour (premultiplied on the way in). A screen-sized one
    /// reuses a buffer of its size from `pool` when one was handed back.
    public init(
        width: Int, height: Int, fill: Color = Color(red: 0, green: 0, blue: 0, alpha: 0),
        pool: PixelBufferPool = .shared
    ) {
        self.width = max(0, width)
        self.height = max(0, height)
        let p = Self.premultiplied(fill)
        let count = self.width * self.height
        if var reused = pool.take(byteCount: count * 4) {
            reused.withUnsafeMutableBytes { Self.store(p, into: $0, from: 0, count: count) }
            pixels = reused
            return
        }
        // Written once with the fill, not zeroed first.
        pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            Self.store(p, into: UnsafeMutableRawBufferPointer(buffer), from: 0, count: count)
            initialized = count * 4
        }
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    static func premultiplied(_ color: Color) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = UInt32(color.alpha)
        func scale(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
        return (scale(color.red), scale(color.green), scale(color.blue), color.alpha)
    }

    /// The colour at a pixel, un-premultiplied.
    public func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let i = (y * width + x) * 4
        let a = UInt32(pixels[i + 3])
        func un(_ c: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
        return Color(red: un(pixels[i]), green: un(pixels[i + 1]), blue: un(pixels[i + 2]), alpha: UInt8(a))
    }

    /// Source-over of `color` at `coverage` (0…255) on `count` pixels of row `y` from `x`.
    public mutating func blend(x: Int, y: Int, count: Int, coverage: UInt8, color: Color) {
        guard y >= 0, y < height, coverage > 0 else { return }
        var start = max(0, x), end = min(width, x + count)
        if let clip {
            guard y >= clip.y0, y < clip.y1 else { return }
            start = max(start, clip.x0)
            end = min(end, clip.x1)
        }
        guard start < end else { return }
        let (r, g, b, a) = Self.premultiplied(color)
        let cover = UInt32(coverage)
        let rowStart = y * width
        if cover == 255 && a == 255 {
            pixels.withUnsafeMutableBytes {
                Self.store((r, g, b, a), into: $0, from: rowStart + start, count: end - start)
            }
            return
        }
        // Source scaled by coverage, then d = s + d × (1 − sα), rounded.
        let sr = (UInt32(r) * cover + 127) / 255, sg = (UInt32(g) * cover + 127) / 255
        let sb = (UInt32(b) * cover + 127) / 255, sa = (UInt32(a) * cover + 127) / 255
        let keep = 255 - sa
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var p = base + (rowStart + start) * 4
            for _ in start..<end {
                p[0] = UInt8(sr + (UInt32(p[0]) * keep + 127) / 255)
                p[1] = UInt8(sg + (UInt32(p[1]) * keep + 127) / 255)
                p[2] = UInt8(sb + (UInt32(p[2]) * keep + 127) / 255)
                p[3] = UInt8(sa + (UInt32(p[3]) * keep + 127) / 255)
                p += 4
            }
        }
    }

    /// Source-over of `color` through an 8-bit coverage mask (`maskWidth` × `maskHeight`
    /// bytes, row-major) whose top-left pixel lands at (`x`, `y`): every pixel exactly as
    /// `blend(x:y:count:coverage:color:)` draws it at that pixel's coverage, in one pass
    /// over the mask (a glyph at 3x is thousands of pixels; a call per run of equal coverage
    /// cost more than the blending).
    public mutating func blend(
        mask: [UInt8], width maskWidth: Int, height maskHeight: Int, atX x: Int, y: Int, color: Color
    ) {
        guard maskWidth > 0, maskHeight > 0, mask.count >= maskWidth * maskHeight else { return }
        var left = 0, right = width, top = 0, bottom = height
        if let clip {
            left = max(left, clip.x0)
            right = min(right, clip.x1)
            top = max(top, clip.y0)
            bottom = min(bottom, clip.y1)
        }
        let firstColumn = max(0, left - x), endColumn = min(maskWidth, right - x)
        let firstRow = max(0, top - y), endRow = min(maskHeight, bottom - y)
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let (r, g, b, a) = Self.premultiplied(color)
        let opaque = a == 255
        let (pr, pg, pb, pa) = (UInt32(r), UInt32(g), UInt32(b), UInt32(a))
        let width = self.width
        mask.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, let cover = coverage.baseAddress else { return }
                let raw = UnsafeRawPointer(cover)
                for row in firstRow..<endRow {
                    let source = cover + row * maskWidth
                    let rowStart = base + ((y + row) * width + x) * 4
                    var column = firstColumn
                    while column < endColumn {
                        // Eight uncovered pixels at a time: most of a glyph's box.
                        if column + 8 <= endColumn,
                            raw.loadUnaligned(fromByteOffset: row * maskWidth + column, as: UInt64.self) == 0
                        {
                            column += 8
                            continue
                        }
                        let c = UInt32(source[column])
                        let p = rowStart + column * 4
                        column += 1
                        if c == 0 { continue }
                        if c == 255 && opaque {
                            p[0] = r; p[1] = g; p[2] = b; p[3] = a
                            continue
                        }
                        // Source scaled by coverage, then d = s + d × (1 − sα), rounded.
                        let sr = (pr * c + 127) / 255, sg = (pg * c + 127) / 255
                        let sb = (pb * c + 127) / 255, sa = (pa * c + 127) / 255
                        let keep = 255 - sa
                        p[0] = UInt8(sr + (UInt32(p[0]) * keep + 127) / 255)
                        p[1] = UInt8(sg + (UInt32(p[1]) * keep + 127) / 255)
                        p[2] = UInt8(sb + (UInt32(p[2]) * keep + 127) / 255)
                        p[3] = UInt8(sa + (UInt32(p[3]) * keep + 127) / 255)
                    }
                }
            }
        }
    }

    /// Writes one premultiplied pixel value `count` times from pixel `first` (the window fill
    /// and every opaque span go through here): the first pixel, then copies of what is written,
    /// doubling, so the work is a few `memmove`s. Not `update(repeating:count:)`: that is
    /// generic, and a debug build, as a team's snapshot tests are, runs it unspecialised, one
    /// value-witness call per pixel (a quarter of the CPU time of the sample's 200 snapshots).
    static func store(
        _ p: (UInt8, UInt8, UInt8, UInt8), into raw: UnsafeMutableRawBufferPointer, from first: Int, count: Int
    ) {
        guard count > 0, let base = raw.baseAddress else { return }
        let start = base + first * 4
        if p.0 == p.1, p.1 == p.2, p.2 == p.3 {
            // White and transparent, the usual screens: one byte repeated is `memset`, whose
            // large fills are faster than copying words (a 12 MB screen at 3x).
            memset(start, Int32(p.0), count * 4)
            return
        }
        // Byte order in memory is R, G, B, A whatever the host's endianness.
        let bytes = start.assumingMemoryBound(to: UInt8.self)
        bytes[0] = p.0
        bytes[1] = p.1
        bytes[2] = p.2
        bytes[3] = p.3
        let total = count * 4
        var written = 4
        while written < total {
            let chunk = min(written, total - written)
            (start + written).copyMemory(from: start, byteCount: chunk)
            written += chunk
        }
    }

    /// Fills whole pixels in `[x0, x1) × [y0, y1)`.
    public mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, color: Color) {
        let top = max(0, y0), bottom = min(height, y1)
        guard top < bottom else { return }
        for y in top..<bottom { blend(x: x0, y: y, count: x1 - x0, coverage: 255, color: color) }
    }

    /// Draws `source` (premultiplied) with its top-left at (`x`, `y`), source-over, limited to
    /// `area`, at `opacity`. Opaque rows are copied straight.
    public mutating func composite(_ source: Bitmap, atX x: Int, y: Int, within area: PixelRect, opacity: Double) {
        let x0 = max(x, area.x0, 0), x1 = min(x + source.width, area.x1, width)
        let y0 = max(y, area.y0, 0), y1 = min(y + source.height, area.y1, height)
        guard x0 < x1, y0 < y1 else { return }
        let fade = UInt32((max(0, min(1, opacity)) * 255).rounded())
        for row in y0..<y1 {
            var si = ((row - y) * source.width + (x0 - x)) * 4
            var di = (row * width + x0) * 4
            for _ in x0..<x1 {
                let sa = (UInt32(source.pixels[si + 3]) * fade + 127) / 255
                if sa == 255 {
                    pixels[di] = source.pixels[si]; pixels[di + 1] = source.pixels[si + 1]
                    pixels[di + 2] = source.pixels[si + 2]; pixels[di + 3] = 255
                } else if sa > 0 {
                    let keep = 255 - sa
                    for c in 0..<3 {
                        let s = (UInt32(source.pixels[si + c]) * fade + 127) / 255
                        pixels[di + c] = UInt8(min(255, s + (UInt32(pixels[di + c]) * keep + 127) / 255))
                    }
                    pixels[di + 3] = UInt8(min(255, sa + (UInt32(pixels[di + 3]) * keep + 127) / 255))
                }
                si += 4
                di += 4
            }
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            // Two pixels per 64-bit word: both alpha bytes must be 255.
            let pairs = raw.count / 8
            var mask: UInt64 = 0
            withUnsafeMutableBytes(of: &mask) {
                $0[3] = 255; $0[7] = 255
            }
            for index in 0..<pairs where raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) & mask != mask {
                return false
            }
            return raw.count % 8 == 0 || raw[raw.count - 1] == 255
        }
    }

    /// The pixels un-premultiplied, as PNG's 8-bit sRGB formats expect.
    public var straightAlphaPixels: [UInt8] {
        if isOpaque { return pixels }
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = UInt32(out[i + 3])
            guard a != 255 else { continue }
            for c in 0..<3 { out[i + c] = a == 0 ? 0 : UInt8(min(255, (UInt32(out[i + c]) * 255 + a / 2) / a)) }
        }
        return out
    }
}
