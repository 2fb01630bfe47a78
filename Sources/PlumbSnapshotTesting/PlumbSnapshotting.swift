import AutoLayout
import Foundation
import Raster
import SceneFormat
import SceneModel
import SnapshotHarness
import SnapshotTesting
import Typesetting

// swift-snapshot-testing strategies for Plumb's scenes and views, so a Linux test target writes
// what an iOS engineer writes on a Mac:
//
//     assertSnapshot(of: scene, as: .plumbImage(on: .iPhone15))
//     assertSnapshot(of: scene, as: .plumbFrames(on: .iPhone15, appearance: .dark))
//
// References go where swift-snapshot-testing puts them (`__Snapshots__/<TestFile>/<test>.<n>.png`
// beside the test file), and its record modes and `SNAPSHOT_TESTING_RECORD` apply. Images are
// compared by Plumb's pixel diff under a `Tolerance` (exact by default), never by file bytes.

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// The scene laid out and drawn in one environment: the device, orientation, direction,
    /// content size and appearance (the scene's navigation and tab bars come with it).
    public static func plumbImage(on device: Device = .default, orientation: Orientation = .portrait,
                                  direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
                                  appearance: Appearance = .light, tolerance: Tolerance = .exact) -> Snapshotting
    {
        let environment = Environment(device: device, orientation: orientation, direction: direction,
                                      contentSize: contentSize, appearance: appearance)
        return Snapshotting(pathExtension: "png", diffing: .plumbPixels(tolerance: tolerance)) { scene in
            PlumbRendering.image(of: scene.root, in: PlumbRendering.environment(environment, for: scene))
        }
    }
}

extension Snapshotting where Value == View, Format == Bitmap {
    /// A view tree built in code, from its root, laid out and drawn in one environment.
    public static func plumbImage(on device: Device = .default, orientation: Orientation = .portrait,
                                  direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
                                  appearance: Appearance = .light, tolerance: Tolerance = .exact) -> Snapshotting
    {
        Snapshotting<Scene, Bitmap>.plumbImage(on: device, orientation: orientation, direction: direction,
                                                     contentSize: contentSize, appearance: appearance, tolerance: tolerance)
            .pullback(PlumbRendering.scene)
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The solved frames as text (`plumb frames`' dump: the tree with frames, conflicts and
    /// ambiguity), compared line by line: what moved is the diff.
    public static func plumbFrames(on device: Device = .default, orientation: Orientation = .portrait,
                                   direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
                                   appearance: Appearance = .light) -> Snapshotting
    {
        let environment = Environment(device: device, orientation: orientation, direction: direction,
                                      contentSize: contentSize, appearance: appearance)
        return SimplySnapshotting.lines.pullback { scene in
            PlumbRendering.frames(of: scene.root, in: PlumbRendering.environment(environment, for: scene))
        }
    }
}

extension Snapshotting where Value == View, Format == String {
    /// A view tree's solved frames as text.
    public static func plumbFrames(on device: Device = .default, orientation: Orientation = .portrait,
                                   direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
                                   appearance: Appearance = .light) -> Snapshotting
    {
        Snapshotting<Scene, String>.plumbFrames(on: device, orientation: orientation, direction: direction,
                                                      contentSize: contentSize, appearance: appearance)
            .pullback(PlumbRendering.scene)
    }
}

extension Diffing where Value == Bitmap {
    /// PNG on disk; decoded pixels compared under `tolerance`. A failure's message is the
    /// comparison (how many pixels differ, by how much), with the reference, the rendering
    /// and the diff image attached.
    public static func plumbPixels(tolerance: Tolerance = .exact) -> Diffing {
        let comparison = ImageComparison(tolerance: tolerance)
        return .diff(
            toData: { bitmap in Data(PlumbRendering.png(bitmap)) },
            fromData: { data in
                // A reference that does not decode compares as an empty image: the size
                // mismatch fails the assertion and says what was found.
                (try? PNGCodec.decode([UInt8](data), file: "reference")) ?? Bitmap(width: 0, height: 0)
            }
        ) { reference, actual in
            let result = comparison.compare(expected: reference, actual: actual)
            guard !result.passes else { return nil }
            var attachments: [DiffAttachment] = [
                .data(Data(PlumbRendering.png(reference)), name: "reference.png"),
                .data(Data(PlumbRendering.png(actual)), name: "failure.png"),
            ]
            if reference.width == actual.width && reference.height == actual.height {
                attachments.append(.data(Data(PlumbRendering.png(comparison.diffImage(expected: reference, actual: actual))),
                                         name: "difference.png"))
            }
            return ("Plumb pixels: \(result) (tolerance: \(tolerance))", attachments)
        }
    }
}

/// Laying out and drawing for the strategies.
enum PlumbRendering {
    /// A view tree built in code as a scene without bars.
    static func scene(_ root: View) -> Scene {
        Scene(name: root.name, file: "", root: root, views: [], constraints: [])
    }

    static func environment(_ environment: Environment, for scene: Scene) -> Environment {
        var environment = environment
        environment.hasNavigationBar = scene.navigationBar
        environment.hasTabBar = scene.tabBar
        return environment
    }

    static func image(of root: View, in environment: Environment) -> Bitmap {
        let engine = LayoutEngine(root: root, environment: environment)
        let layout = engine.layout()
        do {
            return try Renderer().render(layout, drawing: engine.drawing(of: layout))
        } catch {
            // A strategy cannot throw: an image that cannot be drawn (a corrupt PNG a view
            // names) fails the assertion as an empty image, and stderr says why.
            FileHandle.standardError.write(Data("plumbImage: cannot draw \(root.name): \(error)\n".utf8))
            return Bitmap(width: 0, height: 0)
        }
    }

    static func frames(of root: View, in environment: Environment) -> String {
        LayoutEngine(root: root, environment: environment).layout().dump + TextEngine.shared.systemFonts.snapshotLine
    }

    static func png(_ bitmap: Bitmap) -> [UInt8] {
        (try? PNGCodec.encode(bitmap)) ?? []
    }
}
