import SceneModel
import Testing

@testable import AutoLayout
@testable import Raster
@testable import SceneFormat

/// `render --debug`: SPEC §8's colours where each kind of constraint is drawn, dashes with
/// gaps, the broken constraint's cross, ambiguity outlines, the legend strip, determinism.
@Suite struct DebugRenderTests {
    let blue = Color(red: 0x00, green: 0x7A, blue: 0xFF)
    let orange = Color(red: 0xFF, green: 0x95, blue: 0x00)
    let red = Color(red: 0xFF, green: 0x3B, blue: 0x30)
    let purple = Color(red: 0xAF, green: 0x52, blue: 0xDE)

    /// Four views, one per case, far enough apart that their drawings do not touch:
    /// A is satisfied; B's optional 150 pt width loses to its required 100 pt; C's second
    /// required width is broken; D may slide right (x ≥ 40, nothing else).
    static let scene = """
        name: Debug
        views:
          - name: A
          - name: B
          - name: C
          - name: D
        constraints:
          - A.Leading = Superview.Leading + 40
          - A.Top = Superview.Top + 100
          - A.Width = 100
          - A.Height = 100
          - B.Leading = Superview.Leading + 200
          - B.Top = Superview.Top + 100
          - B.Width = 100
          - B.Height = 100
          - B.Width = 150 (Priority 500)
          - C.Leading = Superview.Leading + 40
          - C.Top = Superview.Top + 300
          - C.Height = 50
          - C.Width = 100
          - C.Width = 120
          - D.Leading >= Superview.Leading + 40
          - D.Top = Superview.Top + 500
          - D.Height = 50
          - D.Width = 100
        """

    func render() throws -> Bitmap {
        let scene = try SceneLoader.standard.load(yaml: Self.scene, file: "debug.yaml")
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        return try Renderer().renderDebug(engine)
    }

    @Test func colourAndPlaceOfEachKind() throws {
        let bitmap = try render()
        // Sizes to constants are I-bars 4 pt inside the top edge (y = 104 pt = 208 px at 2×),
        // 1.5 pt thick, so pixel row 208 is fully covered.
        #expect(bitmap.color(x: 180, y: 208) == blue) // A.Width = 100, x = 90 pt
        // B: the lost width is dashed (4 on, 3 off from x = 200 pt) over the blue one.
        #expect(bitmap.color(x: 404, y: 208) == orange) // 202 pt: in the first dash
        #expect(bitmap.color(x: 411, y: 208) == blue) // 205.5 pt: in the first gap
        #expect(bitmap.color(x: 418, y: 208) == orange) // 209 pt: in the second dash
        // C: both widths are in the conflicting set, red; the broken one is crossed out at
        // its middle (90 pt, 304 pt) with strokes 2.25 pt wide, 10 pt across.
        #expect(bitmap.color(x: 100, y: 608) == red)
        #expect(bitmap.color(x: 174, y: 602) == red) // (87.25, 301.25) pt: on the upper-left arm
        #expect(bitmap.color(x: 166, y: 598) != red) // (83, 299) pt: just off the cross
        // D: outlined 2 pt inside its frame (x = 40 pt, so pixels 80–83), in purple; pixels
        // 79–81 also carry the end cap of its `Leading >= … + 40` I-bar, drawn later.
        #expect(bitmap.color(x: 83, y: 1050) == purple)
    }

    @Test func legendStripBelowTheScreen() throws {
        let bitmap = try render()
        // 4 rows of 14 pt + 12 pt = 68 pt = 136 px below the 1334 px screen, with a rule.
        #expect(bitmap.width == 750 && bitmap.height == 1334 + 136)
        #expect(bitmap.color(x: 10, y: 1334) == DebugPalette.ink)
        // First swatch: a blue line from x = 8 to 30 pt at the first row's middle (6 + 7 pt).
        #expect(bitmap.color(x: 40, y: 1360) == blue) // (20 pt, 667 + 13 pt) at 2×
    }

    /// Every view is outlined 1 pt inside its frame in grey, though none of them has a
    /// background (at 2×, where no constraint line crosses the edge).
    @Test func everyViewIsOutlinedWhateverItsBackground() throws {
        let bitmap = try render()
        let grey = Color(red: 0x8E, green: 0x8E, blue: 0x93)
        // A's bottom edge, y 199–200 pt, at x = 60 pt.
        #expect(bitmap.color(x: 120, y: 398) == grey && bitmap.color(x: 120, y: 399) == grey)
        #expect(bitmap.color(x: 120, y: 397) != grey && bitmap.color(x: 120, y: 400) != grey)
        // A's left edge, x 40–41 pt, at y = 120 pt; the view's inside stays white.
        #expect(bitmap.color(x: 80, y: 240) == grey && bitmap.color(x: 81, y: 240) == grey)
        #expect(bitmap.color(x: 82, y: 240) == Color(red: 255, green: 255, blue: 255))
        // C's bottom edge, y 349–350 pt.
        #expect(bitmap.color(x: 120, y: 698) == grey)
    }

    @Test func debugRendersAreByteIdentical() throws {
        #expect(try PNGCodec.encode(render()) == PNGCodec.encode(render()))
    }

    @Test func strokesAreAtLeastOnePointWide() throws {
        // Thin drawings would vanish at 1×; every stroke of the palette is ≥ 1 pt.
        #expect(DebugPalette.lineWidth >= 1 && DebugPalette.ghostWidth >= 1 && DebugPalette.outlineWidth >= 1)
    }
}
