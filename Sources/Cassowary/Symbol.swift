/// What a tableau symbol stands for (the paper's symbol types). Slack and error symbols are
/// restricted to be non-negative; dummies are fixed at zero; externals are free.
enum SymbolKind: UInt8 {
    /// A user variable.
    case external
    /// The slack of an inequality (or phase-I's artificial variable).
    case slack
    /// An error of a non-required constraint; it carries cost in the objective.
    case error
    /// The marker of a tracked required equality: never enters the basis.
    case dummy

    var isRestricted: Bool { self == .slack || self == .error }
}

/// Relative size below which a sum is taken as exact cancellation. Tableau arithmetic only
/// ever adds multiples of rows, so a result this small next to its summands is rounding noise.
let cancellationRatio = 1e-10

/// `a + b`, snapped to exactly zero when the terms cancel up to rounding.
@inline(__always)
func cancellingSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    if abs(sum) <= cancellationRatio * max(abs(a), abs(b)) { return 0 }
    return sum
}
