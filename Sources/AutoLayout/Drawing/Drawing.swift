/// What a layout looks like, as data: the screen's background and, per entry of the layout (in
/// the same order), what that view draws. The engine makes it from the model
/// (`LayoutEngine.drawing(of:)`); the renderer turns it into pixels without looking at a view.
public struct Drawing: Sendable, Equatable {
    /// The root's background colour, or UIKit's `systemBackground`, resolved.
    public var background: Color
    /// One per entry of the layout drawn, in its order (the root first).
    public var views: [ViewDrawing]

    public init(background: Color, views: [ViewDrawing]) {
        self.background = background
        self.views = views
    }
}
