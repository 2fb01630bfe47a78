import Testing

@testable import AutoLayout
@testable import Raster

/// Strokes as FreeType-filled outlines (pixel coordinates): widths, caps, dashes, arrows.
@Suite struct StrokeTests {
    let ink = Color(red: 0, green: 0, blue: 255)
    let white = Color(red: 255, green: 255, blue: 255)

    func draw(_ path: ShapeRasterizer.Path) -> Bitmap {
        var bitmap = Bitmap(width: 80, height: 80, fill: white)
        ShapeRasterizer().fill(path, color: ink, into: &bitmap)
        return bitmap
    }

    @Test func segmentWidthAndCaps() {
        // y = 10 ± 2: rows 8…11 covered, 12 not.
        let butt = draw(.segment(10, 10, 50, 10, width: 4))
        #expect(butt.color(x: 30, y: 8) == ink && butt.color(x: 30, y: 11) == ink)
        #expect(butt.color(x: 30, y: 12) == white && butt.color(x: 30, y: 7) == white)
        #expect(butt.color(x: 10, y: 10) == ink && butt.color(x: 9, y: 10) == white)
        // A square cap reaches half the width past each end: x 8…52.
        let square = draw(.segment(10, 10, 50, 10, width: 4, cap: .square))
        #expect(square.color(x: 8, y: 10) == ink && square.color(x: 51, y: 10) == ink)
        #expect(square.color(x: 7, y: 10) == white && square.color(x: 52, y: 10) == white)
    }

    @Test func dashesLeaveGaps() {
        // 5 on, 5 off from x = 0: dashes over 0–5, 10–15, 20–25…
        let dashed = draw(.dashedSegment(0, 20, 40, 20, width: 2, dash: 5, gap: 5))
        #expect(dashed.color(x: 2, y: 20) == ink && dashed.color(x: 12, y: 20) == ink)
        #expect(dashed.color(x: 7, y: 20) == white && dashed.color(x: 17, y: 20) == white)
    }

    @Test func arrowHasAHead() {
        // Shaft 2 wide to x = 50, then a head 10 wide ending at x = 60.
        let arrow = draw(.arrow(10, 40, 60, 40, width: 2, headLength: 10, headWidth: 10))
        #expect(arrow.color(x: 30, y: 40) == ink)
        #expect(arrow.color(x: 30, y: 43) == white) // beside the shaft
        #expect(arrow.color(x: 52, y: 42) == ink) // inside the head, wider than the shaft
        #expect(arrow.color(x: 61, y: 40) == white) // past the tip
    }

    @Test func crossingStrokesDoNotCancel() {
        // Two strokes crossing: the overlap stays filled under the non-zero rule.
        var path = ShapeRasterizer.Path.segment(10, 10, 70, 70, width: 6)
        path.contours += ShapeRasterizer.Path.segment(10, 70, 70, 10, width: 6).contours
        #expect(draw(path).color(x: 40, y: 40) == ink)
        let polyline = draw(.polyline([(10, 60), (40, 60), (40, 30)], width: 4))
        #expect(polyline.color(x: 40, y: 60) == ink) // the joint
    }
}
