/// `coefficient × variable`, one summand of an `Expression`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    /// Where a term keeps its variable reference. Hot loops read it as an address from the
    /// terms' memory, which compares variables without retaining them (reference counts of
    /// variables are cache lines that a pipelined build's two threads both write).
    public static let variableOffset = MemoryLayout<Term>.offset(of: \Term.variable) ?? 0

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
