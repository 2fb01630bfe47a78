import AutoLayout

extension Renderer {
    /// The engine's layout as it stands now, drawn: its `layout()` and the `drawing(of:)` that
    /// layout, taken together so the two always agree.
    public func render(_ engine: LayoutEngine, scale: Double? = nil) throws(RasterError) -> Bitmap {
        let layout = engine.layout()
        return try render(layout, drawing: engine.drawing(of: layout), scale: scale)
    }

    /// The engine's diagnosis drawn as `plumb render --debug` draws it.
    public func renderDebug(_ engine: LayoutEngine, scale: Double? = nil) throws(RasterError) -> Bitmap {
        let diagnosis = engine.diagnose()
        return try renderDebug(diagnosis, drawing: engine.drawing(of: diagnosis.layout), scale: scale)
    }
}
