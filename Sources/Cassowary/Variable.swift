import Synchronization

/// An unknown of the system, identified by the instance (two variables with one name are
/// still two variables). Its value lives in the solver that constrains it.
public final class Variable: CustomStringConvertible, Sendable {
    private let owner: String
    private let suffix: String?
    /// The symbol + 1 that the first solver to meet this variable gave it (0 until then):
    /// that solver and its copies find the symbol here instead of in a table
    /// (`Solver.symbol(of:)`). Set once; any other solver keeps its own table entry.
    let symbolHint = Atomic<Int>(0)

    public init(_ name: String) {
        owner = name
        suffix = nil
    }

    /// `owner.suffix`, joined only when printed: a large layout makes four variables per
    /// view and prints none of them.
    public init(_ owner: String, _ suffix: String) {
        self.owner = owner
        self.suffix = suffix
    }

    /// A name used only for printing: dumps, explanations and errors.
    public var name: String {
        guard let suffix else { return owner }
        return owner + "." + suffix
    }

    public var description: String { name }

    /// Stable key for dictionaries; identity is the variable's whole meaning.
    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
