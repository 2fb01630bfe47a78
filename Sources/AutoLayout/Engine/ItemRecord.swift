import Cassowary

/// What an engine keeps for one view or guide, in its `items` table under the item's id: the
/// four variables of its frame, and every solver constraint the engine made for the item
/// itself, so that removing the item takes all of them out of the solver.
final class ItemRecord {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// Autoresizing, guide definitions, a content guide's placement, the size floors: the
    /// engine's own constraints for this item, removed with it.
    @exclusivity(unchecked) var systemConstraints: [Constraint] = []
    /// A view's intrinsic-size constraints and the size they were made for.
    @exclusivity(unchecked) var intrinsic: IntrinsicConstraints?
    /// A scroll view content guide's two placement constraints (x, then y), changed in place
    /// when the inset or offset moves.
    @exclusivity(unchecked) var scrollPlacement: [Constraint] = []
    /// Whether a view's own constraints (autoresizing, intrinsic size) are in the solver.
    @exclusivity(unchecked) var isSettled = false

    init(x: Variable, y: Variable, width: Variable, height: Variable) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var variables: ItemVariables { ItemVariables(self) }

    /// Every solver constraint the engine holds for the item.
    var ownConstraints: [Constraint] {
        var all = systemConstraints
        all.append(contentsOf: scrollPlacement)
        if let intrinsic { all.append(contentsOf: intrinsic.all) }
        return all
    }
}

/// The four inequalities of a view's intrinsic size and the size they were made for.
struct IntrinsicConstraints {
    var size: Size
    var widthHugging: Constraint?
    var widthResistance: Constraint?
    var heightHugging: Constraint?
    var heightResistance: Constraint?

    var all: [Constraint] { [widthHugging, widthResistance, heightHugging, heightResistance].compactMap { $0 } }
}
