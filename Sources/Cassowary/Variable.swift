private let variableCounter = IDCounter()

/// An unknown of the system, known by its `id` (two variables with one name are still two
/// variables). Its value, and everything a solver knows of it, lives in the solver that
/// constrains it, in tables keyed by the id.
public final class Variable: CustomStringConvertible, Sendable {
    /// Dense and never reused (from 1), unlike an address: solvers key their tables by it.
    public let id: Int
    private let owner: String
    private let suffix: String?
    /// Whether the model holds the variable at zero or above (a view's width) without
    /// stating it: solvers list it when a solution makes it negative
    /// (`Solver.watchedVariables(below:)`), so the caller can add the floor, and every
    /// conflict explanation takes the floor as given, held or not (`Solver+Conflict.swift`).
    public let isNonNegative: Bool

    public init(_ name: String) {
        id = variableCounter.next()
        owner = name
        suffix = nil
        isNonNegative = false
    }

    /// `owner.suffix`, joined only when printed: a large layout makes four variables per
    /// view and prints none of them. See `isNonNegative` for the floor.
    public init(_ owner: String, _ suffix: String, isNonNegative: Bool = false) {
        id = variableCounter.next()
        self.owner = owner
        self.suffix = suffix
        self.isNonNegative = isNonNegative
    }

    /// A name used only for printing: dumps, explanations and errors.
    public var name: String {
        guard let suffix else { return owner }
        return owner + "." + suffix
    }

    public var description: String { name }

    /// The key of the solver's tables.
    var key: Int { id }
}
