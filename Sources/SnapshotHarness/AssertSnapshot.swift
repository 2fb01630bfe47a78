import AutoLayout
import Foundation
import SceneFormat
import SceneModel

/// Checks a user's layout against `<directory>/<name>.png` and `.txt` (one file per
/// strategy), for tests: usable from Swift Testing (`try assertSnapshot(...)` in a throwing
/// `@Test`) and XCTest (`XCTAssertNoThrow(try assertSnapshot(...))`) without depending on
/// either — a mismatch is thrown as `SnapshotError.mismatch`, whose description says what
/// differs, what moved and where the artifacts are.
///
/// - Parameters:
///   - engine: the engine that laid out the tree; its layout is rendered at its device's
///     scale, and it diagnoses conflicts and ambiguity for the debug render and explanation.
///   - name: the reference's name, without extension (may contain `/` for subfolders).
///   - directory: where references live, typically next to the test file.
///   - strategies: what is recorded and compared (`SnapshotStrategies`); the image and the frames unless given.
///   - record: `.fromEnvironment` reads `PLUMB_RECORD` (unset: record missing references only).
///   - tolerance: exact unless given (see `Tolerance`).
///   - artifacts: where failures leave expected/actual/diff/composite PNGs and the frame diff,
///     and for a layout with conflicts or ambiguity its debug render and explanation.
///   - failsOnLayoutProblems: fail when the layout has conflicts or ambiguity, even if it
///     matches the reference.
@discardableResult
public func assertSnapshot(
    of engine: LayoutEngine, named name: String, in directory: String,
    as strategies: [AnySnapshotStrategy] = SnapshotStrategies.standard,
    record: RecordMode = .fromEnvironment, tolerance: Tolerance = .exact,
    artifacts: String = SnapshotRunner.defaultArtifactsDirectory,
    failsOnLayoutProblems: Bool = false
) throws(SnapshotError) -> SnapshotResult {
    try assertSnapshot(
        SnapshotSubject(engine: engine), named: name, in: directory, as: strategies, record: record,
        tolerance: tolerance, artifacts: artifacts, failsOnLayoutProblems: failsOnLayoutProblems)
}

/// Checks a solved layout and what its views draw (`LayoutEngine.drawing(of:)`), as
/// `assertSnapshot(of: LayoutEngine…)` does. A `Layout` is plain data, with no engine to
/// diagnose it: a failure with conflicts or ambiguity leaves no
/// debug render or explanation (pass the engine for those), and the debug-image strategy
/// cannot be used.
@discardableResult
public func assertSnapshot(
    of layout: Layout, drawing: Drawing, named name: String, in directory: String,
    as strategies: [AnySnapshotStrategy] = SnapshotStrategies.standard,
    record: RecordMode = .fromEnvironment, tolerance: Tolerance = .exact,
    artifacts: String = SnapshotRunner.defaultArtifactsDirectory,
    failsOnLayoutProblems: Bool = false
) throws(SnapshotError) -> SnapshotResult {
    try assertSnapshot(
        SnapshotSubject(layout: layout, drawing: drawing, engine: nil), named: name, in: directory, as: strategies,
        record: record, tolerance: tolerance, artifacts: artifacts,
        failsOnLayoutProblems: failsOnLayoutProblems)
}

/// Checks a scene in one environment against `<directory>/<name>/<variant>.png` and `.txt`,
/// the variant named as the harness names it (`iphone-15-portrait-ltr-ax5-dark`): content size
/// and appearance are axes like device, orientation and direction. Loop over environments to
/// snapshot a scene's whole matrix.
@discardableResult
public func assertSnapshot(
    of scene: Scene, in environment: Environment, named name: String, in directory: String,
    as strategies: [AnySnapshotStrategy] = SnapshotStrategies.standard,
    record: RecordMode = .fromEnvironment, tolerance: Tolerance = .exact,
    artifacts: String = SnapshotRunner.defaultArtifactsDirectory,
    failsOnLayoutProblems: Bool = false
) throws(SnapshotError) -> SnapshotResult {
    var environment = environment
    environment.hasNavigationBar = scene.navigationBar
    environment.hasTabBar = scene.tabBar
    // The environment's iOS version, else the scene's own (SPEC §10).
    environment.iosVersion = environment.iosVersion ?? scene.iosVersion
    return try assertSnapshot(
        of: LayoutEngine(root: scene.root, environment: environment),
        named: "\(name)/\(SnapshotVariant.name(for: environment))", in: directory,
        as: strategies, record: record, tolerance: tolerance, artifacts: artifacts,
        failsOnLayoutProblems: failsOnLayoutProblems)
}

private func assertSnapshot(
    _ subject: SnapshotSubject, named name: String, in directory: String,
    as strategies: [AnySnapshotStrategy], record: RecordMode, tolerance: Tolerance,
    artifacts: String, failsOnLayoutProblems: Bool
) throws(SnapshotError) -> SnapshotResult {
    let reference = SnapshotFiles.join(directory, name)
    var check = SnapshotCheck(
        name: name, reference: reference, stem: name, artifactsDirectory: artifacts,
        strategies: strategies, tolerance: tolerance)
    check.failsOnLayoutProblems = failsOnLayoutProblems
    switch check.run(subject, mode: record) {
    case .matched: return .matched
    case .recorded: return .recorded(reference)
    case let .failed(failure): throw .mismatch(failure)
    case let .error(error): throw error
    }
}
