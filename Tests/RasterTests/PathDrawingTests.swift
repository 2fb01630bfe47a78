import Testing

@testable import AutoLayout
@testable import Raster

/// Paths a view's own drawing code makes (`DrawCommand.path`): filled by either rule, and
/// stroked through FreeType's stroker with Core Graphics' caps and joins. Pixels are read back
/// where the geometry decides them outright (full coverage, none, or an exact edge).
@Suite struct PathDrawingTests {
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    func render(_ path: DrawnPath, scale: Double = 1, width: Int = 40, height: Int = 40) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        ShapeRasterizer().draw(path, scale: scale, color: path.color, into: &bitmap)
        return bitmap
    }

    func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> [DrawnPath.Element] {
        let corners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        let ordered = clockwise ? corners : corners.reversed()
        return [.move(ordered[0])] + ordered.dropFirst().map { .line($0) } + [.close]
    }

    @Test func aFilledRectangleCoversExactlyItsPixelsAtTheScale() {
        let path = DrawnPath(elements: square(2, 3, 7, 9), paint: .fill(evenOdd: false), color: Self.blue)
        let bitmap = render(path, scale: 2)
        // 2x: pixels 4..<14 across, 6..<18 down.
        #expect(bitmap.color(x: 4, y: 6) == Self.blue && bitmap.color(x: 13, y: 17) == Self.blue)
        #expect(bitmap.color(x: 3, y: 6) == Self.clear && bitmap.color(x: 14, y: 17) == Self.clear)
        #expect(bitmap.color(x: 4, y: 5) == Self.clear && bitmap.color(x: 4, y: 18) == Self.clear)
    }

    @Test func evenOddLeavesTheHoleThatNonzeroFills() {
        // Two squares wound the same way: nonzero fills the inner one, even–odd does not.
        let elements = square(0, 0, 30, 30) + square(10, 10, 20, 20)
        let nonzero = render(DrawnPath(elements: elements, paint: .fill(evenOdd: false), color: Self.blue))
        let evenOdd = render(DrawnPath(elements: elements, paint: .fill(evenOdd: true), color: Self.blue))
        #expect(nonzero.color(x: 15, y: 15) == Self.blue)
        #expect(evenOdd.color(x: 15, y: 15) == Self.clear)
        #expect(evenOdd.color(x: 5, y: 5) == Self.blue && evenOdd.color(x: 25, y: 15) == Self.blue)
    }

    @Test func aStrokeIsCentredOnItsLineAndItsCapsFollowCoreGraphics() {
        // A horizontal line at y = 10 from x = 10 to 30, 4 wide: rows 8..<12.
        let line: [DrawnPath.Element] = [.move(Point(x: 10, y: 10)), .line(Point(x: 30, y: 10))]
        let butt = render(DrawnPath(elements: line, paint: .stroke(.init(width: 4)), color: Self.blue))
        #expect(butt.color(x: 10, y: 8) == Self.blue && butt.color(x: 29, y: 11) == Self.blue)
        #expect(butt.color(x: 15, y: 7) == Self.clear && butt.color(x: 15, y: 12) == Self.clear)
        // A butt cap ends at the point; a square cap half the width (2) beyond it.
        #expect(butt.color(x: 9, y: 10) == Self.clear && butt.color(x: 30, y: 10) == Self.clear)
        let square = render(DrawnPath(elements: line, paint: .stroke(.init(width: 4, cap: .square)), color: Self.blue))
        #expect(square.color(x: 8, y: 10) == Self.blue && square.color(x: 31, y: 10) == Self.blue)
        #expect(square.color(x: 7, y: 10) == Self.clear && square.color(x: 32, y: 10) == Self.clear)
    }

    @Test func aClosedStrokeLeavesItsInsideEmptyAndMitersItsCorners() {
        let outline = render(
            DrawnPath(elements: square(10, 10, 30, 30), paint: .stroke(.init(width: 2)), color: Self.blue))
        #expect(outline.color(x: 20, y: 20) == Self.clear)
        #expect(outline.color(x: 20, y: 9) == Self.blue && outline.color(x: 20, y: 10) == Self.blue)
        #expect(outline.color(x: 20, y: 8) == Self.clear && outline.color(x: 20, y: 11) == Self.clear)
        // A miter join fills the corner's outer square; a bevel cuts it off.
        #expect(outline.color(x: 9, y: 9) == Self.blue)
        let bevel = render(
            DrawnPath(elements: square(10, 10, 30, 30), paint: .stroke(.init(width: 2, join: .bevel)), color: Self.blue)
        )
        #expect(bevel.color(x: 9, y: 9) != Self.blue)
    }

    @Test func aCurveIsFilledInsideItsHull() {
        // A circle of radius 10 at (20, 20) from four cubic quarter arcs.
        let k = 0.5523 * 10
        let elements: [DrawnPath.Element] = [
            .move(Point(x: 30, y: 20)),
            .curve(Point(x: 30, y: 20 + k), Point(x: 20 + k, y: 30), to: Point(x: 20, y: 30)),
            .curve(Point(x: 20 - k, y: 30), Point(x: 10, y: 20 + k), to: Point(x: 10, y: 20)),
            .curve(Point(x: 10, y: 20 - k), Point(x: 20 - k, y: 10), to: Point(x: 20, y: 10)),
            .curve(Point(x: 20 + k, y: 10), Point(x: 30, y: 20 - k), to: Point(x: 30, y: 20)),
            .close,
        ]
        let bitmap = render(DrawnPath(elements: elements, paint: .fill(evenOdd: false), color: Self.blue))
        #expect(bitmap.color(x: 20, y: 20) == Self.blue && bitmap.color(x: 27, y: 20) == Self.blue)
        // The square's corner lies outside the circle.
        #expect(bitmap.color(x: 11, y: 11) == Self.clear)
    }

    @Test func geometryThatIsNotFiniteOrHugeDrawsNothingOrOnlyWhatIsVisible() {
        let broken: [DrawnPath.Element] = [.move(Point(x: .nan, y: 0)), .line(Point(x: 10, y: 10))]
        #expect(
            render(DrawnPath(elements: broken, paint: .stroke(.init(width: 2)), color: Self.blue)).pixels.allSatisfy {
                $0 == 0
            })
        let far: [DrawnPath.Element] = [.move(Point(x: -1e300, y: 20)), .line(Point(x: 1e300, y: 20))]
        let bitmap = render(DrawnPath(elements: far, paint: .stroke(.init(width: 2)), color: Self.blue))
        #expect(bitmap.color(x: 20, y: 19) == Self.blue && bitmap.color(x: 20, y: 17) == Self.clear)
    }
}
