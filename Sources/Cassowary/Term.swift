/// `coefficient × variable`, one summand of an `Expression`.
public struct Term: Sendable {
    public var variable: Variable {
        didSet { variableID = variable.id }
    }
    public var coefficient: Double
    /// The variable's id, kept beside the reference: the solver finds a variable it knows by
    /// this alone, without touching the object. In a pipelined build (`LayoutEngine`) the
    /// translating thread retains the same variables, and two threads writing one reference
    /// count pass its cache line back and forth.
    public private(set) var variableID: Int

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
        variableID = variable.id
    }
}
