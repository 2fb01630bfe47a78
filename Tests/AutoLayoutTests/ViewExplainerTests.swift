import Cookbook
import SceneModel
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// `LayoutEngine.viewExplainer()` answers "why this frame" for every view from one reading of
/// the solution; each answer must be the one `explain(view:)` gives alone, to the byte.
@Suite struct ViewExplainerTests {
    /// Every view's answer both ways, as text and as the whole value (statuses with their
    /// geometry, sources and ids; the ambiguity with its ghosts and pins); the number of views.
    static func agreement(_ engine: LayoutEngine, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        _ = engine.diagnose()
        let explainer = engine.viewExplainer()
        var count = 0
        engine.root.visit { view in
            let alone = engine.explain(view: view), together = explainer.explain(view: view)
            #expect(together.text == alone.text, "\(view.name)", sourceLocation: sourceLocation)
            #expect(
                String(reflecting: together) == String(reflecting: alone), "\(view.name)",
                sourceLocation: sourceLocation)
            count += 1
        }
        return count
    }

    /// Every view of every recipe, state and example of the cookbook on the default device,
    /// and of the recipes on an iPad in landscape, right to left.
    @Test func everyCookbookView() throws {
        var views = 0
        for recipe in Cookbook.snapshotted + Cookbook.examples {
            let scene = try SceneLoader.standard.load(path: recipe.scenePath)
            views += Self.agreement(LayoutEngine(root: scene.root, environment: scene.environment()))
        }
        for recipe in Cookbook.recipes {
            let scene = try SceneLoader.standard.load(path: recipe.scenePath)
            let environment = scene.environment(device: .iPad, orientation: .landscape, direction: .rightToLeft)
            views += Self.agreement(LayoutEngine(root: scene.root, environment: environment))
        }
        // Counted once, so a cookbook that lost its views would not pass by comparing nothing.
        #expect(views > 300, "\(views)")
    }

    /// A conflict (the broken constraint and its set), two ambiguous views of one name (the
    /// per-view answer takes a view's ambiguity by name: the first of that name), and a view
    /// with no constraints. Built in code: a scene file refuses two views of one name.
    @Test func conflictsAmbiguityAndSharedNames() throws {
        let root = View(name: "Root")
        let box = View(name: "Box"), first = View(name: "Twin"), second = View(name: "Twin"), idle = View(name: "Idle")
        for view in [box, first, second, idle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 400),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        for (twin, offset) in [(first, 8.0), (second, 48.0)] {
            try LayoutConstraint.activate([
                twin.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: offset),
                twin.widthAnchor.constraint(equalToConstant: 100),
                twin.topAnchor.constraint(equalTo: box.bottomAnchor, constant: offset),
                twin.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        let diagnosis = engine.diagnose()
        #expect(diagnosis.conflicts.count == 1)
        #expect(diagnosis.ambiguities.map(\.view) == ["Twin", "Twin", "Idle"])
        #expect(Self.agreement(engine) == 5)
        // The answer itself, as `plumb explain --view Box` prints it.
        #expect(
            engine.viewExplainer().explain(view: box).text == """
                Box: x 16, y 20, width 343, height 40
                Horizontal:
                  tight !     Box.Leading = Root.Margins.Leading
                  tight !     Box.Trailing = Root.Margins.Trailing
                  broken      Box.Width = 400
                Vertical:
                  tight       Box.Top = Root.Top + 20
                  tight       Box.Height = 40
                  tight       Twin.Top = Box.Bottom + 8
                  tight       Twin.Top = Box.Bottom + 48

                """)
        // The second Twin is answered with the first Twin's ambiguity, as `explain(view:)` does.
        let answer = engine.viewExplainer().explain(view: second)
        #expect(answer.ambiguity?.ranges.first?.min == 8)
        #expect(answer.frame.y == 108)
    }
}
