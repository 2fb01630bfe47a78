import TestSupport
import Testing

@testable import AutoLayout

/// The guide's examples as scene files, with frames computed by hand for `iphone-se` and
/// `iphone-8`, portrait and landscape, left-to-right and right-to-left. Every one of these
/// layouts is written with leading/trailing only, so right-to-left is the exact mirror image.
@Suite struct GuideSceneTests {
    /// What the hand computation needs: the root's size, the top layout guide's bottom and
    /// the root's side margin.
    struct Screen: Sendable {
        let width: Double
        let height: Double
        let top: Double
        let margin = 16.0
        var inner: Double { width - 2 * margin }
    }

    static let expectations: [(String, @Sendable (Screen) -> [(String, Rect)])] = [
        (
            "simple-single-view",
            { s in
                [("Red View", Rect(x: 16, y: s.top + 20, width: s.inner, height: s.height - s.top - 40))]
            }
        ),
        (
            "adaptive-single-view",
            { s in
                // Top: 8 below the bar, but never closer than 20 to the edge; bottom: 20 (no bar).
                let y = max(s.top + 8, 20)
                return [("Blue View", Rect(x: 16, y: y, width: s.inner, height: s.height - 20 - y))]
            }
        ),
        (
            "two-equal-width-views",
            { s in
                let w = (s.inner - 8) / 2
                let h = s.height - s.top - 40
                return [
                    ("Yellow View", Rect(x: 16, y: s.top + 20, width: w, height: h)),
                    ("Green View", Rect(x: 16 + w + 8, y: s.top + 20, width: w, height: h)),
                ]
            }
        ),
        (
            "two-views-with-different-widths",
            { s in
                let purple = (s.inner - 8) / 3
                let h = s.height - s.top - 40
                return [
                    ("Purple View", Rect(x: 16, y: s.top + 20, width: purple, height: h)),
                    ("Orange View", Rect(x: 16 + purple + 8, y: s.top + 20, width: 2 * purple, height: h)),
                ]
            }
        ),
        (
            "two-views-with-complex-widths",
            { s in
                // Red = 2 × Blue while Blue stays ≥ 150; otherwise Blue is 150 and Red takes the rest.
                let blue = max(150, (s.inner - 8) / 3)
                let red = s.inner - 8 - blue
                let h = s.height - s.top - 40
                return [
                    ("Blue View", Rect(x: 16, y: s.top + 20, width: blue, height: h)),
                    ("Red View", Rect(x: 16 + blue + 8, y: s.top + 20, width: red, height: h)),
                ]
            }
        ),
        (
            "anatomy-side-by-side-1",
            { s in
                let w = (s.width - 48) / 2
                return [
                    ("Red", Rect(x: 20, y: 20, width: w, height: s.height - 40)),
                    ("Blue", Rect(x: 28 + w, y: 20, width: w, height: s.height - 40)),
                ]
            }
        ),
        (
            "anatomy-side-by-side-2",
            { s in
                let w = (s.width - 48) / 2
                return [
                    ("Red", Rect(x: 20, y: 20, width: w, height: s.height - 40)),
                    ("Blue", Rect(x: 28 + w, y: 20, width: w, height: s.height - 40)),
                ]
            }
        ),
        (
            "spacer-views",
            { s in
                let spacer = (s.width - 160) / 3
                let y = s.top + 20
                return [
                    ("Spacer 1", Rect(x: 0, y: y, width: spacer, height: 50)),
                    ("View 1", Rect(x: spacer, y: y, width: 80, height: 50)),
                    ("Spacer 2", Rect(x: spacer + 80, y: y, width: spacer, height: 50)),
                    ("View 2", Rect(x: 2 * spacer + 80, y: y, width: 80, height: 50)),
                    ("Spacer 3", Rect(x: 2 * spacer + 160, y: y, width: spacer, height: 50)),
                ]
            }
        ),
        (
            "quarter-height-child",
            { s in
                let parentHeight = s.height - s.top - 40
                // In the parent's bounds the child's top is at most a quarter of its height.
                let childTop = min(0.25 * parentHeight, parentHeight - 50)
                return [
                    ("Parent", Rect(x: 16, y: s.top + 20, width: s.inner, height: parentHeight)),
                    ("Child", Rect(x: 16, y: s.top + 20 + childTop, width: s.inner, height: 50)),
                ]
            }
        ),
        (
            "content-wrapping-container",
            { s in
                let top = (s.height - 130) / 2
                return [
                    ("Parent", Rect(x: 16, y: top, width: s.inner, height: 130)),
                    ("Child 1", Rect(x: 16, y: top, width: s.inner, height: 40)),
                    ("Child 2", Rect(x: 16, y: top + 40, width: s.inner, height: 60)),
                    ("Child 3", Rect(x: 16, y: top + 100, width: s.inner, height: 30)),
                ]
            }
        ),
    ]

    @Test(arguments: [Device.iPhoneSE, Device.iPhone8])
    func guideExamples(device: Device) throws {
        for (scene, expected) in Self.expectations {
            for environment in matrix(device) {
                let layout = try solveScene(scene, environment)
                #expect(layout.conflicts.isEmpty, "\(scene) \(environment): \(layout.conflicts)")
                #expect(layout.ambiguous.isEmpty, "\(scene) \(environment): \(layout.ambiguous)")
                let size = environment.size
                let screen = Screen(width: size.width, height: size.height, top: environment.isLandscape ? 0 : 20)
                for (name, frame) in expected(screen) {
                    let mirrored =
                        environment.direction == .rightToLeft
                        ? Rect(
                            x: size.width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
                        : frame
                    expectFrame(layout, name, mirrored)
                }
            }
        }
    }

    @Test func literalFramesForTheComplexWidthsRecipe() throws {
        // The guide: below 458 points between the margins Blue is 150; above, Red is twice Blue.
        let portrait = try solveScene("two-views-with-complex-widths", Environment(device: .iPhone8))
        expectFrame(portrait, "Blue View", Rect(x: 16, y: 40, width: 150, height: 607))
        expectFrame(portrait, "Red View", Rect(x: 174, y: 40, width: 185, height: 607))
        let landscape = try solveScene(
            "two-views-with-complex-widths",
            Environment(device: .iPhone8, orientation: .landscape, direction: .rightToLeft))
        expectFrame(landscape, "Blue View", Rect(x: 442, y: 20, width: 209, height: 335))
        expectFrame(landscape, "Red View", Rect(x: 16, y: 20, width: 418, height: 335))
    }
}
