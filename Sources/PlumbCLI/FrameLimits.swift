import AutoLayout
import SceneFormat
import SceneModel

/// The largest frame value plumb prints or draws (docs/robustness.md, "Limits"): 1e15 pt.
/// Below it every whole number of points is exact in a `Double` and in any JSON reader that
/// uses doubles, and the text format's thousandths still fit in one; above it (and at inf or
/// nan, which JSON cannot carry) a frame means a constraint's constant or multiplier ran away,
/// and printing it would be a number no one can use.
enum FrameLimits {
    static let maximum = 1e15

    /// Throws, naming the scene file, the first view (tree order) and value out of range, and
    /// the constraint it most likely comes from.
    static func check(_ layout: Layout, scene: Scene) throws(CommandFailure) {
        if let message = violation(in: layout, scene: scene) { throw .invalidInput(message) }
    }

    /// The message for the first view whose frame is out of range, or nil.
    static func violation(in layout: Layout, scene: Scene) -> String? {
        for entry in layout.entries {
            let frame = entry.frame
            let values = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
            for (name, value) in values where !(abs(value) <= maximum) {
                var message =
                    "\(scene.file): error: view '\(entry.name.escapedForMessage)': \(name) \(value) "
                    + "is out of range (frame values are limited to ±1e15 pt)"
                let axis: LayoutAxis = name == "x" || name == "width" ? .horizontal : .vertical
                if let source = likelySource(of: entry.id, axis: axis, layout: layout, among: scene.constraints) {
                    message += ", from '\(source.description.escapedForMessage)'"
                }
                return message
            }
        }
        return nil
    }

    /// The constraint in effect on the view's axis with the largest constant or multiplier
    /// (the first such in the file): a value runs away where a number far beyond any screen
    /// enters, and this is where to look. Nil when no constraint of the file touches the
    /// axis (the value then comes from a container's or an intrinsic size).
    static func likelySource(
        of view: Int, axis: LayoutAxis, layout: Layout,
        among constraints: [LayoutConstraint]
    ) -> LayoutConstraint? {
        var best: (constraint: LayoutConstraint, weight: Double)?
        for constraint in constraints {
            let onAxis =
                (constraint.firstItem.itemID == view && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem?.itemID == view && constraint.secondAttribute.axis == axis)
            guard onAxis, !layout.conflicts.contains(where: { $0.brokenConstraintID == constraint.constraintID }) else {
                continue
            }
            // NaN compares false: a non-finite number weighs most.
            let numbers = [abs(constraint.constant), abs(constraint.multiplier)]
            let weight = numbers.contains { !$0.isFinite } ? Double.infinity : numbers.max() ?? 0
            if weight > best?.weight ?? -1 { best = (constraint, weight) }
        }
        return best?.constraint
    }
}
