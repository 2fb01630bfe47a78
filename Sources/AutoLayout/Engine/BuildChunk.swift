import Cassowary

/// Solver constraints of a build waiting to go into the solver together, with the model
/// constraint each stands for (nil for the engine's own). Two arrays, so the solver takes
/// its list as it is.
///
/// The models are not retained: a chunk lives only inside `LayoutEngine.build()`, which holds
/// every model constraint it translates until it returns. A large build's chunks are freed on
/// the solver's thread, and retaining there would write to objects the translating thread
/// is still reading.
struct BuildChunk {
    private struct ModelReference {
        unowned(unsafe) let constraint: LayoutConstraint?
    }

    private(set) var constraints: [Constraint] = []
    private var models: [ModelReference] = []

    init(capacity: Int) {
        constraints.reserveCapacity(capacity)
        models.reserveCapacity(capacity)
    }

    var count: Int { constraints.count }

    /// The model constraint behind `constraints[index]`.
    func model(at index: Int) -> LayoutConstraint? { models[index].constraint }

    mutating func append(_ constraint: Constraint, _ model: LayoutConstraint?) {
        constraints.append(constraint)
        models.append(ModelReference(constraint: model))
    }
}
