import AutoLayout
import SceneModel

/// A scene whose stored frames were laid out for another canvas: Xcode does not always lay a
/// scene out again when it re-saves it (scenee/FloatingPanel's `Main.storyboard` at Xcode 26
/// changed only its roots, 375×778 → 414×896, and kept every subview where Xcode 15 had put
/// it, unflagged: `reference/ib-canvas.md` §1.4). Then the views at the root disagree with
/// the solved layout by one canvas difference — a view pinned to the far edge by all of it, a
/// centred one by half, a stretched one in size — and what is inside them agrees. `plumb
/// lint` reports that once, as stale, rather than as N misplaced views.
public struct StaleCanvas: Sendable {
    /// The solved canvas less the one the frames were laid out for (width, height).
    public var difference: Size
    /// The views that disagree, all at the root, in layout order.
    public var views: [View]

    /// Tolerance on each value, as the comparison's.
    static let tolerance = 0.5

    /// Nil unless at least two views disagree, every one of them is at the root, and every
    /// difference is 0, half or all of one width difference across and one height difference
    /// down (not both zero).
    public init?(_ comparison: StoredFrameComparison, root: View) {
        let disagreeing = comparison.entries.filter { !($0.agreesVertically() && $0.agreesHorizontally()) }
        guard disagreeing.count >= 2, disagreeing.allSatisfy({ $0.view.superview === root }) else { return nil }
        let across = disagreeing.flatMap { [$0.solved.x - $0.stored.x, $0.solved.width - $0.stored.width] }
        let down = disagreeing.flatMap { [$0.solved.y - $0.stored.y, $0.solved.height - $0.stored.height] }
        let width = Self.largest(across)
        let height = Self.largest(down)
        guard abs(width) > Self.tolerance || abs(height) > Self.tolerance,
            across.allSatisfy({ Self.fits($0, width) }), down.allSatisfy({ Self.fits($0, height) })
        else { return nil }
        difference = Size(width: width, height: height)
        views = disagreeing.map(\.view)
    }

    /// The value of largest magnitude (the first of equals, so the result does not depend on
    /// anything but the order of the entries).
    private static func largest(_ values: [Double]) -> Double {
        values.reduce(0) { abs($1) > abs($0) + 1e-9 ? $1 : $0 }
    }

    /// `value` is none, half or all of `difference`.
    private static func fits(_ value: Double, _ difference: Double) -> Bool {
        [0, difference / 2, difference].contains { abs(value - $0) <= tolerance }
    }
}
