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
    /// A margins guide whose view preserves its superview's margins: its four edge
    /// constraints and the margins they hold now, moved as the layout settles.
    @exclusivity(unchecked) var preservedMargins: PreservedMargins?
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
        if let preservedMargins { all.append(contentsOf: preservedMargins.edges) }
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

/// The edge constraints of a margins guide that follows its superview's margins (left, right,
/// top, bottom: `guide.minX == view.minX + left`, `guide.maxX == view.maxX - right`, …), the
/// margins they hold, and the guide's view (gone with the record when the view goes).
struct PreservedMargins {
    let view: View
    var edges: [Constraint]
    var margins: EdgeInsets
}
