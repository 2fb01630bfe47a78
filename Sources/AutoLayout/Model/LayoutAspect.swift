/// What a change to a view can make stale in an engine that has read it: the one vocabulary
/// of the invalidation seam (`View.invalidate(_:)`, `LayoutEngine+Invalidation`). A
/// constraint's priority is told through `LayoutInvalidating.invalidate(_:)` with the
/// constraint itself.
public enum LayoutAspect: Int, Sendable, CaseIterable {
    /// What the view measures (text, font, image, an explicit intrinsic size), or the
    /// priorities it measures at (hugging, compression resistance).
    case intrinsicSize
    /// A view's frame, autoresizing mask, `translatesAutoresizingMaskIntoConstraints` or
    /// alignment insets: its autoresizing constraints and its children's.
    case autoresizing
    /// Layout margins and the flags that decide them: every constraint on a margin.
    case margins
    /// What every constraint on the view is read against: its semantic content attribute
    /// (which way leading runs) or the size classes it is installed in.
    case translation
    /// A stack view's arrangement, changed with its update deferred (`StackView.defersUpdates`):
    /// its constraints are made before the engine's next read.
    case arrangement
}

/// The narrow protocol the model tells an engine through. The engine only records what it
/// hears; it reconciles when anything is read (`layout()`, frames, diagnosis), so a setter
/// costs O(1) and building a screen under a live engine stays linear.
protocol LayoutInvalidating: AnyObject {
    func invalidate(_ item: LayoutItem, _ aspect: LayoutAspect)
    func invalidate(_ constraint: LayoutConstraint)
}
