extension LayoutEngine {
    /// What `layout` looks like: each entry's view asked what it draws at its frame, in the
    /// layout's appearance, Dynamic Type category and (after the view's semantic content
    /// attribute) direction. The root's background is the screen's; it draws only what
    /// `drawingAsRoot` gives (nothing for the model's own views).
    public func drawing(of layout: Layout) -> Drawing {
        let views = root.subtreeByID()
        let environment = layout.environment
        let background = (root.backgroundColor ?? Self.systemBackground).resolved(environment.appearance)
        let drawings = layout.entries.enumerated().map { index, entry -> ViewDrawing in
            guard let view = views[entry.id] else {
                // Gone from the tree since the layout was made: nothing to draw.
                return ViewDrawing(
                    id: entry.id, name: entry.name, isHidden: true, alpha: 1, clipsSubviews: false,
                    commands: [])
            }
            let rightToLeft =
                environment.direction == .rightToLeft
                && view.semanticContentAttribute.resolve(.rightToLeft) == .rightToLeft
            let context = DrawingContext(
                appearance: environment.appearance, contentSize: environment.contentSize,
                direction: rightToLeft ? .rightToLeft : .leftToRight)
            var drawing = ViewDrawing(
                id: entry.id, name: entry.name, isHidden: view.isHidden, alpha: view.alpha,
                clipsSubviews: view.clipsSubviewsWhenDrawn, commands: [])
            do throws(DrawingFailure) {
                drawing.commands =
                    index > 0
                    ? try view.drawing(in: entry.frame, context: context)
                    : try view.drawingAsRoot(in: entry.frame, context: context)
            } catch {
                drawing.failure = error
            }
            return drawing
        }
        return Drawing(background: background, views: drawings)
    }

    /// UIKit's `systemBackground`: the screen behind a root with no colour of its own.
    static let systemBackground = Color.system(named: "systemBackground") ?? Color(red: 255, green: 255, blue: 255)
}
