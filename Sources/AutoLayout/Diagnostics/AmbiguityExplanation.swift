/// An ambiguous view: how far each free value can move among the optimal layouts, the
/// frames at those extremes, and constraints that would pin it.
public struct AmbiguityExplanation: Sendable {
    /// The interval a frame value covers over all optimal layouts (±infinity when unbounded).
    public struct Range: Sendable, Equatable {
        /// "x", "y", "width" or "height".
        public let attribute: String
        public let min: Double
        public let max: Double
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
