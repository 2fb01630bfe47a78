private let constraintCounter = IDCounter()

/// `expression REL 0` at a priority. Immutable; its `id` is what the solver's tables key it
/// by, and the instance is what `Solver.remove` and the conflict reports refer to. The solver may change the constant in place
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
    /// Dense and never reused (from 1), unlike an address.
    public let id: Int = constraintCounter.next()
    /// A condition of the model rather than one anybody stated (a layout engine's "sizes are
    /// never negative"): conflict explanations take it as given, never as a member.
    public let isImplicit: Bool
    /// `expression.reduced`, and whether every number in it is finite, worked out here:
    /// a large build makes its constraints on one thread while another adds them to the
    /// solver, and the adding thread is the one the build waits for.
    let reducedExpression: Expression
    let hasFiniteValues: Bool

    public convenience init(
        _ expression: Expression, _ relation: Relation, priority: Priority = .required,
        label: String? = nil, isImplicit: Bool = false
    ) {
        self.init(expression, relation, priority, isImplicit: isImplicit, source: label.map(LabelSource.text) ?? .none)
    }

    /// A constraint whose label is worked out only if a report asks for it (engines make
    /// thousands of constraints whose labels are never read).
    public convenience init(
        _ expression: Expression, _ relation: Relation, priority: Priority = .required,
        describedBy describe: @escaping @Sendable () -> String
    ) {
        self.init(expression, relation, priority, isImplicit: false, source: .closure(describe))
    }

    /// A constraint labelled by what `object` says of itself when a report asks (a model
    /// constraint standing behind this one): unlike a closure, nothing is allocated, and
    /// unlike a string, the object's text is not touched while building.
    public convenience init(
        _ expression: Expression, _ relation: Relation, priority: Priority = .required,
        describedBy object: any CustomStringConvertible & Sendable & AnyObject
    ) {
        self.init(expression, relation, priority, isImplicit: false, source: .object(object))
    }

    private init(
        _ expression: Expression, _ relation: Relation, _ priority: Priority, isImplicit: Bool,
        source: LabelSource
    ) {
        self.expression = expression
        reducedExpression = expression.reduced
        hasFiniteValues = expression.isFinite
        self.relation = relation
        self.priority = priority
        self.isImplicit = isImplicit
        self.source = source
    }

    /// `variable >= 0` as a condition of the model (`isImplicit`): the floor a non-negative
    /// variable (`Variable.isNonNegative`) is held at when it needs one.
    public static func floor(of variable: Variable) -> Constraint {
        Constraint(Expression(variable), .greaterThanOrEqual, isImplicit: true)
    }

    /// The same constraint at another priority or with another label (a new identity).
    public func with(priority: Priority? = nil, label: String? = nil) -> Constraint {
        Constraint(
            expression, relation, priority: priority ?? self.priority, label: label ?? self.label,
            isImplicit: isImplicit)
    }

    public var description: String {
        if let label { return label }
        let p = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(p)"
    }

    /// The key of the solver's tables.
    var key: Int { id }

    private enum LabelSource: Sendable {
        case none
        case text(String)
        case closure(@Sendable () -> String)
        case object(any CustomStringConvertible & Sendable & AnyObject)
    }
}
