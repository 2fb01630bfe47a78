import AutoLayout
import Raster

/// What every strategy renders from: one layout and what its views draw, and the engine that
/// solved it when there is one (the diagnosis behind a debug render and an explanation needs
/// it; a `Layout` and its `Drawing` alone are plain data). Each thing is made once, on first use, so a variant pays only for what its
/// strategies ask. One per check, on one thread.
public final class SnapshotSubject {
    public let layout: Layout
    public let drawing: Drawing
    private let engine: LayoutEngine?
    /// Where the layout came from (a suite's scene file), to begin a rendering error's message.
    private let origin: String?
    private let renderer: Renderer

    private var drawn: Result<Bitmap, SnapshotError>?
    private var debugDrawn: Result<Bitmap, SnapshotError>?
    private var accessibilityDrawn: Result<Bitmap, SnapshotError>?
    private var ordered: AccessibilityOrder?
    private lazy var diagnosed: Diagnosis? = engine?.diagnose()

    public init(
        layout: Layout, drawing: Drawing, engine: LayoutEngine?, origin: String? = nil,
        renderer: Renderer = Renderer()
    ) {
        self.layout = layout
        self.drawing = drawing
        self.engine = engine
        self.origin = origin
        self.renderer = renderer
    }

    /// An engine's layout and drawing, with the engine for diagnosis.
    public convenience init(engine: LayoutEngine, origin: String? = nil, renderer: Renderer = Renderer()) {
        let layout = engine.layout()
        self.init(
            layout: layout, drawing: engine.drawing(of: layout), engine: engine, origin: origin, renderer: renderer)
    }

    /// The layout drawn at its device's scale. The harness's one call to the renderer.
    public func image() throws(SnapshotError) -> Bitmap {
        if let drawn { return try drawn.get() }
        let result: Result<Bitmap, SnapshotError>
        do throws(RasterError) {
            result = .success(try renderer.render(layout, drawing: drawing))
        } catch {
            result = .failure(failure(error))
        }
        drawn = result
        return try result.get()
    }

    /// Conflicts and ambiguity as `plumb explain` finds them; nil without an engine.
    public var diagnosis: Diagnosis? { diagnosed }

    /// `plumb render --debug`'s image: the layout with its conflicts and ambiguity drawn over it.
    public func debugImage() throws(SnapshotError) -> Bitmap {
        if let debugDrawn { return try debugDrawn.get() }
        let result: Result<Bitmap, SnapshotError>
        if let diagnosis, let engine {
            do throws(RasterError) {
                result = .success(try renderer.renderDebug(diagnosis, drawing: engine.drawing(of: diagnosis.layout)))
            } catch {
                result = .failure(failure(error))
            }
        } else {
            result = .failure(
                .renderingFailed(
                    "\(origin.map { "\($0): " } ?? "")a debug render needs the engine that "
                        + "solved the layout (snapshot the engine, not its Layout)"))
        }
        debugDrawn = result
        return try result.get()
    }

    /// Every constraint with how the solution treats it (`LayoutEngine.constraintStatuses()`,
    /// the list a diagnosis holds, without working out its alternatives).
    public func constraintStatuses() throws(SnapshotError) -> [ConstraintStatus] {
        guard let engine else {
            throw .renderingFailed(
                "\(origin.map { "\($0): " } ?? "")a constraints snapshot needs the engine that "
                    + "solved the layout (snapshot the engine, not its Layout)")
        }
        return engine.constraintStatuses()
    }

    /// The elements in VoiceOver's reading order, read from the engine's views (a `Layout`
    /// alone keeps no accessibility properties).
    public func accessibilityOrder() throws(SnapshotError) -> AccessibilityOrder {
        if let ordered { return ordered }
        guard let engine else {
            throw .renderingFailed(
                "\(origin.map { "\($0): " } ?? "")an accessibility snapshot needs the engine that "
                    + "solved the layout (snapshot the engine, not its Layout)")
        }
        let order = AccessibilityOrder(root: engine.root, layout: layout)
        ordered = order
        return order
    }

    /// The screen with each element of the reading order outlined and numbered, and a legend.
    public func accessibilityImage() throws(SnapshotError) -> Bitmap {
        if let accessibilityDrawn { return try accessibilityDrawn.get() }
        let result: Result<Bitmap, SnapshotError>
        do throws(SnapshotError) {
            let order = try accessibilityOrder()
            do throws(RasterError) {
                result = .success(try renderer.renderAccessibility(order, layout: layout, drawing: drawing))
            } catch {
                result = .failure(failure(error))
            }
        } catch {
            result = .failure(error)
        }
        accessibilityDrawn = result
        return try result.get()
    }

    /// Conflicts or ambiguity as a failure shows them; nil when the layout has neither.
    var problems: LayoutProblems? { LayoutProblems(layout: layout) }

    private func failure(_ error: RasterError) -> SnapshotError {
        .renderingFailed((origin.map { "\($0): " } ?? "") + error.description)
    }
}
