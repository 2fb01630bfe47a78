/// One thing a view draws, in the root's coordinates (points), with its colours resolved for the
/// layout's appearance. A view kind says what it draws as a list of these
/// (`View.drawing(in:context:)`); the renderer turns each case into pixels and knows nothing of
/// view kinds.
public enum DrawCommand: Sendable, Equatable {
    /// A filled rectangle, its corners rounded by `radius` points (0: square).
    case fill(Rect, radius: Double, color: Color)
    /// A rectangle's outline inside its edge, `width` wide.
    case border(Rect, radius: Double, width: LineWidth, color: Color)
    /// Shaped glyphs of one font, placed.
    case glyphs(DrawnGlyphs)
    /// A picture placed in a rectangle, shown only within the view's frame.
    case image(DrawnImage)
    /// A switch in one of its two states.
    case toggle(DrawnSwitch)
    /// A filled or stroked path: what a view's own drawing code draws.
    case path(DrawnPath)
    /// Commands drawn only within a rectangle (a text view clips the text that scrolls).
    indirect case clipped(Rect, [DrawCommand])
}

/// How wide a stroke is: points times the scale, or UIKit's hairline (half a point, never
/// thinner than one pixel).
public enum LineWidth: Sendable, Equatable {
    case points(Double)
    case hairline
}
