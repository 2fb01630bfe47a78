import Cassowary

// UIKit's debugging and sizing questions a view answers through the engine of its tree
// (created with the default environment if the tree has none yet).

extension View {
    /// The engine of this view's tree.
    public var layoutEngine: LayoutEngine {
        rootView.engine ?? LayoutEngine(root: rootView)
    }

    /// Whether some value of the frame differs between optimal layouts.
    public var hasAmbiguousLayout: Bool {
        !layoutEngine.freeAttributes(of: self).isEmpty
    }

    /// The active constraints that position or size this view (or its guides) on `axis`,
    /// in activation order.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        // Read from the model, not an engine: stacks whose changes wait make them first.
        rootView.updateConstraintsIfNeeded()
        var mine = Set<Int>([itemID])
        for guide in layoutGuides { mine.insert(guide.itemID) }
        var found: [LayoutConstraint] = []
        rootView.visit { holder in
            for constraint in holder.constraints where constraint.refers(toAnyOf: mine) {
                let axes = [constraint.firstAttribute.axis, constraint.secondAttribute.axis]
                if axes.contains(axis) { found.append(constraint) }
            }
        }
        return found.sorted { $0.activationStamp < $1.activationStamp }
    }

    /// UIKit's `layoutFittingCompressedSize`: as small as the constraints allow.
    public static let layoutFittingCompressedSize = Size.zero

    /// The size the view's own constraints (those its subtree holds) give it when pulled
    /// toward `targetSize` at the given priorities: an output of the engine, where the
    /// intrinsic size is an input.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontal: Priority = .fittingSizeLevel,
        verticalFittingPriority vertical: Priority = .fittingSizeLevel
    ) -> Size {
        let engine = LayoutEngine(
            root: self, environment: rootView.engine?.environment ?? Environment(),
            fitting: LayoutEngine.Fitting(target: targetSize, horizontal: horizontal, vertical: vertical))
        let frame = engine.frame(of: self)
        return Size(width: engine.roundedUp(frame.width), height: engine.roundedUp(frame.height))
    }
}

extension LayoutEngine {
    /// A detached subtree: its origin at zero and its size pulled toward the target.
    func installFitting(_ fitting: Fitting) {
        let v = variables(for: root)
        addSystem(v.x == 0, label: "\(root.name).minX = 0 (fitting)")
        addSystem(v.y == 0, label: "\(root.name).minY = 0 (fitting)")
        addSystem(
            (v.width == fitting.target.width).with(priority: fitting.horizontal),
            label: "\(root.name).Width = \(formatPoints(fitting.target.width)) (fitting)")
        addSystem(
            (v.height == fitting.target.height).with(priority: fitting.vertical),
            label: "\(root.name).Height = \(formatPoints(fitting.target.height)) (fitting)")
    }
}
