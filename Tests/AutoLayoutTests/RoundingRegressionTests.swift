import AutoLayout
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// The silent wrong answers issue 17 found, each laid out as it reads: a multiplier of 1e-3
/// meeting constants of millions once printed a view 10 pt high as 0 pt, with no conflict and
/// no ambiguity reported.
@Suite struct RoundingRegressionTests {
    static func layout(_ yaml: String) throws -> Layout {
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "rounding.yaml")
        return LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
    }

    @Test func aSmallMultiplierBesideMillionsKeepsTheHeight() throws {
        let layout = try Self.layout(
            """
            views: [{name: A}, {name: B}, {name: C}, {name: D}, {name: E}]
            constraints:
              - E.Top = A.Bottom
              - D.Top = 3.4611 x C.Bottom - 124376.4
              - B.CenterY = 0.0014593 x A.CenterY
              - A.Top = Superview.Top + 0.01570895
              - C.Bottom = 0.00129817 x B.Bottom + 2985136.0
              - A.Height = 10.0
            """)
        #expect(layout.conflicts.isEmpty)
        expectFrame(layout, "A", y: 0.01570895, height: 10)
        expectFrame(layout, "E", y: 10.01570895)
        // B is a point (height 0 in every optimal layout): B.CenterY = B.minY.
        expectFrame(layout, "B", y: 0.0014593 * 5.01570895)
        expectFrame(layout, "C", y: 0.00129817 * (0.0014593 * 5.01570895) + 2985136.0)
    }

    @Test func aWideTrailingConstantDoesNotBendTheOtherViews() throws {
        let layout = try Self.layout(
            """
            views: [{name: A}, {name: B}, {name: C}]
            constraints:
              - A.Top = Superview.Top
              - A.Height = 10
              - C.Width = 0.01797395
              - B.Trailing = 0.0211892 x A.Trailing + 2272502.0
              - B.Width >= 0.00233472 x C.Width - 438999.71238872415
            """)
        #expect(layout.conflicts.isEmpty)
        expectFrame(layout, "A", y: 0, height: 10)
        expectFrame(layout, "C", width: 0.01797395)
        let b = try #require(layout.frame(of: "B"))
        let a = try #require(layout.frame(of: "A"))
        #expect(abs(b.x + b.width - (0.0211892 * (a.x + a.width) + 2272502.0)) <= frameTolerance)
        #expect(b.width >= 0)
    }
}
