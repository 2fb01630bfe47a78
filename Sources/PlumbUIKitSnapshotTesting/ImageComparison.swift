import Foundation
@_spi(Plumb) import PlumbUIKit

/// swift-snapshot-testing's image comparison, step for step, over PlumbUIKit's pixels
/// (premultiplied 8-bit sRGB RGBA, as upstream's bitmap context holds them):
///
/// 1. Images of different pixel sizes fail; an actual image of no pixels fails.
/// 2. Equal bytes pass; so do the reference and the actual image after a PNG round trip
///    (what was stored is what a re-recorded image would be).
/// 3. With both precisions 1, any other difference fails.
/// 4. With `perceptualPrecision` below 1, each pixel's ΔE (`DeltaE`) against the reference is
///    measured; a pixel matches when its ΔE is at most (1 − perceptualPrecision) × 100, and
///    the image passes when the fraction of matching pixels is at least `precision`.
/// 5. Otherwise (`precision` below 1 alone) upstream counts differing **bytes**, not pixels:
///    the image passes when at most ⌊(1 − precision) × bytes⌋ of the 4 × pixels bytes differ.
///
/// Messages are upstream's words.
struct ImageComparison {
    var precision: Float
    var perceptualPrecision: Float

    typealias Pixels = (width: Int, height: Int, bytes: [UInt8])

    /// Nil when the images match; otherwise why not.
    func failure(reference: UIImage, actual: UIImage) -> String? {
        guard let old = reference.premultipliedRGBA else { return "Reference image could not be loaded." }
        guard let new = actual.premultipliedRGBA else {
            return actual.size == .zero
                ? "Newly-taken snapshot is empty." : "Newly-taken snapshot could not be loaded."
        }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(actual.size) does not match reference@\(reference.size)."
        }
        if Self.sameBytes(old.bytes, new.bytes) { return nil }
        guard let data = actual.pngData(), let newer = UIImage(data: data)?.premultipliedRGBA else {
            return "Newly-taken snapshot's data could not be loaded."
        }
        if Self.sameBytes(old.bytes, newer.bytes) { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 { return perceptualFailure(old, new) }
        let byteCount = old.bytes.count
        let threshold = Int((1 - precision) * Float(byteCount))
        var differing = 0
        for index in 0..<byteCount where old.bytes[index] != newer.bytes[index] { differing += 1 }
        guard differing > threshold else { return nil }
        let actualPrecision = 1 - Float(differing) / Float(byteCount)
        return "Actual image precision \(actualPrecision) is less than required \(precision)"
    }

    /// Whether two buffers hold the same bytes: one `memcmp` (`Array.==` walks element by
    /// element, slowly in the debug builds tests run in).
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// What the perceptual comparison measured.
    struct Perception: Equatable {
        /// Pixels whose ΔE exceeds the threshold.
        var failingPixels: Int
        var totalPixels: Int
        /// The largest ΔE among the failing pixels (0 when none fails).
        var maximumDeltaE: Double
    }

    func perception(_ old: Pixels, _ new: Pixels) -> Perception {
        let threshold = Double((1 - perceptualPrecision) * 100)
        var cache = DeltaE.Cache()
        var failing = 0
        var maximum = 0.0
        let a = old.bytes, b = new.bytes
        var index = 0
        while index < a.count {
            defer { index += 4 }
            if a[index] == b[index], a[index + 1] == b[index + 1], a[index + 2] == b[index + 2],
                a[index + 3] == b[index + 3]
            {
                continue
            }
            let deltaE = cache.difference(
                (a[index], a[index + 1], a[index + 2], a[index + 3]),
                (b[index], b[index + 1], b[index + 2], b[index + 3]))
            if deltaE > threshold {
                failing += 1
                maximum = max(maximum, deltaE)
            }
        }
        return Perception(failingPixels: failing, totalPixels: old.width * old.height, maximumDeltaE: maximum)
    }

    private func perceptualFailure(_ old: Pixels, _ new: Pixels) -> String? {
        let measured = perception(old, new)
        let actualPixelPrecision = 1 - Float(measured.failingPixels) / Float(measured.totalPixels)
        guard actualPixelPrecision < precision else { return nil }
        let minimumPerceptualPrecision = 1 - min(Float(measured.maximumDeltaE) / 100, 1)
        return """
            The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
            The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
            """
    }

    /// Upstream's difference image: per pixel the largest channel difference (of the four),
    /// stretched so the largest in the image is white, in gray on black; of the larger size
    /// when the sizes differ (a pixel only one image has differs by 255).
    static func difference(reference: UIImage, actual: UIImage) -> UIImage? {
        let old = reference.premultipliedRGBA ?? (0, 0, [])
        let new = actual.premultipliedRGBA ?? (0, 0, [])
        let width = max(old.width, new.width), height = max(old.height, new.height)
        guard width > 0, height > 0 else { return nil }
        var deltas = [UInt8](repeating: 0, count: width * height)
        var largest: UInt8 = 0
        for y in 0..<height {
            for x in 0..<width {
                var delta: UInt8 = 255
                if x < old.width, y < old.height, x < new.width, y < new.height {
                    let i = (y * old.width + x) * 4, j = (y * new.width + x) * 4
                    delta = 0
                    for c in 0..<4 {
                        let d =
                            old.bytes[i + c] > new.bytes[j + c]
                            ? old.bytes[i + c] - new.bytes[j + c] : new.bytes[j + c] - old.bytes[i + c]
                        delta = max(delta, d)
                    }
                }
                deltas[y * width + x] = delta
                largest = max(largest, delta)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for (index, delta) in deltas.enumerated() {
            let gray = largest == 0 ? 0 : UInt8((Int(delta) * 255 + Int(largest) / 2) / Int(largest))
            rgba[index * 4] = gray
            rgba[index * 4 + 1] = gray
            rgba[index * 4 + 2] = gray
        }
        return UIImage(premultipliedRGBA: rgba, width: width, height: height, scale: max(reference.scale, actual.scale))
    }
}
