import Foundation

/// The colour difference swift-snapshot-testing's `perceptualPrecision` is measured in: CIE
/// ΔE 1994 between CIE L*a*b* colours, the formula Core Image's `CILabDeltaE` filter (which
/// upstream applies) documents, with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045,
/// K2 = 0.015). 0 is the same colour; 100 is black against white.
///
/// sRGB bytes become Lab through linear sRGB and CIE XYZ under the D65 white point (sRGB's
/// own). A pixel that is not opaque is measured composited over black and over white
/// (premultiplied bytes make both exact), and the larger difference counts, so a change of
/// transparency is seen even where the colours agree.
public enum DeltaE {
    /// CIE L*a*b*.
    public struct Lab: Hashable, Sendable {
        public var l: Double
        public var a: Double
        public var b: Double

        public init(l: Double, a: Double, b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }
    }

    /// An 8-bit sRGB colour in Lab (D65).
    public static func lab(red: UInt8, green: UInt8, blue: UInt8) -> Lab {
        func linear(_ byte: UInt8) -> Double {
            let c = Double(byte) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        // sRGB's primaries to XYZ (IEC 61966-2-1), each row over D65's white.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// ΔE 1994 of `sample` against `reference` (not symmetric: the weights use the
    /// reference's chroma, as CIE94 defines them).
    public static func cie94(_ reference: Lab, _ sample: Lab) -> Double {
        let dL = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dC = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// ΔE between two premultiplied RGBA pixels: over black and over white, the larger.
    public static func cie94(reference: (UInt8, UInt8, UInt8, UInt8), sample: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        var cache = Cache()
        return cache.difference(reference, sample)
    }

    /// Lab colours already converted, by their 24-bit sRGB value: snapshots repeat a few
    /// colours over thousands of pixels. Only looked up, never iterated.
    struct Cache {
        private var labs: [UInt32: Lab] = [:]

        mutating func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Lab {
            let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            if let lab = labs[key] { return lab }
            let lab = DeltaE.lab(red: r, green: g, blue: b)
            labs[key] = lab
            return lab
        }

        mutating func difference(
            _ reference: (UInt8, UInt8, UInt8, UInt8), _ sample: (UInt8, UInt8, UInt8, UInt8)
        ) -> Double {
            let overBlack = cie94(lab(reference.0, reference.1, reference.2), lab(sample.0, sample.1, sample.2))
            if reference.3 == 255 && sample.3 == 255 { return overBlack }
            // Premultiplied over white: the colour plus the white that shows through.
            func white(_ c: UInt8, _ a: UInt8) -> UInt8 { UInt8(min(255, Int(c) + 255 - Int(a))) }
            let overWhite = cie94(
                lab(white(reference.0, reference.3), white(reference.1, reference.3), white(reference.2, reference.3)),
                lab(white(sample.0, sample.3), white(sample.1, sample.3), white(sample.2, sample.3)))
            return max(overBlack, overWhite)
        }
    }
}
