import Cassowary

/// Solver constraints of a build waiting to go into the solver together, with the model
/// constraint each stands for, as its index in the build's `buildModels` (-1 for the
/// engine's own). Two arrays, so the solver takes its list as it is.
///
/// Indices, not references: a large build's chunks are freed on the solver's thread, and
/// releasing a model constraint there would write to objects the translating thread is still
/// reading.
struct BuildChunk {
    private(set) var constraints: [Constraint] = []
    private var models: [Int32] = []

    init(capacity: Int) {
        constraints.reserveCapacity(capacity)
        models.reserveCapacity(capacity)
    }

    var count: Int { constraints.count }

    /// The index in `buildModels` of the model constraint behind `constraints[index]`.
    func model(at index: Int) -> Int? { models[index] < 0 ? nil : Int(models[index]) }

    mutating func append(_ constraint: Constraint, model: Int?) {
        constraints.append(constraint)
        models.append(model.map { Int32($0) } ?? -1)
    }
}
