/// What a view's drawing depends on besides the view: the layout's appearance and Dynamic Type
/// category, and the direction this view lays its content out in (the layout's, after the
/// view's `semanticContentAttribute`).
public struct DrawingContext: Sendable, Equatable {
    public var appearance: Appearance
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection

    public init(appearance: Appearance, contentSize: ContentSizeCategory, direction: LayoutDirection) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.direction = direction
    }
}
