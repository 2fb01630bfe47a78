import AutoLayout
import SceneFormat

/// Xcode's stored frames beside the solved ones. Interface Builder stores each view's frame
/// relative to its superview as its canvas last solved it: laid out at the design size, the
/// views Xcode did not mark misplaced are an independent record of Apple's engine.
public struct StoredFrameComparison: Sendable {
    public struct Entry: Sendable {
        public var view: View
        public var source: SceneViewSource
        /// As Xcode stored it, relative to the superview.
        public var stored: Rect
        /// As Plumb solved it, relative to the superview.
        public var solved: Rect

        /// y and height within `tolerance`.
        public func agreesVertically(within tolerance: Double = 0.5) -> Bool {
            abs(stored.y - solved.y) <= tolerance && abs(stored.height - solved.height) <= tolerance
        }

        public func agreesHorizontally(within tolerance: Double = 0.5) -> Bool {
            abs(stored.x - solved.x) <= tolerance && abs(stored.width - solved.width) <= tolerance
        }
    }

    /// Every visible view below the root with a stored frame, in layout order. Hidden views,
    /// and what is inside them, are left out: Xcode stores the frames they would have if shown
    /// (a hidden arranged view keeps its size on the canvas; UIKit collapses it).
    public var entries: [Entry]

    public init(scene: LoadedScene, layout: Layout) {
        var frames: [Int: Rect] = [:]
        for entry in layout.entries { frames[entry.view.itemID] = entry.frame }
        entries = []
        for entry in layout.entries.dropFirst() {
            guard !Self.isHidden(entry.view), let source = scene.sources[entry.view.itemID],
                  let stored = source.storedFrame,
                  let parent = entry.view.superview, let parentFrame = frames[parent.itemID]
            else { continue }
            // Subviews of a scroll view are stored in its content's coordinates.
            var origin = parentFrame.origin
            if let scroll = parent as? ScrollView {
                origin.x -= scroll.contentOffset.x
                origin.y -= scroll.contentOffset.y
            }
            let solved = Rect(x: entry.frame.x - origin.x, y: entry.frame.y - origin.y, width: entry.frame.width,
                              height: entry.frame.height)
            entries.append(Entry(view: entry.view, source: source, stored: stored, solved: solved))
        }
    }

    static func isHidden(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }

    /// The views Xcode did not mark misplaced.
    public var notMisplaced: [Entry] { entries.filter { !$0.source.isMisplaced } }

    /// The views whose stored frames are Xcode's solution: neither marked misplaced or
    /// ambiguous nor inside a view so marked. Xcode lays a view's subviews out in the frame it
    /// stored for the view, so a stale frame (misplaced) or an undetermined one (ambiguous)
    /// leaves everything inside it stale or undetermined too.
    public var placed: [Entry] {
        var flagged: Set<Int> = []
        for entry in entries where entry.source.isAmbiguous || entry.source.isMisplaced {
            flagged.insert(entry.view.itemID)
        }
        return entries.filter { entry in
            var view: View? = entry.view
            while let current = view {
                if flagged.contains(current.itemID) { return false }
                view = current.superview
            }
            return true
        }
    }
}
