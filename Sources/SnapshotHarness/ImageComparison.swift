import AutoLayout
import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares two decoded images pixel by pixel under a `Tolerance`, and draws what differs.
public struct ImageComparison: Sendable {
    public var tolerance: Tolerance

    public init(tolerance: Tolerance = .exact) {
        self.tolerance = tolerance
    }

    /// The outcome of one comparison.
    public struct Result: Equatable, Sendable, CustomStringConvertible {
        public let expectedSize: (width: Int, height: Int)
        public let actualSize: (width: Int, height: Int)
        /// Pixels whose largest channel difference exceeds the tolerance's delta (every pixel
        /// outside the common area when the sizes differ).
        public let differingPixels: Int
        public let totalPixels: Int
        /// The largest channel difference seen anywhere, 0…255.
        public let maxChannelDelta: Int
        public let passes: Bool

        public var sizesMatch: Bool { expectedSize == actualSize }

        public static func == (a: Result, b: Result) -> Bool {
            a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.differingPixels == b.differingPixels
                && a.totalPixels == b.totalPixels && a.maxChannelDelta == b.maxChannelDelta && a.passes == b.passes
        }

        public var description: String {
            if !sizesMatch {
                return
                    "size \(actualSize.width)×\(actualSize.height) px, expected \(expectedSize.width)×\(expectedSize.height) px"
            }
            if differingPixels == 0 && maxChannelDelta == 0 { return "identical" }
            let percent = totalPixels > 0 ? Double(differingPixels) * 100 / Double(totalPixels) : 0
            return
                "\(differingPixels) of \(totalPixels) pixels differ (\(formatPercent(percent)) %, max channel delta \(maxChannelDelta))"
        }
    }

    public func compare(expected: Bitmap, actual: Bitmap) -> Result {
        let sameSize = expected.width == actual.width && expected.height == actual.height
        // Fast path: identical bytes (the usual case) need no per-pixel walk.
        if sameSize && Self.sameBytes(expected.pixels, actual.pixels) {
            return Result(
                expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                differingPixels: 0, totalPixels: actual.width * actual.height, maxChannelDelta: 0, passes: true)
        }
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var differing = 0, maxDelta = 0
        for y in 0..<height {
            for x in 0..<width {
                let delta = Self.channelDelta(expected, actual, x: x, y: y)
                maxDelta = max(maxDelta, delta)
                if delta > tolerance.maxChannelDelta { differing += 1 }
            }
        }
        let total = width * height
        return Result(
            expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
            differingPixels: differing, totalPixels: total, maxChannelDelta: maxDelta,
            passes: sameSize && differing <= tolerance.allowed.pixels(of: total))
    }

    /// Whether two pixel buffers hold the same bytes: one `memcmp`, where `Array.==` walks
    /// element by element (a third of verifying a 1179×2556 snapshot).
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// The largest channel difference at a pixel; 255 where only one image has the pixel.
    static func channelDelta(_ a: Bitmap, _ b: Bitmap, x: Int, y: Int) -> Int {
        guard x < a.width, y < a.height, x < b.width, y < b.height else { return 255 }
        let i = (y * a.width + x) * 4, j = (y * b.width + x) * 4
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(a.pixels[i + c]) - Int(b.pixels[j + c]))) }
        return delta
    }

    /// The actual image faded towards white, with every differing pixel painted red, so the
    /// differences stand out against their context.
    public func diffImage(expected: Bitmap, actual: Bitmap) -> Bitmap {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var diff = Bitmap(width: width, height: height, fill: Color(red: 255, green: 255, blue: 255))
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if Self.channelDelta(expected, actual, x: x, y: y) > tolerance.maxChannelDelta {
                    diff.pixels[i] = 255; diff.pixels[i + 1] = 0; diff.pixels[i + 2] = 0; diff.pixels[i + 3] = 255
                    continue
                }
                guard x < actual.width, y < actual.height else { continue }
                // A quarter of the actual colour over white (the actual pixel is premultiplied,
                // so white shows through its transparent part too).
                let j = (y * actual.width + x) * 4
                let a = Int(actual.pixels[j + 3])
                for c in 0..<3 {
                    let over = Int(actual.pixels[j + c]) + (255 - a)
                    diff.pixels[i + c] = UInt8(min(255, (over + 3 * 255 + 2) / 4))
                }
            }
        }
        return diff
    }

    /// expected | actual | diff, side by side on a light gray ground with gaps between.
    public func composite(expected: Bitmap, actual: Bitmap) -> Bitmap {
        let diff = diffImage(expected: expected, actual: actual)
        let gap = 8
        let parts = [expected, actual, diff]
        let width = parts.reduce(0) { $0 + $1.width } + gap * (parts.count + 1)
        let height = (parts.map(\.height).max() ?? 0) + 2 * gap
        var canvas = Bitmap(width: width, height: height, fill: Color(red: 224, green: 224, blue: 224))
        var x = gap
        for part in parts {
            let area = PixelRect(
                Rect(
                    x: Double(x), y: Double(gap), width: Double(part.width),
                    height: Double(part.height)), scale: 1)
            canvas.composite(part, atX: x, y: gap, within: area, opacity: 1)
            x += part.width + gap
        }
        return canvas
    }
}

/// A percentage with up to three decimals, trailing zeros dropped.
func formatPercent(_ value: Double) -> String {
    formatPoints(value)
}
