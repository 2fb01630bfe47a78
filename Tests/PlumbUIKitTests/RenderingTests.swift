@_spi(Plumb) import PlumbUIKit
import Raster
import Testing

/// `UIGraphicsImageRenderer` and `drawHierarchy(in:afterScreenUpdates:)` give Plumb's render of
/// the views, at the default device's scale (3).
@Suite @MainActor
struct RenderingTests {
    static func screen() -> (root: UIView, box: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.backgroundColor = .white
        let box = UIView()
        box.backgroundColor = .red
        let label = UILabel()
        label.text = "Hi"
        label.textColor = .black
        for view in [box, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 20),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
            label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        return (root, box)
    }

    /// The RGBA of pixel (x, y) of a PNG Plumb wrote (8-bit RGBA, unfiltered rows are not
    /// assumed: the image is read back through its size and a few known pixels instead).
    static func size(ofPNG data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10] else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func aViewTreeRendersAsPlumbDrawsIt() throws {
        let (root, box) = Self.screen()
        let renderer = UIGraphicsImageRenderer(size: root.bounds.size)
        var drew = false
        let image = renderer.image { _ in drew = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        #expect(drew)
        #expect(image.size == CGSize(width: 100, height: 60) && image.scale == 3)
        let png = try #require(image.pngData())
        #expect(Self.size(ofPNG: png).map { [$0.width, $0.height] } == [300, 180])
        // The pixels, read back: white around, the box red from (30, 30) to (90, 90) at 3x,
        // the label's text drawn dark to the right of it.
        let bitmap = try PNGCodec.decode([UInt8](png), file: "render.png")
        let white = [UInt8]([255, 255, 255, 255]), red = [UInt8]([255, 0, 0, 255])
        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            let color = bitmap.color(x: x, y: y)
            return [color.red, color.green, color.blue, color.alpha]
        }
        #expect(rgba(15, 15) == white && rgba(29, 60) == white && rgba(90, 60) == white)
        #expect(rgba(30, 30) == red && rgba(60, 60) == red && rgba(89, 89) == red)
        let labelPixels = (60..<90).flatMap { y in (120..<180).map { x in rgba(x, y) } }
        #expect(labelPixels.contains { $0[0] < 100 && $0[3] == 255 })
        // Laid out first: the box is where its constraints put it.
        #expect(box.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        // The same views give the same bytes.
        #expect(renderer.pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) } == png)
        // Moving the box changes the picture.
        box.constraints.first { $0.firstAttribute == .width }?.constant = 30
        let moved = renderer.pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        #expect(moved != png)
    }

    @Test func aSubviewIsCutOutOfItsTreesRender() throws {
        let (root, box) = Self.screen()
        root.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(size: box.bounds.size).image { _ in
            box.drawHierarchy(in: box.bounds, afterScreenUpdates: true)
        }
        let png = try #require(image.pngData())
        #expect(Self.size(ofPNG: png).map { [$0.width, $0.height] } == [60, 60])
        // The box's pixels only: red corner to corner.
        let bitmap = try PNGCodec.decode([UInt8](png), file: "box.png")
        for (x, y) in [(0, 0), (59, 0), (30, 30), (0, 59), (59, 59)] {
            let color = bitmap.color(x: x, y: y)
            #expect([color.red, color.green, color.blue, color.alpha] == [255, 0, 0, 255], "(\(x), \(y))")
        }
        // Outside a renderer there is nothing to draw into.
        #expect(!box.drawHierarchy(in: box.bounds, afterScreenUpdates: true))
    }

    /// The canvas is made when something is drawn: until then it reads as transparent, and
    /// what the actions drew stays where a smaller view's pixels are not copied over it.
    @Test func aCanvasIsTransparentUntilDrawnOnAndKeepsWhatWasDrawn() throws {
        let blank = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }.premultipliedRGBA)
        #expect(blank.width == 12 && blank.height == 6 && blank.bytes == [UInt8](repeating: 0, count: 12 * 6 * 4))
        let (root, box) = Self.screen()
        root.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 5))
            box.drawHierarchy(in: CGRect(x: 10, y: 10, width: 20, height: 20), afterScreenUpdates: true)
        }
        let pixels = try #require(image.premultipliedRGBA)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            let index = (y * pixels.width + x) * 4
            return Array(pixels.bytes[index..<index + 4])
        }
        #expect(pixels.width == 120 && pixels.height == 90)
        #expect(rgba(0, 0) == [0, 0, 255, 255] && rgba(119, 14) == [0, 0, 255, 255])
        #expect(rgba(30, 30) == [255, 0, 0, 255] && rgba(89, 89) == [255, 0, 0, 255])
        #expect(rgba(29, 30) == [0, 0, 0, 0] && rgba(90, 89) == [0, 0, 0, 0] && rgba(0, 15) == [0, 0, 0, 0])
    }
}

/// A render's pixels go back to `PixelBufferPool` when its image dies and the next render of
/// that size is drawn in them: nothing of the old picture may show through.
@Suite @MainActor
struct RecycledCanvasTests {
    /// 201 × 199 points at 3x: 603 × 597 pixels, 1,439,964 bytes, a size no other test draws.
    static let size = CGSize(width: 201, height: 199)

    static func render(_ root: UIView) -> [UInt8] {
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        return image.premultipliedRGBA?.bytes ?? []
    }

    @Test func aDroppedRendersPixelsDoNotShowInTheNext() {
        let blue = UIView(frame: CGRect(origin: .zero, size: Self.size))
        blue.backgroundColor = .blue
        // Only a count survives: the image and its pixels die here, the buffer goes back.
        #expect(Self.render(blue).count == 603 * 597 * 4)
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        let box = UIView(frame: CGRect(x: 100, y: 50, width: 10, height: 20))
        box.backgroundColor = .red
        root.addSubview(box)
        let pixels = Self.render(root)
        // White (the screen's system background) but for the box, 30 × 60 pixels at (300, 150),
        // red. Counted, not compared whole: a failing `==` would print 1.4 MB.
        #expect(pixels.count == 603 * 597 * 4)
        var wrong = 0
        for y in 0..<597 {
            for x in 0..<603 {
                let at = (y * 603 + x) * 4
                let inBox = (300..<330).contains(x) && (150..<210).contains(y)
                let expected: [UInt8] = inBox ? [255, 0, 0, 255] : [255, 255, 255, 255]
                if pixels.count >= at + 4, pixels[at..<at + 4].elementsEqual(expected) { continue }
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }
}
