/// An unknown of the system, identified by the instance (two variables with one name are
/// still two variables). Its value lives in the solver that constrains it.
public final class Variable: CustomStringConvertible, Sendable {
    /// A name used only for printing: dumps, explanations and errors.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    /// Stable key for dictionaries; identity is the variable's whole meaning.
    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
