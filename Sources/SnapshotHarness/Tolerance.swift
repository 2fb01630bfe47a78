import Foundation

/// How far an image may stray from its reference. The default is exact: every channel of every
/// pixel equal.
///
/// A pixel *differs* when any of its four channels (premultiplied RGBA, as decoded) differs
/// from the reference by more than `maxChannelDelta`. An image *passes* when the number of
/// differing pixels is at most `allowed` (a count, or a ratio of all pixels). Sizes must match
/// in any case. This is meant to absorb anti-aliasing and glyph-rasterisation differences
/// between FreeType builds, not layout changes: a view that moves by a point changes whole
/// edges and the text snapshot besides, which is never tolerated.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
    /// How many differing pixels an image may have.
    public enum Allowance: Hashable, Sendable {
        case count(Int)
        /// A fraction of the image's pixels, 0…1.
        case ratio(Double)

        func pixels(of total: Int) -> Int {
            switch self {
            case let .count(count): return max(0, count)
            // Rounded down: a ratio never allows more than it says.
            case let .ratio(ratio): return Int((max(0, min(1, ratio)) * Double(total)).rounded(.down))
            }
        }
    }

    public var maxChannelDelta: Int
    public var allowed: Allowance

    public static let exact = Tolerance()

    public init(maxChannelDelta: Int = 0, allowed: Allowance = .count(0)) {
        self.maxChannelDelta = max(0, min(255, maxChannelDelta))
        self.allowed = allowed
    }

    public var isExact: Bool { maxChannelDelta == 0 && allowed.pixels(of: Int.max) == 0 }

    /// `exact`, or comma-separated `delta=N` (0…255), `pixels=N`, `ratio=R` (0…1, or a
    /// percentage with `%`): `delta=2,pixels=10`, `ratio=0.5%`.
    public init(parsing text: String) throws(SnapshotError) {
        self.init()
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "exact" || trimmed == "0" { return }
        var sawAllowance = false
        for part in trimmed.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { throw .invalidTolerance(text) }
            switch pair[0] {
            case "delta":
                guard let delta = Int(pair[1]), (0...255).contains(delta) else { throw .invalidTolerance(text) }
                maxChannelDelta = delta
            case "pixels":
                guard !sawAllowance, let count = Int(pair[1]), count >= 0 else { throw .invalidTolerance(text) }
                allowed = .count(count)
                sawAllowance = true
            case "ratio":
                var value = pair[1]
                let percent = value.hasSuffix("%")
                if percent { value.removeLast() }
                guard !sawAllowance, var ratio = Double(value), ratio.isFinite else { throw .invalidTolerance(text) }
                if percent { ratio /= 100 }
                guard (0...1).contains(ratio) else { throw .invalidTolerance(text) }
                allowed = .ratio(ratio)
                sawAllowance = true
            default:
                throw .invalidTolerance(text)
            }
        }
    }

    public var description: String {
        if isExact { return "exact" }
        switch allowed {
        case let .count(count): return "delta=\(maxChannelDelta),pixels=\(count)"
        case let .ratio(ratio): return "delta=\(maxChannelDelta),ratio=\(ratio)"
        }
    }
}
