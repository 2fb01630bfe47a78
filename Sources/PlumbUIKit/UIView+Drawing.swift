internal import AutoLayout

extension UIView {
    /// Runs `draw(_:)` with a context whose user space is the view's bounds and whose clip is
    /// its frame (what a view draws stays inside it, as its layer's backing store keeps it),
    /// and returns what it painted in the root's points. Calls Plumb cannot draw are reported
    /// (`PlumbLayoutIssue.drawing`); the rest is drawn.
    func ownDrawing(in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        let bounds = self.bounds
        let transform = CGAffineTransform(
            translationX: CGFloat(frame.x) - bounds.minX, y: CGFloat(frame.y) - bounds.minY)
        let cgContext = CGContext(transform: transform, clip: frame, appearance: context.appearance)
        UIGraphicsPushContext(cgContext)
        draw(bounds)
        UIGraphicsPopContext()
        for call in cgContext.takeUnsupported() {
            PlumbLayoutIssues.report(
                .drawing(PlumbLayoutIssue.Drawing(drawer: "\(type(of: self)).draw(_:)", call: call)))
        }
        return cgContext.takeCommands()
    }
}
