import AutoLayout
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// The scale reproductions of issue 17, as scenes: thousands of constraints on one view's
/// width once grew with the square of their count (20,000 `A.Width >= i`: 21 s; 50,000
/// optional `A.Width = i @p` at random priorities: 103 s and 3 GB). Each now lays out with
/// the frames below; `plumb bench solver` times them (docs/robustness.md, "Scale").
@Suite struct ScaleRegressionTests {
    static func scene(_ constraints: [String]) -> String {
        var yaml = """
            views: [{name: A}]
            constraints:
              - A.Leading = Superview.Leading
              - A.Top = Superview.Top
              - A.Height = 10

            """
        for line in constraints { yaml += "  - \(line)\n" }
        return yaml
    }

    static func layout(_ yaml: String) throws -> Layout {
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "scale.yaml")
        return LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
    }

    @Test func twentyThousandLowerBoundsOnOneWidth() throws {
        let layout = try Self.layout(Self.scene((0..<20_000).map { "A.Width >= \($0)" }))
        #expect(layout.conflicts.isEmpty)
        expectFrame(layout, "A", x: 0, y: 0, width: 19_999, height: 10)
    }

    /// The priorities are a fixed pseudo-random sequence in 1…999. The width is the median of
    /// the widths asked for at the highest priority (an odd count of them settles it).
    @Test func fiftyThousandOptionalWidthsAtRandomPriorities() throws {
        var random = SeededGenerator(seed: 50_000)
        var widthsAtTop: [Int] = []
        var top = 0
        var lines: [String] = []
        for width in 0..<50_000 {
            let priority = Int.random(in: 1...999, using: &random)
            lines.append("A.Width = \(width) @\(priority)")
            if priority > top { top = priority; widthsAtTop = [] }
            if priority == top { widthsAtTop.append(width) }
        }
        try #require(widthsAtTop.count % 2 == 1)
        let layout = try Self.layout(Self.scene(lines))
        #expect(layout.conflicts.isEmpty)
        expectFrame(layout, "A", x: 0, y: 0, width: Double(widthsAtTop[widthsAtTop.count / 2]), height: 10)
    }
}
