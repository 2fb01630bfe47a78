import PlumbUIKit
import Raster
import Testing

/// A view's own `draw(_:)` and an image renderer's drawing calls, as teams write them
/// (`UIBezierPath`, `UIRectFill`, `CGContext`), drawn by Plumb at the default scale (3):
/// pixels read back where the geometry decides them outright.
@Suite @MainActor
struct CustomDrawingTests {
    typealias RGBA = [UInt8]
    static let white: RGBA = [255, 255, 255, 255], red: RGBA = [255, 0, 0, 255], blue: RGBA = [0, 0, 255, 255]
    static let clear: RGBA = [0, 0, 0, 0]

    /// Pixels of `image`, read back from its PNG bytes.
    static func pixels(_ image: UIImage) throws -> (Int, Int) -> RGBA {
        let png = try #require(image.pngData())
        let bitmap = try PNGCodec.decode([UInt8](png), file: "drawing.png")
        return { x, y in
            let color = bitmap.color(x: x, y: y)
            return [color.red, color.green, color.blue, color.alpha]
        }
    }

    static func render(_ view: UIView) throws -> (Int, Int) -> RGBA {
        try pixels(
            UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            })
    }

    /// A badge as apps draw one: a red disc with a blue ring, and a blue bar filled through
    /// the context, shifted by a translation.
    final class BadgeView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
            let ring = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20))
            ring.lineWidth = 2
            UIColor.blue.setStroke()
            ring.stroke()
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.translateBy(x: 0, y: 30)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 5))
            context.restoreGState()
            // Outside the view: cut off at its edge, as its layer would.
            UIRectFill(CGRect(x: 35, y: 0, width: 20, height: 5))
        }
    }

    @Test func aViewsDrawOverrideIsDrawnInItsBoundsAndClippedToThem() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 50))
        root.backgroundColor = .white
        let badge = BadgeView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        root.addSubview(badge)
        let rgba = try Self.render(root)
        // The disc's centre (20, 20) in the badge is (25, 25) in the root: (75, 75) at 3x.
        #expect(rgba(75, 75) == Self.red)
        // The ring: radius 10 around it, 2 wide (9…11), so (25 + 10, 25) is covered fully…
        #expect(rgba(105, 75) == Self.blue && rgba(45, 75) == Self.blue)
        // …and the corner of the disc's square is outside both.
        #expect(rgba(36, 36) == Self.white)
        // The bar: y 30…35 in the badge after the translation, 35…40 in the root.
        #expect(rgba(15, 105) == Self.blue && rgba(134, 119) == Self.blue)
        #expect(rgba(15, 104) == Self.white && rgba(15, 120) == Self.white)
        // The rectangle drawn past the badge's right edge (x 40…60) stops at it (x 45 in the root).
        #expect(rgba(130, 20) == Self.red && rgba(134, 20) == Self.red)
        #expect(rgba(135, 20) == Self.white && rgba(150, 20) == Self.white)
    }

    @Test func anImageRendererRecordsTheActionsDrawingBeforeAndAfterAHierarchy() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .blue
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            // Copied over what is already drawn.
            box.drawHierarchy(in: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: true)
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 25, y: 0, width: 5, height: 10))
        }
        let rgba = try Self.pixels(image)
        #expect(rgba(0, 0) == Self.red && rgba(29, 29) == Self.red)
        #expect(rgba(30, 0) == Self.blue && rgba(59, 29) == Self.blue)
        #expect(rgba(60, 0) == Self.red && rgba(74, 29) == Self.red)
        #expect(rgba(75, 0) == Self.white && rgba(89, 29) == Self.white)
    }

    @Test func aLayerRendersIntoAnImageRenderersContextAsDrawHierarchyDoes() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .blue
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            context.cgContext.translateBy(x: 10, y: 0)
            box.layer.render(in: context.cgContext)
        }
        let rgba = try Self.pixels(image)
        #expect(rgba(29, 0) == Self.clear && rgba(30, 0) == Self.blue && rgba(59, 29) == Self.blue)
        // Scaled, it is reported rather than drawn at the wrong size.
        let issues = PlumbLayoutIssues.collect {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
                context.cgContext.scaleBy(x: 2, y: 2)
                box.layer.render(in: context.cgContext)
            }
        }
        #expect(
            issues.map(\.description) == [
                "PlumbUIKit: UIGraphicsImageRenderer calls CALayer.render(in:), which Plumb does not draw "
                    + "(left out of the picture)\n"
            ])
    }

    @Test func theLegacyImageContextDrawsTheSame() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 2)
        let rgba = try Self.pixels(image)
        #expect(rgba(0, 0) == Self.blue && rgba(3, 3) == Self.blue)
        #expect(rgba(4, 0) == Self.clear && rgba(7, 3) == Self.clear)
    }

    /// Core Graphics' arcs: `clockwise` in its y-up sense (counter-clockwise on screen), and
    /// UIKit's in the screen's.
    @Test func arcsTurnTheWayEachAPIMeans() throws {
        func half(_ build: (CGMutablePath) -> Void) throws -> (Int, Int) -> RGBA {
            let path = CGMutablePath()
            build(path)
            path.closeSubpath()
            return try Self.pixels(
                UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                    context.cgContext.setFillColor(UIColor.blue.cgColor)
                    context.cgContext.addPath(path)
                    context.cgContext.fillPath()
                })
        }
        // From angle 0 to π with `clockwise: false` (angles growing): through π/2, which is
        // below the centre on a y-down screen.
        let lower = try half {
            $0.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: false)
        }
        #expect(lower(30, 45) == Self.blue && lower(30, 15) == Self.clear)
        let upper = try half {
            $0.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
        }
        #expect(upper(30, 15) == Self.blue && upper(30, 45) == Self.clear)
        // UIBezierPath's `clockwise: true` is the screen's: the lower half again.
        let bezier = UIBezierPath(
            arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(bezier.bounds.maxY > 17 && bezier.bounds.minY > 9.99)
    }

    final class DashedView: UIView {
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()
            context?.setLineDash(phase: 0, lengths: [2, 2])
            context?.setStrokeColor(UIColor.red.cgColor)
            context?.stroke(CGRect(x: 1, y: 1, width: 8, height: 8))
        }
    }

    @Test func whatPlumbCannotDrawIsReportedNamingTheViewClass() throws {
        let view = DashedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let issues = try PlumbLayoutIssues.collect { _ = try Self.render(view) }
        #expect(
            issues.map(\.description) == [
                "PlumbUIKit: DashedView.draw(_:) calls setLineDash(phase:lengths:), which Plumb does not draw "
                    + "(left out of the picture)\n"
            ])
    }

    @Test func pathsAnswerTheirGeometryAsCoreGraphicsDoes() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull)
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        path.addLine(to: CGPoint(x: 10, y: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(path.currentPoint == CGPoint(x: 20, y: 10))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 3)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 7, y: 2))
        #expect(CGPoint(x: 7, y: 2).applying(t.inverted()) == CGPoint(x: 1, y: 1))
    }
}
