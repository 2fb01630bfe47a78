import AutoLayout
import Foundation
import Raster
import SceneFormat
import SceneModel
import SnapshotHarness
import SnapshotTesting

// swift-snapshot-testing strategies for Plumb's scenes and views, so a Linux test target writes
// what an iOS engineer writes on a Mac:
//
//     assertSnapshot(of: scene, as: .plumbImage(on: .iPhone15))
//     assertSnapshot(of: scene, as: .plumbFrames(on: .iPhone15, appearance: .dark))
//     assertSnapshot(of: scene, as: .plumbDebugImage(on: .iPhone15))
//
// Each strategy is one of the harness's (`SnapshotStrategies`), made a `Snapshotting` by
// `Snapshotting.plumb(_:in:…)`: how it renders, stores, compares and what a failure attaches
// are the harness's, so the two cannot drift apart.
//
// References go where swift-snapshot-testing puts them (`__Snapshots__/<TestFile>/<test>.<n>.png`
// beside the test file), and its record modes and `SNAPSHOT_TESTING_RECORD` apply. Images are
// compared by Plumb's pixel diff under a `Tolerance` (exact by default), never by file bytes.

extension Snapshotting where Value == Scene {
    /// A harness strategy as swift-snapshot-testing's, for a scene laid out in `environment`
    /// (the scene's navigation and tab bars come with it): the one place a `SnapshotStrategy`
    /// becomes a `Snapshotting`. `placeholder` stands for a rendering that fails or a
    /// reference that does not decode (a strategy here cannot throw): it fails the assertion,
    /// and stderr says why. `diffing` replaces the strategy's comparison.
    public static func plumb(
        _ strategy: SnapshotStrategy<Format>, in environment: Environment,
        tolerance: Tolerance = .exact, placeholder: Format, diffing: Diffing<Format>? = nil
    )
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: strategy.pathExtension,
            diffing: diffing ?? .plumb(strategy, tolerance: tolerance, placeholder: placeholder)
        ) { scene in
            // Screen-sized bitmaps from the heap, not fresh mappings (Raster's `LargeBufferReuse`).
            LargeBufferReuse.enable()
            var environment = environment
            environment.hasNavigationBar = scene.navigationBar
            environment.hasTabBar = scene.tabBar
            // The environment's iOS version, else the scene's own (SPEC §10).
            environment.iosVersion = environment.iosVersion ?? scene.iosVersion
            let subject = SnapshotSubject(engine: LayoutEngine(root: scene.root, environment: environment))
            do {
                return try strategy.render(subject)
            } catch {
                FileHandle.standardError.write(
                    Data("plumb \(strategy.name): cannot render \(scene.root.name): \(error)\n".utf8))
                return placeholder
            }
        }
    }
}

extension Diffing {
    /// A harness strategy's file format and comparison: its encoding on disk, its diff under
    /// `tolerance` (the message is Plumb's reason: `Plumb pixels: … (tolerance: exact)`), and
    /// the artifacts a failure leaves, attached.
    public static func plumb(_ strategy: SnapshotStrategy<Value>, tolerance: Tolerance = .exact, placeholder: Value)
        -> Diffing
    {
        .diff(
            toData: { value in Data((try? strategy.encode(value)) ?? []) },
            fromData: { data in (try? strategy.decode([UInt8](data), "reference")) ?? placeholder }
        ) { reference, actual in
            guard let difference = strategy.diff(reference, actual, tolerance) else { return nil }
            let artifacts = (try? strategy.artifacts(reference, actual, tolerance)) ?? []
            return (
                "Plumb \(difference.summary) (tolerance: \(tolerance))",
                artifacts.map { DiffAttachment.data(Data($0.contents), name: $0.suffix) }
            )
        }
    }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// The scene laid out and drawn in one environment: the device, orientation, direction,
    /// content size and appearance (the scene's navigation and tab bars come with it).
    public static func plumbImage(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
        appearance: Appearance = .light, tolerance: Tolerance = .exact
    ) -> Snapshotting {
        .plumb(
            SnapshotStrategies.image,
            in: Environment(
                device: device, orientation: orientation, direction: direction,
                contentSize: contentSize, appearance: appearance),
            tolerance: tolerance, placeholder: Bitmap(width: 0, height: 0))
    }

    /// The debug render (`plumb render --debug`): every frame outlined, conflicts and
    /// ambiguity drawn over the layout.
    public static func plumbDebugImage(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight,
        contentSize: ContentSizeCategory = .large, appearance: Appearance = .light,
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        .plumb(
            SnapshotStrategies.debugImage,
            in: Environment(
                device: device, orientation: orientation,
                direction: direction, contentSize: contentSize,
                appearance: appearance),
            tolerance: tolerance, placeholder: Bitmap(width: 0, height: 0))
    }
}

extension Snapshotting where Value == View, Format == Bitmap {
    /// A view tree built in code, from its root, laid out and drawn in one environment.
    public static func plumbImage(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
        appearance: Appearance = .light, tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting<Scene, Bitmap>.plumbImage(
            on: device, orientation: orientation, direction: direction,
            contentSize: contentSize, appearance: appearance, tolerance: tolerance
        )
        .pullback(PlumbRendering.scene)
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The solved frames as text (`plumb frames`' dump: the tree with frames, conflicts and
    /// ambiguity), compared line by line by swift-snapshot-testing's own diff, which its users
    /// know: what moved is the diff.
    public static func plumbFrames(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
        appearance: Appearance = .light
    ) -> Snapshotting {
        .plumb(
            SnapshotStrategies.frames,
            in: Environment(
                device: device, orientation: orientation, direction: direction,
                contentSize: contentSize, appearance: appearance),
            placeholder: "", diffing: .lines)
    }
}

extension Snapshotting where Value == View, Format == String {
    /// A view tree's solved frames as text.
    public static func plumbFrames(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
        appearance: Appearance = .light
    ) -> Snapshotting {
        Snapshotting<Scene, String>.plumbFrames(
            on: device, orientation: orientation, direction: direction,
            contentSize: contentSize, appearance: appearance
        )
        .pullback(PlumbRendering.scene)
    }
}

extension Diffing where Value == Bitmap {
    /// PNG on disk; decoded pixels compared under `tolerance`. A failure's message is the
    /// comparison (how many pixels differ, by how much), with the reference, the rendering,
    /// the diff and the three side by side attached.
    public static func plumbPixels(tolerance: Tolerance = .exact) -> Diffing {
        .plumb(SnapshotStrategies.image, tolerance: tolerance, placeholder: Bitmap(width: 0, height: 0))
    }
}

/// A view tree built in code as a scene without bars, for the strategies on `View`.
enum PlumbRendering {
    static func scene(_ root: View) -> Scene {
        Scene(name: root.name, file: "", root: root, views: [], constraints: [])
    }
}
