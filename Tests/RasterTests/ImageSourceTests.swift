import Testing

@testable import AutoLayout
@testable import Raster

/// The renderer's image sources beyond files: decoded pixels and PNG bytes, tinted as
/// templates, composited premultiplied over what is below.
@Suite struct ImageSourceTests {
    /// A 2×1 picture drawn at scale 1 over white: opaque black, then black at alpha 64.
    func draw(_ source: DrawnImage.Source, tint: Color? = nil) throws -> Bitmap {
        var bitmap = Bitmap(width: 2, height: 1, fill: Color(red: 255, green: 255, blue: 255))
        let rect = Rect(x: 0, y: 0, width: 2, height: 1)
        try Renderer().draw(
            [.image(DrawnImage(source: source, target: rect, frame: rect, tint: tint))], scale: 1, into: &bitmap)
        return bitmap
    }

    let pixels = ImagePixels(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 0, 0, 0, 64])!

    /// Black at alpha 64 over white keeps 255 × 191 / 255 = 191 of the white.
    @Test func pixelsAreCompositedOverWhatIsBelow() throws {
        let bitmap = try draw(.pixels(pixels))
        #expect(bitmap.pixels == [0, 0, 0, 255, 191, 191, 191, 255])
    }

    /// PNG bytes are decoded when drawn, to the same pixels.
    @Test func pngBytesDrawAsTheirPixels() throws {
        let png = try PNGCodec.encode(Bitmap(pixels))
        #expect(try draw(.png(bytes: png, name: "two.png")) == draw(.pixels(pixels)))
    }

    /// A tint replaces the colours and multiplies the alpha: red at alpha 128 makes the opaque
    /// pixel (128, 0, 0, 128) premultiplied, over white (255, 127, 127); the alpha-64 pixel
    /// becomes alpha 32 (64 × 128 / 255, rounded), red 32, over white (255, 223, 223).
    @Test func aTintKeepsOnlyTheAlpha() throws {
        let red = Color(red: 255, green: 0, blue: 0, alpha: 128)
        #expect(Bitmap(pixels).tinted(with: red).pixels == [128, 0, 0, 128, 32, 0, 0, 32])
        #expect(try draw(.pixels(pixels), tint: red).pixels == [255, 127, 127, 255, 255, 223, 223, 255])
    }

    /// Bytes that are not a PNG are the renderer's typed error, naming the bytes' source.
    @Test func undecodableBytesAreATypedError() throws {
        #expect(throws: RasterError.image(view: "image", .invalidPNG(file: "broken.png", reason: "Not a PNG file"))) {
            _ = try draw(.png(bytes: Array("not a png".utf8), name: "broken.png"))
        }
    }

    /// Pixels whose byte count is not 4 × width × height are refused.
    @Test func pixelsMustMatchTheirSize() {
        #expect(ImagePixels(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255]) == nil)
        #expect(ImagePixels(width: 0, height: 1, premultipliedRGBA: []) == nil)
    }
}
