// Exact rationals for the LP oracle (ExactLP.swift). Plain Int128 arithmetic, which traps on
// overflow: the property tests use small numbers, and a trap is a loud failure, never a wrong
// answer. No Foundation, so the oracle shares nothing with the code it checks.

/// An exact rational number p/q in lowest terms with q > 0, over Int128; arithmetic overflow traps.
public struct Fraction: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The numerator; it carries the sign.
    public let numerator: Int128
    /// The denominator: positive, and coprime with the numerator.
    public let denominator: Int128

    /// 0/1.
    public static let zero = Fraction(reduced: 0, 1)
    /// 1/1.
    public static let one = Fraction(reduced: 1, 1)

    /// numerator/denominator in lowest terms with a positive denominator; the denominator must not be zero.
    public init(_ numerator: Int128, _ denominator: Int128 = 1) {
        precondition(denominator != 0, "Fraction with a zero denominator")
        let divisor = Fraction.gcd(numerator, denominator)
        // Negating Int128.min traps: that value has no form with a positive denominator in range.
        let sign: Int128 = denominator < 0 ? -1 : 1
        self.init(reduced: sign * (numerator / divisor), sign * (denominator / divisor))
    }

    /// The integer `value`.
    public init(integerLiteral value: Int) {
        self.init(reduced: Int128(value), 1)
    }

    /// The exact value of a finite Double (every finite double is a dyadic rational); nil if it does not fit in Int128 terms.
    public init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self = .zero // Also -0.0: a rational zero has no sign.
            return
        }
        // Subnormals lie below 2^-1022, far past the smallest denominator-fitting 2^-126.
        guard value.isNormal else { return nil }
        // |value| = significand · 2^exponent, the significand's leading 1 being implicit in the bits.
        // Read from the bits rather than through Int128(exactly:), which needs libm's floor.
        var significand = Int128(value.significandBitPattern | (1 << 52))
        var exponent = Int(value.exponent) - 52
        // An odd significand makes significand/2^-exponent lowest terms.
        let zeros = significand.trailingZeroBitCount
        significand >>= zeros
        exponent += zeros
        if value.sign == .minus { significand = -significand }
        if exponent >= 0 {
            // Shifting must leave the sign bit alone.
            guard exponent < significand.magnitude.leadingZeroBitCount else { return nil }
            self.init(reduced: significand << exponent, 1)
        } else {
            guard -exponent <= 126 else { return nil } // 2^127 is past Int128.max.
            self.init(reduced: significand, Int128(1) << -exponent)
        }
    }

    /// Stores a pair already in lowest terms with a positive denominator (no check: callers guarantee it).
    private init(reduced numerator: Int128, _ denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The nearest Double when numerator and denominator are below 2^53 (so for every Fraction(exactly:)); close otherwise.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// Whether the value is 0.
    public var isZero: Bool { numerator == 0 }

    /// -1, 0 or 1, the sign of the value.
    public var signum: Int { numerator < 0 ? -1 : numerator == 0 ? 0 : 1 }

    /// "3/2", "-7", "0".
    public var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    /// The greatest common divisor of the magnitudes; positive unless both are zero.
    static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
        var x = a.magnitude, y = b.magnitude
        if x == 1 || y == 1 { return 1 }
        // Euclid. The runtime's 128-bit remainder already takes the 64-bit path for small values;
        // converting to UInt64 here would cost more, through generic code, in a debug build.
        while y != 0 { (x, y) = (y, x % y) }
        precondition(x <= UInt128(bitPattern: Int128.max), "Fraction: gcd 2^127 overflows Int128")
        return Int128(bitPattern: x)
    }

    /// The exact sum.
    public static func + (a: Fraction, b: Fraction) -> Fraction {
        if a.numerator == 0 { return b }
        if b.numerator == 0 { return a }
        if a.denominator == b.denominator {
            let sum = a.numerator + b.numerator
            if a.denominator == 1 { return Fraction(reduced: sum, 1) }
            let divisor = gcd(sum, a.denominator) // A zero sum gives 0/1 here.
            return Fraction(reduced: sum / divisor, a.denominator / divisor)
        }
        // Knuth, TAOCP 4.5.1: divide out the denominators' common factor g first; the sum can
        // then share a factor with the new denominator only through g.
        let g = gcd(a.denominator, b.denominator)
        let sum = a.numerator * (b.denominator / g) + b.numerator * (a.denominator / g)
        let divisor = g == 1 ? 1 : gcd(sum, g)
        return Fraction(reduced: sum / divisor, (a.denominator / g) * (b.denominator / divisor))
    }

    /// The exact difference.
    public static func - (a: Fraction, b: Fraction) -> Fraction { a + (-b) }

    /// The negation (traps for a numerator of Int128.min).
    public static prefix func - (a: Fraction) -> Fraction { Fraction(reduced: -a.numerator, a.denominator) }

    /// The exact product.
    public static func * (a: Fraction, b: Fraction) -> Fraction {
        if a.numerator == 0 || b.numerator == 0 { return .zero }
        if a.denominator == 1, b.denominator == 1 { return Fraction(reduced: a.numerator * b.numerator, 1) }
        // Cancelling crosswise first leaves the product in lowest terms, with smaller intermediates.
        let g1 = gcd(a.numerator, b.denominator), g2 = gcd(b.numerator, a.denominator)
        return Fraction(reduced: (a.numerator / g1) * (b.numerator / g2), (a.denominator / g2) * (b.denominator / g1))
    }

    /// The exact quotient; the divisor must not be zero.
    public static func / (a: Fraction, b: Fraction) -> Fraction {
        precondition(b.numerator != 0, "Fraction division by zero")
        let reciprocal =
            b.numerator < 0
            ? Fraction(reduced: -b.denominator, -b.numerator)
            : Fraction(reduced: b.denominator, b.numerator)
        return a * reciprocal
    }

    /// a = a + b.
    public static func += (a: inout Fraction, b: Fraction) { a = a + b }
    /// a = a - b.
    public static func -= (a: inout Fraction, b: Fraction) { a = a - b }
    /// a = a * b.
    public static func *= (a: inout Fraction, b: Fraction) { a = a * b }
    /// a = a / b.
    public static func /= (a: inout Fraction, b: Fraction) { a = a / b }

    /// Whether a lies below b.
    public static func < (a: Fraction, b: Fraction) -> Bool {
        if a.denominator == b.denominator { return a.numerator < b.numerator }
        // Different signs decide without the cross products (which could overflow).
        let (sa, sb) = (a.numerator.signum(), b.numerator.signum())
        if sa != sb { return sa < sb }
        return a.numerator * b.denominator < b.numerator * a.denominator
    }

    // == and hash come from the stored pair: lowest terms with a positive denominator make it unique.
}
