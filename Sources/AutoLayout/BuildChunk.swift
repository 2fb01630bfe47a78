import Cassowary

/// Solver constraints of a build waiting to go into the solver together, with the model
/// constraint each stands for (nil for the engine's own). Two arrays, so the solver takes
/// its list as it is.
struct BuildChunk {
    private(set) var constraints: [Constraint] = []
    private(set) var models: [LayoutConstraint?] = []

    init(capacity: Int) {
        constraints.reserveCapacity(capacity)
        models.reserveCapacity(capacity)
    }

    var count: Int { constraints.count }

    mutating func append(_ constraint: Constraint, _ model: LayoutConstraint?) {
        constraints.append(constraint)
        models.append(model)
    }
}
