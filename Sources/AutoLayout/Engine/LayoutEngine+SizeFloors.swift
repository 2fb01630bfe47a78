import Cassowary

// Sizes are never negative (SPEC §3): UIKit's engine keeps every view's width and height at
// zero or above, an implicit required condition its reports never list. Layout guides have no
// floor: a guide is only the constraints that place it.
//
// Two inequalities per item would put a row per view and guide into every tableau, for a
// condition almost no layout comes near; so the engine adds them only for the items that
// need them. After every change, before any answer is read, it looks for a size that the
// solution makes negative; and wherever a readout works out a free size's range (`layout()`,
// ambiguity), a range reaching below zero counts too. If none is, the floors could not change
// the answer: a solution with every size at zero or above is optimal with the floors as
// without them. If one is, its item gets floors and the
// engine rebuilds with them in first, ahead of every constraint, as UIKit's are — so the
// constraint activation order breaks in a conflict is the one it would break with floors on
// every view. Views keep their floors for the engine's lifetime. Floors are implicit
// constraints (`Constraint.isImplicit`): no report lists them, and the solver's explanations
// take every view's floor as given, held or not (its sizes are `Variable.isNonNegative`).

extension LayoutEngine {
    /// Sizes below this are taken as negative (far under a device pixel; above noise).
    static let negativeSizeTolerance = 1e-9

    /// Puts an item's two floors into the solver.
    func addSizeFloors(_ record: ItemRecord) {
        for variable in [record.width, record.height] {
            let floor = Constraint.floor(of: variable)
            labels[floor.id] = "\(variable.name) >= 0 (sizes are never negative)"
            record.systemConstraints.append(addSystem(floor))
        }
    }

    /// Floors every item the solution gives a negative size (see above); cheap when the
    /// solver has not changed since the last look. The solver watches the sizes
    /// (`Variable.isNonNegative`), so a look is one pass over its own arrays.
    func enforceSizeFloors() {
        // Every read passes here: the model's changes come in first.
        reconcile()
        // A handful of rounds settles any real layout (each floors at least one more item);
        // past them, every item is floored, which settles it for certain.
        for round in 0..<4 {
            guard solver.revision != checkedRevision else { return }
            let negative = solver.watchedVariables(below: -Self.negativeSizeTolerance)
            checkedRevision = solver.revision
            guard !negative.isEmpty else { return }
            var found = Set<Int>()
            let variableIDs = Set(negative.map(\.id))
            items.forEach { id, record in
                guard !flooredItems.contains(id) else { return }
                if variableIDs.contains(record.width.id) || variableIDs.contains(record.height.id) { found.insert(id) }
            }
            // A floored size a hair below zero is the floor's own rounding, not news.
            guard !found.isEmpty else { return }
            if round == 3 {
                root.visit { found.insert($0.itemID) }
            }
            flooredItems.formUnion(found)
            retranslateAll()
        }
        checkedRevision = solver.revision
    }

    /// Whether the item's sizes are never negative (SPEC §3): every view's (on a device, the
    /// root's are the device's numbers, `EnvironmentVariables`); layout guides have no floor.
    func hasSizeFloor(_ item: LayoutItem) -> Bool { item is View }

    /// Floors the items a readout found with a size range reaching below zero, and rebuilds;
    /// whether there were any (the readout must then start again).
    func floorPendingItems() -> Bool {
        let fresh = pendingFloors.subtracting(flooredItems)
        pendingFloors = []
        guard !fresh.isEmpty else { return false }
        flooredItems.formUnion(fresh)
        retranslateAll()
        enforceSizeFloors()
        return true
    }
}
