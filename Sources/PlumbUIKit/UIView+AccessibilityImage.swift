internal import AutoLayout
internal import Raster

extension UIView {
    /// The accessibility snapshot's picture of the tree this view belongs to, laid out first:
    /// the screen washed pale, each element of the reading order outlined and numbered, and
    /// the legend below (`Renderer.renderAccessibility`, what a scene's `accessibility-image`
    /// strategy draws), at `scale` pixels a point. Nil, with the render issue reported as
    /// `drawHierarchy` reports it, when the picture cannot be drawn. Not UIKit's API.
    @_spi(Plumb) public func plumbAccessibilityImage(scale: CGFloat) -> UIImage? {
        let root = rootView
        root.layoutIfNeeded()
        let engine = LayoutCycle.state(of: root).engine
        let layout = engine.layout()
        let order = AccessibilityOrder(root: root.node, layout: layout)
        do {
            let bitmap = try Renderer().renderAccessibility(
                order, layout: layout, drawing: engine.drawing(of: layout), scale: Double(scale))
            return UIImage(bitmap: bitmap, scale: scale)
        } catch {
            PlumbLayoutIssues.report(.render(PlumbLayoutIssue.Render(message: error.description)))
            return nil
        }
    }
}
