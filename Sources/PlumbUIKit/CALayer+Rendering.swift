extension CALayer {
    /// Draws the layer's view and its subviews into `context` at the user space's origin: in
    /// an image renderer's actions, the same pixels `drawHierarchy(in:afterScreenUpdates:)`
    /// copies there. A context moved only by translations is followed; a scaled or rotated one,
    /// a view's own `draw(_:)` context and a layer made without a view are reported as
    /// drawing Plumb does not do.
    public func render(in context: CGContext) {
        let t = context.ctm
        guard let view, let images = UIGraphicsImageRendererContext.current, images.cgContext === context,
            t.a == 1, t.b == 0, t.c == 0, t.d == 1
        else {
            context.markUnsupported("CALayer.render(in:)" + (view == nil ? " of a layer without a view" : ""))
            return
        }
        view.drawHierarchy(
            in: CGRect(origin: CGPoint(x: t.tx, y: t.ty), size: view.bounds.size), afterScreenUpdates: true)
    }
}
