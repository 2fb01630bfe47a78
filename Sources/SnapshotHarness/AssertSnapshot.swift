import AutoLayout
import Foundation
import Raster
import SceneFormat
import SceneModel
import Typesetting

/// Checks a user's layout against `<directory>/<name>.png` and `.txt`, for tests: usable from
/// Swift Testing (`try assertSnapshot(...)` in a throwing `@Test`) and XCTest
/// (`XCTAssertNoThrow(try assertSnapshot(...))`) without depending on either — a mismatch is
/// thrown as `SnapshotError.mismatch`, whose description says what differs, what moved and
/// where the artifacts are.
///
/// - Parameters:
///   - engine: the engine holding the user's view tree; its layout is drawn at its device's
///     scale, and its diagnosis explains a layout with problems.
///   - name: the reference's name, without extension (may contain `/` for subfolders).
///   - directory: where references live, typically next to the test file.
///   - record: `.fromEnvironment` reads `PLUMB_RECORD` (unset: record missing references only).
///   - tolerance: exact unless given (see `Tolerance`).
///   - artifacts: where failures leave expected/actual/diff/composite PNGs and the frame diff,
///     and for a layout with conflicts or ambiguity its debug render and explanation.
///   - failsOnLayoutProblems: fail when the layout has conflicts or ambiguity, even if it
///     matches the reference.
@discardableResult
public func assertSnapshot(of engine: LayoutEngine, named name: String, in directory: String,
                           record: RecordMode = .fromEnvironment, tolerance: Tolerance = .exact,
                           artifacts: String = SnapshotRunner.defaultArtifactsDirectory,
                           failsOnLayoutProblems: Bool = false) throws(SnapshotError) -> SnapshotResult
{
    let reference = SnapshotFiles.join(directory, name)
    var check = SnapshotCheck(name: name, reference: reference, stem: name, artifactsDirectory: artifacts,
                              comparison: ImageComparison(tolerance: tolerance))
    check.failsOnLayoutProblems = failsOnLayoutProblems
    let renderer = Renderer()
    let layout = engine.layout()
    let problems = LayoutProblems(engine: { engine }, layout: layout, renderer: renderer)
    let image: Bitmap
    do throws(RasterError) {
        image = try renderer.render(layout, drawing: engine.drawing(of: layout))
    } catch {
        throw .renderingFailed(error.description)
    }
    switch check.run(image: image, text: layout.dump + TextEngine.shared.systemFonts.snapshotLine, problems: problems,
                     mode: record) {
    case .matched: return .matched
    case .recorded: return .recorded(reference)
    case let .failed(failure): throw .mismatch(failure)
    case let .error(error): throw error
    }
}

/// Checks a scene in one environment against `<directory>/<name>/<variant>.png` and `.txt`,
/// the variant named as the harness names it (`iphone-15-portrait-ltr-ax5-dark`): content size
/// and appearance are axes like device, orientation and direction. Loop over environments to
/// snapshot a scene's whole matrix.
@discardableResult
public func assertSnapshot(of scene: Scene, in environment: Environment, named name: String, in directory: String,
                           record: RecordMode = .fromEnvironment, tolerance: Tolerance = .exact,
                           artifacts: String = SnapshotRunner.defaultArtifactsDirectory,
                           failsOnLayoutProblems: Bool = false) throws(SnapshotError) -> SnapshotResult
{
    var environment = environment
    environment.hasNavigationBar = scene.navigationBar
    environment.hasTabBar = scene.tabBar
    return try assertSnapshot(of: LayoutEngine(root: scene.root, environment: environment), named: "\(name)/\(SnapshotVariant.name(for: environment))", in: directory,
                              record: record, tolerance: tolerance, artifacts: artifacts,
                              failsOnLayoutProblems: failsOnLayoutProblems)
}
