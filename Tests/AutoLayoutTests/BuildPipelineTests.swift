import Testing

@testable import AutoLayout

/// A build large enough to run on two threads (`BuildPipeline`) gives what one thread gives:
/// the same frames, and a required constraint that cannot hold is broken and reported as
/// it would be without the pipeline, even in a chunk the solver thread had to hand back.
@Suite struct BuildPipelineTests {
    /// 1,100 views stacked down the root: x 10, y 2 + 12 i, 100 × 10 each.
    private func column(count: Int) throws -> (root: View, views: [View], constraints: [LayoutConstraint]) {
        let root = View(name: "Root")
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            let view = View(name: "Row \(index)")
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let above = views.last?.bottomAnchor ?? root.topAnchor
            constraints += [
                view.topAnchor.constraint(equalTo: above, constant: 2),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            views.append(view)
        }
        try LayoutConstraint.activate(constraints)
        return (root, views, constraints)
    }

    @Test func pipelinedBuildPlacesEveryView() throws {
        let (root, views, constraints) = try column(count: 1100)
        #expect(constraints.count >= BuildPipeline.minimumConstraints)
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        let layout = engine.layout()
        #expect(layout.conflicts.isEmpty)
        #expect(layout.ambiguous.isEmpty)
        for (index, view) in views.enumerated() {
            #expect(engine.frame(of: view) == Rect(x: 10, y: 2 + 12 * Double(index), width: 100, height: 10))
        }
        #expect(constraints.allSatisfy { engine.isSatisfied($0) })
    }

    @Test func conflictsInLaterChunksAreBrokenInOrder() throws {
        let (root, views, constraints) = try column(count: 1100)
        // Two required constraints that cannot hold with those activated before them, far
        // apart so that they land in different chunks of the build.
        let taller = views[600].heightAnchor.constraint(equalToConstant: 20)
        let narrower = views[900].widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([taller, narrower])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        let layout = engine.layout()
        #expect(layout.conflicts.map(\.broken) == [taller.description, narrower.description])
        // Each minimal set: the view's own size constraint and the one that breaks.
        #expect(
            layout.conflicts.map(\.constraints) == [
                [constraints[600 * 4 + 3].description, taller.description],
                [constraints[900 * 4 + 2].description, narrower.description],
            ])
        #expect(!engine.isSatisfied(taller))
        #expect(!engine.isSatisfied(narrower))
        #expect(constraints.allSatisfy { engine.isSatisfied($0) })
        // The layout goes on without the broken constraints.
        #expect(engine.frame(of: views[600]) == Rect(x: 10, y: 2 + 12 * 600, width: 100, height: 10))
        #expect(engine.frame(of: views[900]) == Rect(x: 10, y: 2 + 12 * 900, width: 100, height: 10))
        #expect(engine.frame(of: views[1099]) == Rect(x: 10, y: 2 + 12 * 1099, width: 100, height: 10))
    }
}
