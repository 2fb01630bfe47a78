import AutoLayout
import SceneFormat
import SceneModel
import Testing

@testable import Raster

/// Light and dark (issue 20; `reference/traits.md` §2): system colours drawn with UIKit's
/// values in each appearance, translucent ones blended over what is below.
@Suite struct AppearanceTests {
    /// The root keeps UIKit's default background (`systemBackground`); three swatches and a
    /// label whose text is one full block, so its middle pixel is the text colour itself.
    static let scene = """
        views:
          - {name: Tint, background: systemBlue}
          - {name: Second, background: secondaryLabel}
          - {name: Pair, background: "#FF0000 / #00FF00"}
          - {name: Fixed, background: white}
          - {name: Text, kind: label, text: "█", font: 40}
        constraints:
          - Tint.Leading = Superview.Leading + 10
          - Tint.Top = Superview.Top + 100
          - Tint.Width = 50
          - Tint.Height = 50
          - Second.Leading = Tint.Trailing + 10
          - Second.Top = Tint.Top
          - Second.Width = 50
          - Second.Height = 50
          - Pair.Leading = Second.Trailing + 10
          - Pair.Top = Tint.Top
          - Pair.Width = 50
          - Pair.Height = 50
          - Fixed.Leading = Pair.Trailing + 10
          - Fixed.Top = Tint.Top
          - Fixed.Width = 50
          - Fixed.Height = 50
          - Text.Leading = Superview.Leading + 10
          - Text.Top = Tint.Bottom + 20
        """

    static func render(_ appearance: Appearance) throws -> Bitmap {
        let scene = try SceneLoader.standard.load(yaml: scene, file: "appearance.yaml")
        var environment = scene.environment(device: .iPhone8)
        environment.appearance = appearance
        return try Renderer().render(LayoutEngine(root: scene.root, environment: environment))
    }

    /// The middle pixel of a view's frame (at @2x).
    static func middle(_ bitmap: Bitmap, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Color {
        bitmap.color(x: Int((x + width / 2) * 2), y: Int((y + height / 2) * 2))
    }

    @Test func systemColoursInBothAppearances() throws {
        for (appearance, background, tint, second, pair, text) in [
            // secondaryLabel is (60, 60, 67) at 60 %: over white 36 + 102 = 138 (and 40 + 102);
            // its dark value (235, 235, 245) at 60 % over black is 141 and 147.
            (
                Appearance.light, Color(red: 255, green: 255, blue: 255), Color(red: 0, green: 122, blue: 255),
                Color(red: 138, green: 138, blue: 142), Color(red: 255, green: 0, blue: 0),
                Color(red: 0, green: 0, blue: 0)
            ),
            (
                .dark, Color(red: 0, green: 0, blue: 0), Color(red: 10, green: 132, blue: 255),
                Color(red: 141, green: 141, blue: 147), Color(red: 0, green: 255, blue: 0),
                Color(red: 255, green: 255, blue: 255)
            ),
        ] {
            let bitmap = try Self.render(appearance)
            #expect(bitmap.color(x: 2, y: 2) == background, "\(appearance) background")
            #expect(Self.middle(bitmap, 10, 100, 50, 50) == tint, "\(appearance) systemBlue")
            #expect(Self.middle(bitmap, 70, 100, 50, 50) == second, "\(appearance) secondaryLabel")
            #expect(Self.middle(bitmap, 130, 100, 50, 50) == pair, "\(appearance) pair")
            // A scene's fixed colour stays what it is.
            #expect(Self.middle(bitmap, 190, 100, 50, 50) == Color(red: 255, green: 255, blue: 255))
            // The label's default colour is UIKit's `label`: the block's middle pixel.
            #expect(bitmap.color(x: Int((10 + 12) * 2), y: Int((170 + 24) * 2)) == text, "\(appearance) label")
        }
    }

    @Test func coloursByNameAndPairs() throws {
        let label = try #require(Color(parsing: "label"))
        #expect(label.resolved(.light) == Color(red: 0, green: 0, blue: 0))
        #expect(label.resolved(.dark) == Color(red: 255, green: 255, blue: 255))
        #expect(Color(parsing: "systemBackgroundColor") == Color(parsing: "SystemBackground"))
        #expect(Color(parsing: "#FFF / #1C1C1E")?.description == "#FFFFFF/#1C1C1E")
        #expect(Color(parsing: "label / #000") == nil)
        #expect(Color(parsing: "white")?.darkVariant == nil)
        // The 36 of the reference's tables and three legacy names.
        #expect(Color.system.count == 39)
    }
}
