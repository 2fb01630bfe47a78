import AutoLayout
import Dispatch
import Foundation
import Inspector
import Raster
import SceneModel
import SnapshotHarness

/// Suite variants as the inspector's model, laid out on every core: what `plumb inspect
/// --matrix` embeds and what `plumb snapshot verify --inspect` shows for a failing variant.
enum SuiteInspection {
    /// One variant: its scene read afresh, laid out, diagnosed, and named by its suite name;
    /// with `render`, its rendering embedded beneath the drawing.
    static func variant(
        _ variant: SnapshotVariant, render: Bool = false
    ) throws -> (page: InspectorVariant, scene: Scene, diagnosis: Diagnosis) {
        let (scene, environment): (Scene, Environment)
        do throws(SnapshotError) {
            (scene, environment) = try variant.loadScene()
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        let engine = LayoutEngine(root: scene.root, environment: environment)
        let diagnosis = engine.diagnose()
        try FrameLimits.check(diagnosis.layout, scene: scene)
        let page = InspectorVariant(
            engine: engine, diagnosis: diagnosis, provenance: ConstraintProvenance(scene: scene),
            sources: scene.sources, sourceFile: ConstraintProvenance.displayName(scene.file), id: variant.name,
            render: render ? try rendering(engine, diagnosis.layout, scene: scene) : nil)
        return (page, scene, diagnosis)
    }

    /// The layout's PNG at the device's scale, as `plumb render` draws it.
    static func rendering(_ engine: LayoutEngine, _ layout: Layout, scene: Scene) throws -> [UInt8] {
        do throws(RasterError) {
            return try PNGCodec.encode(Renderer().render(layout, drawing: engine.drawing(of: layout)))
        } catch {
            throw CommandFailure.invalidInput(renderFailure(error, scene: scene))
        }
    }

    /// Every variant in order, in parallel (each reads its own scene); the scene's name.
    static func variants(
        _ variants: [SnapshotVariant], render: Bool = false
    ) throws -> (variants: [InspectorVariant], title: String) {
        let results = Results(count: variants.count)
        DispatchQueue.concurrentPerform(iterations: variants.count) { index in
            results.set(index, Result { try variant(variants[index], render: render) })
        }
        var pages: [InspectorVariant] = []
        var title = ""
        for result in results.values {
            guard let result else { continue }
            let made = try result.get()
            if pages.isEmpty { title = made.scene.name }
            pages.append(made.page)
        }
        return (pages, title)
    }
}

/// The variants' pages, filled from many threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<(page: InspectorVariant, scene: Scene, diagnosis: Diagnosis), any Error>?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<(page: InspectorVariant, scene: Scene, diagnosis: Diagnosis), any Error>) {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = result
    }

    var values: [Result<(page: InspectorVariant, scene: Scene, diagnosis: Diagnosis), any Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
