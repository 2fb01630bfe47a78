import Foundation
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import Raster
@testable import SceneFormat
@testable import Typesetting

/// Pixel-exact checks of the renderer and the PNG codec.
@Suite struct RasterTests {
    let red = Color(red: 255, green: 0, blue: 0)
    let white = Color(red: 255, green: 255, blue: 255)

    func layout(_ build: (View) throws -> Void, _ environment: Environment = Environment(device: .iPhone8)) throws
        -> LayoutEngine
    {
        let root = View(name: "Root")
        try build(root)
        return LayoutEngine(root: root, environment: environment)
    }

    func box(_ root: View, _ name: String, _ frame: Rect, color: Color) throws -> View {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = color
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: frame.x),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.y),
            view.widthAnchor.constraint(equalToConstant: frame.width),
            view.heightAnchor.constraint(equalToConstant: frame.height),
        ])
        return view
    }

    @Test(arguments: [2.0, 3.0])
    func flatViewsHaveCrispEdgesOnThePixelGrid(scale: Double) throws {
        let solved = try layout { root in
            _ = try box(root, "Red", Rect(x: 10.4, y: 20, width: 100, height: 50.2), color: red)
        }
        let bitmap = try Renderer().render(solved, scale: scale)
        // Edges round to the nearest pixel: x from round(10.4·s) to round(110.4·s).
        let x0 = Int((10.4 * scale).rounded()), x1 = Int((110.4 * scale).rounded())
        let y0 = Int((20 * scale).rounded()), y1 = Int((70.2 * scale).rounded())
        #expect(bitmap.color(x: x0, y: y0) == red)
        #expect(bitmap.color(x: x1 - 1, y: y1 - 1) == red)
        #expect(bitmap.color(x: x0 - 1, y: y0) == white)
        #expect(bitmap.color(x: x1, y: y1 - 1) == white)
        #expect(bitmap.color(x: x0, y: y0 - 1) == white)
        #expect(bitmap.color(x: x0, y: y1) == white)
        #expect(bitmap.width == Int(375 * scale) && bitmap.height == Int(667 * scale))
    }

    @Test func rotatedDeviceImageSize() throws {
        let solved = try layout({ _ in }, Environment(device: .iPhoneSE, orientation: .landscape))
        let bitmap = try Renderer().render(solved)
        #expect(bitmap.width == 1136 && bitmap.height == 640)
    }

    @Test func antiAliasedRoundedCornersStayInBounds() {
        var bitmap = Bitmap(width: 40, height: 40, fill: white)
        ShapeRasterizer().fill(.roundedRectangle(10, 10, 30, 30, radius: 6), color: red, into: &bitmap)
        // Nothing outside the rectangle; the corner pixel itself is left out by the arc;
        // the middle of an edge is fully covered; the corner's diagonal is partially covered.
        for y in 0..<40 {
            for x in 0..<40 where x < 10 || x >= 30 || y < 10 || y >= 30 {
                #expect(bitmap.color(x: x, y: y) == white)
            }
        }
        #expect(bitmap.color(x: 10, y: 10) == white)
        #expect(bitmap.color(x: 20, y: 10) == red)
        let partial = bitmap.color(x: 11, y: 11)
        #expect(partial != white && partial != red)
    }

    @Test func labelTextIsDrawnInsideItsFrameOnly() throws {
        var frame = Rect.zero
        let solved = try layout { root in
            let label = Label(name: "Title", text: "Hello")
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            ])
        }
        frame = try #require(solved.layout().frame(of: "Title"))
        let bitmap = try Renderer().render(solved)
        let p = PixelRect(frame, scale: 2)
        var inside = 0
        var outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.color(x: x, y: y) != white {
                if x >= p.x0 && x < p.x1 && y >= p.y0 && y < p.y1 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 200)
        #expect(outside == 0)
    }

    @Test func pngRoundTripAndIdenticalBytes() throws {
        let solved = try layout { root in
            _ = try box(root, "Red", Rect(x: 10, y: 10, width: 100, height: 40), color: red)
            _ = try box(
                root, "Glass", Rect(x: 50, y: 30, width: 100, height: 40),
                color: Color(red: 0, green: 0, blue: 255, alpha: 128))
        }
        let first = try Renderer().render(solved)
        let bytes = try PNGCodec.encode(first)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(bytes, file: "memory")
        #expect(decoded == first)
        // Blending in sRGB space: 50 % blue over red.
        #expect(decoded.color(x: 60 * 2, y: 35 * 2) == Color(red: 127, green: 0, blue: 128))
        #expect(try PNGCodec.encode(try Renderer().render(solved)) == bytes)
    }

    @Test func corruptTruncatedAndForeignFilesAreClearErrors() throws {
        let valid = try PNGCodec.encode(Bitmap(width: 4, height: 4, fill: red))
        #expect(throws: RasterError.self) { try PNGCodec.decode(Array(valid.prefix(30)), file: "cut.png") }
        #expect(throws: RasterError.invalidPNG(file: "empty.png", reason: "empty file")) {
            try PNGCodec.decode([], file: "empty.png")
        }
        do {
            _ = try PNGCodec.decode(Array("GIF89a not a png".utf8), file: "picture.gif")
            Issue.record("a GIF decoded as PNG")
        } catch {
            #expect(error.description.hasPrefix("picture.gif: not a readable PNG image ("))
        }
        #expect(throws: RasterError.unreadableFile("/nonexistent/x.png")) { try PNGCodec.read("/nonexistent/x.png") }
        // Cut inside the pixel data: the fast reader for Plumb's own PNGs says so.
        let large = try PNGCodec.encode(Bitmap(width: 64, height: 64, fill: Color(red: 10, green: 200, blue: 30)))
        #expect(throws: RasterError.invalidPNG(file: "half.png", reason: "unexpected end of file")) {
            try PNGCodec.decode(Array(large.prefix(large.count - 20)), file: "half.png")
        }
    }

    /// Translucent images go out as RGBA and read back premultiplied, pixel for pixel.
    @Test func translucentImagesRoundTrip() throws {
        var bitmap = Bitmap(width: 3, height: 2, fill: Color(red: 0, green: 0, blue: 0, alpha: 0))
        bitmap.fill(x0: 0, y0: 0, x1: 2, y1: 1, color: Color(red: 200, green: 100, blue: 50, alpha: 128))
        bitmap.fill(x0: 2, y0: 1, x1: 3, y1: 2, color: Color(red: 255, green: 255, blue: 255))
        let decoded = try PNGCodec.decode(try PNGCodec.encode(bitmap), file: "glass.png")
        #expect(decoded == bitmap)
        #expect(decoded.color(x: 2, y: 1) == Color(red: 255, green: 255, blue: 255))
    }
}

@Suite struct LayerDrawingTests {
    let white = Color(red: 255, green: 255, blue: 255)

    @Test func clippingAlphaBorderAndCornerRadius() throws {
        let yaml = """
            name: Layers
            views:
              - name: Clip
                background: "#00FF00"
                clipsToBounds: true
              - name: Child
                parent: Clip
                background: "#FF0000"
              - name: Faded
                background: "#0000FF"
                alpha: 0.5
              - name: Framed
                border: {width: 2, color: "#000000"}
                cornerRadius: 8
            constraints:
              - Clip.Left = Superview.Left + 10
              - Clip.Top = Superview.Top + 10
              - Clip.Width = 50
              - Clip.Height = 50
              - Child.Left = Superview.Left + 25
              - Child.Top = Superview.Top + 25
              - Child.Width = 100
              - Child.Height = 100
              - Faded.Left = Superview.Left + 10
              - Faded.Top = Superview.Top + 100
              - Faded.Width = 20
              - Faded.Height = 20
              - Framed.Left = Superview.Left + 100
              - Framed.Top = Superview.Top + 100
              - Framed.Width = 40
              - Framed.Height = 40
            """
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "layers.yaml")
        let bitmap = try Renderer().render(
            LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)), scale: 1)
        // The child is cut at its clipping parent's edge (x, y < 60).
        #expect(bitmap.color(x: 40, y: 40) == Color(red: 255, green: 0, blue: 0))
        #expect(bitmap.color(x: 59, y: 59) == Color(red: 255, green: 0, blue: 0))
        #expect(bitmap.color(x: 60, y: 40) == white)
        #expect(bitmap.color(x: 40, y: 60) == white)
        // Half-transparent blue over white, blended in sRGB values.
        #expect(bitmap.color(x: 15, y: 105) == Color(red: 127, green: 127, blue: 255))
        // A 2-point border inside the frame, rounded corners leave the corner pixel white.
        #expect(bitmap.color(x: 120, y: 100) == Color(red: 0, green: 0, blue: 0))
        #expect(bitmap.color(x: 120, y: 103) == white)
        #expect(bitmap.color(x: 100, y: 100) == white)
        #expect(bitmap.clip == nil)
    }
}

@Suite struct ExtremeGeometryTests {
    @Test func viewsFarOffTheCanvasRenderWithoutTrapping() throws {
        let yaml = """
            name: Far
            views:
              - {name: Far, background: red}
              - {name: Text, kind: label, text: far away}
            constraints:
              - Far.Leading = Superview.Leading + 1e300
              - Far.Top = Superview.Top
              - Far.Width = 1e300
              - Far.Height = 10
              - Text.Leading = Superview.Leading - 1e250
              - Text.Top = Superview.Top
            """
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "far.yaml")
        let bitmap = try Renderer().render(LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)))
        // Nothing lands on the canvas: it stays the white window.
        #expect(bitmap.isOpaque)
        #expect(bitmap.color(x: 0, y: 0) == Color(red: 255, green: 255, blue: 255))
        #expect(bitmap.color(x: 749, y: 10) == Color(red: 255, green: 255, blue: 255))
    }
}

/// A picture or font the renderer cannot read is an error naming the view, never a
/// placeholder or missing text (issue 16).
@Suite struct RenderFailureTests {
    func layout(with view: View) throws -> LayoutEngine {
        let root = View(name: "Root")
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 40),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        return LayoutEngine(root: root, environment: Environment(device: .iPhone8))
    }

    @Test func aTruncatedPNGFailsTheRenderNamingTheViewAndFile() throws {
        let valid = try PNGCodec.encode(Bitmap(width: 4, height: 4, fill: Color(red: 255, green: 0, blue: 0)))
        let path = NSTemporaryDirectory() + "plumb-render-failure-\(getpid())-cut.png"
        try Data(valid.prefix(valid.count - 20)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Built in code, so scene loading's check is bypassed: the renderer must catch it.
        let image = ImageView(name: "Photo", image: .file(path: path, size: Size(width: 4, height: 4)))
        let solved = try layout(with: image)
        do throws(RasterError) {
            _ = try Renderer().render(solved)
            Issue.record("a truncated PNG rendered")
        } catch {
            guard case let .image(view, .invalidPNG(file, _)) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(view == "Photo")
            #expect(file == path)
            #expect(error.description.hasPrefix("view 'Photo': \(path): not a readable PNG image ("))
        }
    }

    @Test func aFontFileThatIsNotAFontFailsTheRender() throws {
        let path = NSTemporaryDirectory() + "plumb-render-failure-\(getpid())-font.ttf"
        try Data("not a font\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let label = Label(name: "Title", text: "Hello")
        label.font = Font(size: 17, file: path)
        // The text is set when the label says what it draws, so the failure is its drawing's,
        // in the typesetting error's words.
        let failure = DrawingFailure(TypesettingError.unreadableFont(path: path).description)
        #expect(throws: RasterError.drawing(view: "Title", failure)) {
            try Renderer().render(try layout(with: label))
        }
        #expect(
            RasterError.drawing(view: "Title", failure).description
                == "view 'Title': not a font FreeType can read: \(path)")
    }
}

/// The PNG readers on damaged files (the fast path for Plumb's own PNGs and the simplified
/// API behind it): every mutation decodes or is refused with an error, never a crash.
@Suite struct PNGMutationTests {
    @Test func mutatedPNGsDecodeOrFailCleanly() throws {
        var source = Bitmap(width: 24, height: 16, fill: Color(red: 30, green: 120, blue: 220))
        source.fill(x0: 4, y0: 4, x1: 12, y1: 10, color: Color(red: 255, green: 0, blue: 0, alpha: 90))
        let opaque = try PNGCodec.encode(Bitmap(width: 24, height: 16, fill: Color(red: 1, green: 2, blue: 3)))
        let translucent = try PNGCodec.encode(source)
        var generator = SeededGenerator(seed: 18)
        var refused = 0
        for original in [opaque, translucent] {
            for _ in 0..<400 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 8..<bytes.count, using: &generator)
                    bytes[index] = UInt8.random(in: 0...255, using: &generator)
                }
                if Bool.random(using: &generator) {
                    bytes = Array(bytes.prefix(Int.random(in: 8..<bytes.count, using: &generator)))
                }
                do {
                    let bitmap = try PNGCodec.decode(bytes, file: "mutant.png")
                    #expect(bitmap.width > 0 && bitmap.height > 0)
                } catch {
                    refused += 1
                    #expect(error.description.hasPrefix("mutant.png: "))
                }
            }
        }
        #expect(refused > 0)
    }
}
