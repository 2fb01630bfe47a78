/// An ambiguous view: how far each free value can move among the optimal layouts, the
/// frames at those extremes, and constraints that would pin it.
public struct AmbiguityExplanation: Sendable {
    /// The interval a frame value covers over all optimal layouts (±infinity when unbounded).
    public struct Range: Sendable, Equatable {
        /// "x", "y", "width" or "height".
        public let attribute: String
        public let min: Double
        public let max: Double
        /// The view's frame with this value pinned at `min` and at `max` on a copy of the
        /// solver (an unbounded end a quarter of the screen from the solution's value); nil
        /// when the solver refused the pin. What the inspector's "exercise" moves between:
        /// `ghosts` drops frames equal to the solution's or to another ghost, these keep both
        /// ends of every range.
        public var frameAtMin: Rect? = nil
        public var frameAtMax: Rect? = nil
    }

    public let view: String
    /// The view's `itemID`.
    public let itemID: Int
    public let frame: Rect
    public let ranges: [Range]
    /// The view's frame at each end of each free value's range (an unbounded end is shown a
    /// quarter of the screen away), for ghost outlines.
    public let ghosts: [Rect]
    /// Constraints in the scene notation that, added in this order to the scene, pin the
    /// view; checked against the solver, not guessed. Empty when earlier suggestions (for
    /// views before it) already pin it.
    public let suggestions: [String]
}
