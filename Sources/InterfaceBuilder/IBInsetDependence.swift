import AutoLayout
import SceneModel

/// Which views of a scene hang from the canvas's top inset or bottom inset: placed, through
/// their constraints and their superviews, by the root's safe area, its top or bottom layout
/// guide, or its top or bottom margins where those follow the safe area. `plumb lint` names
/// the inset's rule (`Scene.Canvas.topInsetRule`: the bar inferred from segue X, the Xcode 14
/// inset of retina6_1…) beside such a view when it finds it misplaced vertically, so a team
/// sees which of Xcode's habits it is looking at.
///
/// Worked out once per scene, in one pass over its constraints and one over its views: from
/// the views tied to an inset, along vertical location constraints (either way: two views
/// pinned to each other move together) and down to subviews. Constraints to the root itself
/// are not followed, or every view pinned to the root's top would join.
public struct IBInsetDependence: Sendable {
    /// `View.itemID`s of the views that follow the top inset, and the bottom inset.
    public var top: Set<Int> = []
    public var bottom: Set<Int> = []

    public init(scene: Scene) {
        let root = scene.root
        var neighbours: [Int: [Int]] = [:]
        var topSeeds: [Int] = []
        var bottomSeeds: [Int] = []
        for constraint in scene.constraints where constraint.isActive {
            guard let second = constraint.secondItem,
                constraint.firstAttribute.axis == .vertical, constraint.firstAttribute.isLocation,
                constraint.secondAttribute.axis == .vertical, constraint.secondAttribute.isLocation
            else { continue }
            let first = constraint.firstItem
            let sides = [(first, constraint.firstAttribute, second), (second, constraint.secondAttribute, first)]
            var tied = false
            for (item, attribute, other) in sides {
                guard let edge = Self.inset(of: item, attribute, root: root) else { continue }
                tied = true
                guard other !== root, !(other is LayoutGuide && other.owningView === root) else { continue }
                if edge.top { topSeeds.append(other.itemID) }
                if edge.bottom { bottomSeeds.append(other.itemID) }
            }
            guard !tied, first !== root, second !== root, !(first is LayoutGuide && first.owningView === root),
                !(second is LayoutGuide && second.owningView === root)
            else { continue }
            neighbours[first.itemID, default: []].append(second.itemID)
            neighbours[second.itemID, default: []].append(first.itemID)
        }
        // A guide of a view (its margins, a scroll view's content) moves with the view.
        var owners: [Int: Int] = [:]
        var children: [Int: [Int]] = [:]
        var stack = [root]
        while let view = stack.popLast() {
            for guide in view.layoutGuides { owners[guide.itemID] = view.itemID }
            children[view.itemID] = view.subviews.map(\.itemID)
            stack += view.subviews
        }
        top = Self.reach(from: topSeeds, neighbours: neighbours, children: children, owners: owners)
        bottom = Self.reach(from: bottomSeeds, neighbours: neighbours, children: children, owners: owners)
    }

    /// Which inset `attribute` of `item` is, if it is one of the root's inset edges.
    private static func inset(of item: LayoutItem, _ attribute: LayoutAttribute, root: View)
        -> (top: Bool, bottom: Bool)?
    {
        if item === root {
            guard root.insetsLayoutMarginsFromSafeArea else { return nil }
            switch attribute {
            case .topMargin: return (true, false)
            case .bottomMargin: return (false, true)
            case .centerYWithinMargins: return (true, true)
            default: return nil
            }
        }
        guard let guide = item as? LayoutGuide, guide.owningView === root else { return nil }
        switch guide.kind {
        // The root's margins follow the safe area only where it insets them from it.
        case .safeArea,
            .layoutMargins where root.insetsLayoutMarginsFromSafeArea:
            switch attribute {
            case .top: return (true, false)
            case .bottom: return (false, true)
            case .centerY: return (true, true)
            default: return nil
            }
        case .topLayoutGuide: return (true, false)
        case .bottomLayoutGuide: return (false, true)
        default: return nil
        }
    }

    private static func reach(
        from seeds: [Int], neighbours: [Int: [Int]], children: [Int: [Int]],
        owners: [Int: Int]
    ) -> Set<Int> {
        var reached: Set<Int> = []
        var queue = seeds
        while let item = queue.popLast() {
            guard reached.insert(item).inserted else { continue }
            queue += neighbours[item] ?? []
            queue += children[item] ?? []
            if let owner = owners[item] { queue.append(owner) }
        }
        return reached
    }
}
