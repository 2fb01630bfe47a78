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

    /// Every view below the root with a stored frame, in layout order (hidden and
    /// uninstalled views are not in the layout and so not compared).
    public var entries: [Entry]

    public init(scene: LoadedScene, layout: Layout) {
        var frames: [Int: Rect] = [:]
        for entry in layout.entries { frames[entry.view.itemID] = entry.frame }
        entries = []
        for entry in layout.entries.dropFirst() {
            guard let source = scene.sources[entry.view.itemID], let stored = source.storedFrame,
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

    /// The views Xcode did not mark misplaced.
    public var placed: [Entry] { entries.filter { !$0.source.isMisplaced } }
}
