/// What one view of a layout draws, and what it passes to its subviews: whether it and its
/// subtree are hidden, its own opacity (its subviews' is multiplied by it), whether it clips
/// them to its frame.
public struct ViewDrawing: Sendable, Equatable {
    /// The view's `itemID`, as in the layout's entry.
    public var id: Int
    public var name: String
    public var isHidden: Bool
    public var alpha: Double
    public var clipsSubviews: Bool
    /// Back to front; empty when the view could not be made ready (`failure`).
    public var commands: [DrawCommand]
    public var failure: DrawingFailure?

    public init(
        id: Int, name: String, isHidden: Bool, alpha: Double, clipsSubviews: Bool, commands: [DrawCommand],
        failure: DrawingFailure? = nil
    ) {
        self.id = id
        self.name = name
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsSubviews = clipsSubviews
        self.commands = commands
        self.failure = failure
    }
}
