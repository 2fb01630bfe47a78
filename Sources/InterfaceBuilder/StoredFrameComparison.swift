import AutoLayout
import SceneModel

/// Xcode's stored frames beside the solved ones. Interface Builder stores each view's frame
/// relative to its superview as its canvas last solved it: laid out at the design size, the
/// views Xcode did not mark misplaced are an independent record of Apple's engine.
public struct StoredFrameComparison: Sendable {
    public struct Entry: Sendable {
        public var view: View
        public var source: SceneViewSource
        /// As Xcode stored it, relative to the superview.
        public var stored: Rect
        /// As Plumb solved it, relative to the superview, its edges rounded to the grid
        /// Xcode stored the scene on (`StoredFrameComparison.grid`).
        public var solved: Rect

        /// y and height within `tolerance`.
        public func agreesVertically(within tolerance: Double = 0.5) -> Bool {
            abs(stored.y - solved.y) <= tolerance && abs(stored.height - solved.height) <= tolerance
        }

        public func agreesHorizontally(within tolerance: Double = 0.5) -> Bool {
            abs(stored.x - solved.x) <= tolerance && abs(stored.width - solved.width) <= tolerance
        }

        /// For an arranged view of a stack that does not fill: its stored and solved size
        /// across the stack, and whether that is its height.
        var acrossStack: (stored: Double, solved: Double, isHeight: Bool)? {
            guard let stack = view.superview as? StackView, stack.alignment != .fill,
                stack.arrangedSubviews.contains(where: { $0.itemID == view.itemID })
            else { return nil }
            let isHeight = stack.axis == .horizontal
            return isHeight ? (stored.height, solved.height, true) : (stored.width, solved.width, false)
        }
    }

    /// Every visible view below the root with a stored frame, in layout order. Hidden views,
    /// and what is inside them, are left out: Xcode stores the frames they would have if shown
    /// (a hidden arranged view keeps its size on the canvas; UIKit collapses it).
    public var entries: [Entry]
    /// The pixels per point of the grid the scene's frames were stored on, to which the
    /// solved edges are rounded before they are compared (`IBPixelGrid`): Xcode stores
    /// rounded edges, Plumb solves exact ones.
    public var grid: Double

    /// `grid`: the scene's own unless given: its design canvas's scale, which the reader set
    /// to the grid of the stored frames (`IBPixelGrid`).
    public init(scene: Scene, layout: Layout, grid: Double? = nil) {
        let grid = grid ?? scene.canvas?.device.scale ?? IBPixelGrid.scale(of: scene.sources, deviceScale: 1)
        self.grid = grid
        // Edges are rounded where Xcode rounds them, on the screen: each frame in root
        // coordinates, then taken relative to its superview's rounded frame.
        var frames: [Int: Rect] = [:]
        for entry in layout.entries { frames[entry.id] = IBPixelGrid.round(entry.frame, scale: grid) }
        let views = scene.root.subtreeByID()
        entries = []
        for entry in layout.entries.dropFirst() {
            guard let view = views[entry.id], !Self.isHidden(view), let source = scene.sources[entry.id],
                let stored = source.storedFrame,
                let parent = view.superview, let parentFrame = frames[parent.itemID]
            else { continue }
            // Subviews of a scroll view are stored in its content's coordinates.
            var origin = parentFrame.origin
            if let scroll = parent as? ScrollView {
                origin.x -= scroll.contentOffset.x
                origin.y -= scroll.contentOffset.y
            }
            guard let frame = frames[entry.id] else { continue }
            let solved = Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
            entries.append(Entry(view: view, source: source, stored: stored, solved: solved))
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

    /// The entries by `View.itemID`.
    var entriesByView: [Int: Entry] {
        Dictionary(entries.map { ($0.view.itemID, $0) }, uniquingKeysWith: { first, _ in first })
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

extension StoredFrameComparison {
    /// The comparison as Xcode's canvas makes it, for the two kinds of view Xcode flags and
    /// the views UIKit's stacks size where the canvas does not:
    /// - A **misplaced** view stays at its stored frame on the canvas, and what is inside it is
    ///   laid out in that frame: for that layout its constraints to the outside are set aside
    ///   and it is pinned where Xcode stored it.
    /// - An **ambiguous** view is left where it was in whatever its constraints leave free: it
    ///   is held at its stored frame at priority 1, below every other constraint, so the hold
    ///   decides only what nothing else decides; where its constraints do decide, they win.
    /// - An **arranged view across a stack that does not fill** keeps its stored size there
    ///   where only UIKit's `UISV-ambiguity-suppression` would decide it: the stack's pull is
    ///   off and the size is held at priority 1.
    ///
    /// Views inside a misplaced view, and the ambiguous and arranged views with what is inside
    /// them, are compared with that layout; every other view with the plain one (a misplaced
    /// view's siblings follow the frame its constraints give it, not the stale one). A pinned
    /// view is never compared with the layout that pins it. The scene is left as it was.
    public static func asXcodeLaysOut(scene: Scene, environment: Environment) -> StoredFrameComparison {
        asXcodeLaysOut(from: laidOut(scene, in: environment), scene: scene, environment: environment)
    }

    /// The scene as it stands (with `overrides`), laid out in `environment` and compared. A
    /// what-if engine: the scene, and any engine it already has, are left as they were.
    static func laidOut(
        _ scene: Scene, in environment: Environment,
        overrides: LayoutOverrides = LayoutOverrides()
    ) -> StoredFrameComparison {
        StoredFrameComparison(
            scene: scene,
            layout: LayoutEngine(
                root: scene.root, environment: environment,
                overrides: overrides
            ).layout())
    }

    /// `asXcodeLaysOut` from the plain comparison of the same scene and environment.
    static func asXcodeLaysOut(from plain: StoredFrameComparison, scene: Scene, environment: Environment)
        -> StoredFrameComparison
    {
        let misplaced = plain.entries.filter { $0.source.isMisplaced }
        let ambiguous = plain.entries.filter { $0.source.isAmbiguous && !$0.source.isMisplaced }
        let across = plain.entries.filter { entry in
            entry.acrossStack != nil && (entry.view.superview as? StackView)?.suppressesCrossAmbiguity == true
        }
        var unsuppressed: [StackView] = []
        var seen: Set<Int> = []
        for entry in across {
            guard let stack = entry.view.superview as? StackView, seen.insert(stack.itemID).inserted else { continue }
            unsuppressed.append(stack)
        }
        guard !misplaced.isEmpty || !ambiguous.isEmpty || !across.isEmpty else { return plain }
        // Applied as overrides of one what-if layout: the caller's constraints keep their
        // activation order (which decides what a conflict breaks) and the scene is untouched.
        var setAside = Set<Int>()
        var added: [LayoutConstraint] = []
        for entry in misplaced {
            let view = entry.view
            guard let parent = view.superview else { continue }
            func inside(_ item: LayoutItem?) -> Bool {
                guard let owner = item?.owningView else { return false }
                return owner === view || owner.isDescendant(of: view)
            }
            for constraint in scene.constraints where constraint.isActive {
                let touches = constraint.firstItem === view || constraint.secondItem === view
                guard touches else { continue }
                let other = constraint.firstItem === view ? constraint.secondItem : constraint.firstItem
                if !inside(other) { setAside.insert(constraint.constraintID) }
            }
            added += holds(view, in: parent, at: entry.stored, priority: .required)
        }
        for entry in ambiguous {
            guard let parent = entry.view.superview else { continue }
            added += holds(entry.view, in: parent, at: entry.stored, priority: 1)
        }
        // UIKit pulls an arranged view's free size across a non-fill stack to zero at 25;
        // Xcode's canvas leaves it the size it had (the survey finds such views stored at
        // 240, the width of a view fresh from the library, unflagged). Without the pull, a
        // hold at 1 on that size stands for where it was.
        for stack in unsuppressed {
            for constraint in stack.generatedConstraints where constraint.identifier == "UISV-ambiguity-suppression" {
                setAside.insert(constraint.constraintID)
            }
        }
        for entry in across {
            guard let isHeight = entry.acrossStack?.isHeight else { continue }
            let frame = entry.view.alignmentRectInSuperview(forFrame: entry.stored)
            let hold = LayoutConstraint(
                entry.view, isHeight ? .height : .width, .equal, nil, .notAnAttribute,
                multiplier: 1, constant: isHeight ? frame.height : frame.width)
            hold.priority = 1
            added.append(hold)
        }
        let canvas = laidOut(scene, in: environment, overrides: LayoutOverrides(removed: setAside, added: added))
        let pinned = Set(misplaced.map(\.view.itemID))
        let held = Set((ambiguous + across).map(\.view.itemID))
        let onCanvas = canvas.entriesByView
        var result = plain
        result.entries = plain.entries.map { entry in
            if pinned.contains(entry.view.itemID) { return entry }
            var view: View? = entry.view
            while let current = view {
                let isInsidePinned = current !== entry.view && pinned.contains(current.itemID)
                if isInsidePinned || held.contains(current.itemID) { return onCanvas[entry.view.itemID] ?? entry }
                view = current.superview
            }
            return entry
        }
        return result
    }

    /// The views UIKit lays out zero thick across a stack that does not fill, where Xcode
    /// stored them thicker and its canvas, without UIKit's pull, keeps them so: nothing but
    /// `UISV-ambiguity-suppression` sizes them there, so they collapse at run time (their
    /// `View.itemID`s). `plain` is the scene's plain comparison in `environment`.
    public static func collapsedAcrossStacks(
        in plain: StoredFrameComparison, scene: Scene,
        environment: Environment
    ) -> Set<Int> {
        let candidates = plain.entries.filter { entry in
            guard let across = entry.acrossStack else { return false }
            return across.solved < 1e-6 && across.stored > 0.5
        }
        guard !candidates.isEmpty else { return [] }
        let canvas = asXcodeLaysOut(from: plain, scene: scene, environment: environment)
        let onCanvas = canvas.entriesByView
        return Set(
            candidates.compactMap { entry in
                guard let kept = onCanvas[entry.view.itemID]?.acrossStack else { return nil }
                return abs(kept.solved - kept.stored) <= 0.5 ? entry.view.itemID : nil
            })
    }

    /// Constraints that hold `view` at `stored` (its frame relative to `parent`'s, as IB
    /// stores it); constraints act on alignment rectangles, so theirs are held.
    private static func holds(_ view: View, in parent: View, at stored: Rect, priority: Priority) -> [LayoutConstraint]
    {
        let frame = view.alignmentRectInSuperview(forFrame: stored)
        let constraints = [
            LayoutConstraint(view, .left, .equal, parent, .left, multiplier: 1, constant: frame.x),
            LayoutConstraint(view, .top, .equal, parent, .top, multiplier: 1, constant: frame.y),
            LayoutConstraint(view, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: frame.width),
            LayoutConstraint(view, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: frame.height),
        ]
        for constraint in constraints { constraint.priority = priority }
        return constraints
    }
}
