import Synchronization

/// `expression REL 0` at a priority. Immutable; its identity is what `Solver.remove` and the
/// conflict reports refer to. The solver may change the constant in place
/// (`Solver.setConstant`), keeping the expression's original constant here.
public final class Constraint: CustomStringConvertible, Sendable {
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// What callers want to see in reports (for example the constraint as written in a scene).
    public var label: String? {
        switch source {
        case .none: nil
        case let .text(text): text
        case let .closure(describe): describe()
        case let .object(object): object.description
        }
    }
    private let source: LabelSource
    /// The record index + 1 the first solver to hold this constraint gave it (0 until then);
    /// see `Solver.sequence(of:)`.
    let recordHint = Atomic<Int>(0)

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required,
                label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        source = label.map(LabelSource.text) ?? .none
    }

    /// A constraint whose label is worked out only if a report asks for it (engines make
    /// thousands of constraints whose labels are never read).
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required,
                describedBy describe: @escaping @Sendable () -> String) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        source = .closure(describe)
    }

    /// A constraint labelled by what `object` says of itself when a report asks (a model
    /// constraint standing behind this one): unlike a closure, nothing is allocated, and
    /// unlike a string, the object's text is not touched while building.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required,
                describedBy object: any CustomStringConvertible & Sendable & AnyObject) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        source = .object(object)
    }

    /// The same constraint at another priority or with another label (a new identity).
    public func with(priority: Priority? = nil, label: String? = nil) -> Constraint {
        Constraint(expression, relation, priority: priority ?? self.priority, label: label ?? self.label)
    }

    public var description: String {
        if let label { return label }
        let p = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(p)"
    }

    var key: ObjectIdentifier { ObjectIdentifier(self) }

    private enum LabelSource: Sendable {
        case none
        case text(String)
        case closure(@Sendable () -> String)
        case object(any CustomStringConvertible & Sendable & AnyObject)
    }
}
