import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// `LayoutEngine.viewExplainer()` against `explain(view:)` for every view of every scene of the
/// example suite's storyboard (`Examples/SnapshotSuite/Main.storyboard`), its constraints read
/// from `<constraint>` elements and its views from Interface Builder's classes.
@Suite struct IBViewExplainerTests {
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/SnapshotSuite/Main.storyboard").standardized.path

    @Test(arguments: [("Welcome", 3), ("Settings", 8)]) func everyViewOfTheScene(_ name: String, views: Int) throws {
        let scene = try IBSceneLoader.load(path: Self.storyboard, scene: name)
        let engine = LayoutEngine(root: scene.root, environment: scene.environment())
        _ = engine.diagnose()
        let explainer = engine.viewExplainer()
        var count = 0
        engine.root.visit { view in
            let alone = engine.explain(view: view), together = explainer.explain(view: view)
            #expect(together.text == alone.text, "\(view.name)")
            #expect(String(reflecting: together) == String(reflecting: alone), "\(view.name)")
            count += 1
        }
        #expect(count == views)
    }
}
