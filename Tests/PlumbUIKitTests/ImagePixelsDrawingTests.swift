import Foundation
@_spi(Plumb) import PlumbUIKit
import Raster
import Testing

/// Image views draw their image's pixels: an @2x PNG in each content mode, composited over
/// the background with its alpha, templates in the tint colour, asset catalog images (and an
/// undecodable one as a located error), and images a renderer drew. Pixels are read back
/// exactly; the renders are at scale 2 unless a test says otherwise.
@Suite(.serialized) @MainActor
struct ImagePixelsDrawingTests {
    typealias RGBA = CustomDrawingTests.RGBA

    /// 4×2 pixels: R G B K on the first row, K B G R on the second (opaque).
    static func pattern() -> Bitmap {
        let colours: [[UInt8]] = [
            [255, 0, 0], [0, 255, 0], [0, 0, 255], [0, 0, 0], [0, 0, 0], [0, 0, 255], [0, 255, 0], [255, 0, 0],
        ]
        var bitmap = Bitmap(width: 4, height: 2)
        bitmap.pixels = colours.flatMap { $0 + [255] }
        return bitmap
    }

    static func png(_ bitmap: Bitmap) throws -> Data { Data(try PNGCodec.encode(bitmap)) }

    /// `view` drawn by a renderer at `scale`, each row as letters: R G B K W for opaque red,
    /// green, blue, black and white, `?` for anything else.
    static func rows(_ view: UIView, scale: CGFloat = 2) throws -> [String] {
        let pixels = try render(view, scale: scale)
        let width = Int(view.bounds.width * scale), height = Int(view.bounds.height * scale)
        let names: [RGBA: Character] = [
            [255, 0, 0, 255]: "R", [0, 255, 0, 255]: "G", [0, 0, 255, 255]: "B", [0, 0, 0, 255]: "K",
            [255, 255, 255, 255]: "W",
        ]
        return (0..<height).map { y in String((0..<width).map { x in names[pixels(x, y)] ?? "?" }) }
    }

    static func render(_ view: UIView, scale: CGFloat) throws -> (Int, Int) -> RGBA {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return try CustomDrawingTests.pixels(
            UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
                #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
            })
    }

    /// A white root of `size` holding an image view of `image` over all of it.
    static func root(_ image: UIImage?, _ mode: UIView.ContentMode, size: CGSize) -> (UIView, UIImageView) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let imageView = UIImageView(image: image)
        imageView.frame = root.bounds
        imageView.contentMode = mode
        root.addSubview(imageView)
        return (root, imageView)
    }

    @Test func aTwoXPNGIsHalfItsPixelsInPoints() throws {
        let image = try #require(UIImage(data: Self.png(Self.pattern()), scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1) && image.scale == 2)
    }

    /// The 2×1-point pattern in a 4×4-point view (8×8 pixels), nearest neighbour: filled it
    /// stretches (each source pixel 2 wide, 4 tall); fitted it is 4×2 points from y 1;
    /// filled with aspect it is 8×4 points from x −2 (columns G and B show); the other modes
    /// put it 1:1 (4×2 pixels) at the centre, a side or a corner.
    @Test(arguments: [
        (
            UIView.ContentMode.scaleToFill,
            ["RRGGBBKK", "RRGGBBKK", "RRGGBBKK", "RRGGBBKK"] + Array(repeating: "KKBBGGRR", count: 4)
        ),
        (
            .scaleAspectFit,
            ["WWWWWWWW", "WWWWWWWW", "RRGGBBKK", "RRGGBBKK", "KKBBGGRR", "KKBBGGRR", "WWWWWWWW", "WWWWWWWW"]
        ),
        (.scaleAspectFill, Array(repeating: "GGGGBBBB", count: 4) + Array(repeating: "BBBBGGGG", count: 4)),
        (.center, ["WWWWWWWW", "WWWWWWWW", "WWWWWWWW", "WWRGBKWW", "WWKBGRWW", "WWWWWWWW", "WWWWWWWW", "WWWWWWWW"]),
        (.top, ["WWRGBKWW", "WWKBGRWW"] + Array(repeating: "WWWWWWWW", count: 6)),
        (.bottom, Array(repeating: "WWWWWWWW", count: 6) + ["WWRGBKWW", "WWKBGRWW"]),
        (.left, ["WWWWWWWW", "WWWWWWWW", "WWWWWWWW", "RGBKWWWW", "KBGRWWWW", "WWWWWWWW", "WWWWWWWW", "WWWWWWWW"]),
        (.right, ["WWWWWWWW", "WWWWWWWW", "WWWWWWWW", "WWWWRGBK", "WWWWKBGR", "WWWWWWWW", "WWWWWWWW", "WWWWWWWW"]),
        (.topLeft, ["RGBKWWWW", "KBGRWWWW"] + Array(repeating: "WWWWWWWW", count: 6)),
        (.topRight, ["WWWWRGBK", "WWWWKBGR"] + Array(repeating: "WWWWWWWW", count: 6)),
        (.bottomLeft, Array(repeating: "WWWWWWWW", count: 6) + ["RGBKWWWW", "KBGRWWWW"]),
        (.bottomRight, Array(repeating: "WWWWWWWW", count: 6) + ["WWWWRGBK", "WWWWKBGR"]),
    ])
    func contentModesPlaceA2xPNG(mode: UIView.ContentMode, expected: [String]) throws {
        let image = try #require(UIImage(data: Self.png(Self.pattern()), scale: 2))
        let (root, _) = Self.root(image, mode, size: CGSize(width: 4, height: 4))
        #expect(try Self.rows(root) == expected)
    }

    /// A picture wider than its view spills over the view's edges, as in UIKit, unless the
    /// view clips: the 2×1-point pattern centred in a 1×1-point view at x 1 covers x 0.5…2.5
    /// (pixels 1…5), clipped to pixels 2…4.
    @Test func clipsToBoundsCutsAPictureWiderThanItsView() throws {
        let image = try #require(UIImage(data: Self.png(Self.pattern()), scale: 2))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        root.backgroundColor = .white
        let imageView = UIImageView(image: image)
        imageView.contentMode = .center
        imageView.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
        root.addSubview(imageView)
        #expect(try Self.rows(root) == ["WRGBKWWW", "WKBGRWWW"])
        imageView.clipsToBounds = true
        #expect(try Self.rows(root) == ["WWGBWWWW", "WWBGWWWW"])
    }

    /// Straight red at alpha 128 over blue, source-over on premultiplied values: the red
    /// stored premultiplied is 128, blue keeps 255 × 127 / 255 = 127; a transparent pixel
    /// leaves the blue. Over white: (255, 127, 127).
    @Test func alphaIsCompositedOverTheBackground() throws {
        var bitmap = Bitmap(width: 2, height: 1)
        bitmap.pixels = [128, 0, 0, 128, 0, 0, 0, 0]
        let image = try #require(UIImage(data: Self.png(bitmap), scale: 1))
        let (root, _) = Self.root(image, .scaleToFill, size: CGSize(width: 2, height: 1))
        root.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let overBlue = try Self.render(root, scale: 1)
        #expect(overBlue(0, 0) == [128, 0, 127, 255])
        #expect(overBlue(1, 0) == [0, 0, 255, 255])
        root.backgroundColor = .white
        let overWhite = try Self.render(root, scale: 1)
        #expect(overWhite(0, 0) == [255, 127, 127, 255])
        #expect(overWhite(1, 0) == [255, 255, 255, 255])
    }

    /// A template drawn in the tint its view inherits, through the image's alpha alone: an
    /// opaque pixel is the tint (0, 128, 255); one at alpha 64 is the tint premultiplied
    /// (0, 32, 64, 64) over white: (191, 223, 255). The same image in its automatic mode
    /// draws its own colours.
    @Test func templateImagesAreDrawnInTheTintColour() throws {
        let original = try #require(
            UIImage(premultipliedRGBA: [10, 20, 30, 255, 50, 3, 3, 64], width: 2, height: 1, scale: 1))
        let template = original.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && original.renderingMode == .automatic)
        let (root, _) = Self.root(template, .scaleToFill, size: CGSize(width: 2, height: 1))
        root.tintColor = UIColor(red: 0, green: 128 / 255, blue: 1, alpha: 1)
        let tinted = try Self.render(root, scale: 1)
        #expect(tinted(0, 0) == [0, 128, 255, 255])
        #expect(tinted(1, 0) == [191, 223, 255, 255])
        let (plainRoot, _) = Self.root(original, .scaleToFill, size: CGSize(width: 2, height: 1))
        plainRoot.tintColor = UIColor(red: 0, green: 128 / 255, blue: 1, alpha: 1)
        #expect(try Self.render(plainRoot, scale: 1)(0, 0) == [10, 20, 30, 255])
    }

    /// A template with no tint set anywhere above is drawn in UIKit's default, system blue
    /// (0, 122, 255).
    @Test func aTemplateWithoutATintIsSystemBlue() throws {
        let image = try #require(UIImage(premultipliedRGBA: [0, 0, 0, 255], width: 1, height: 1, scale: 1))
        let (root, _) = Self.root(
            image.withRenderingMode(.alwaysTemplate), .scaleToFill, size: CGSize(width: 1, height: 1))
        #expect(try Self.render(root, scale: 1)(0, 0) == [0, 122, 255, 255])
    }

    /// `withTintColor(_:)` bakes the colour into the pixels (destination-in), keeping the
    /// automatic mode, so the view's tint does not apply: red at alpha 128 over white is
    /// (255, 127, 127).
    @Test func withTintColorBakesTheColour() throws {
        let image = try #require(UIImage(premultipliedRGBA: [0, 0, 0, 255], width: 1, height: 1, scale: 1))
        let red = image.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(red.renderingMode == .automatic)
        #expect(red.premultipliedRGBA?.bytes == [128, 0, 0, 128])
        let (root, _) = Self.root(red, .scaleToFill, size: CGSize(width: 1, height: 1))
        root.tintColor = .green
        #expect(try Self.render(root, scale: 1)(0, 0) == [255, 127, 127, 255])
        #expect(image.withTintColor(.blue, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    /// An image `UIGraphicsImageRenderer` drew (2×1 points at 2x: red left, blue right), shown
    /// stretched in a 4×1-point image view: each of its points covers 2 points.
    @Test func aRenderedImageIsDrawnInAnImageView() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(drawn.size == CGSize(width: 2, height: 1) && drawn.scale == 2)
        let (root, _) = Self.root(drawn, .scaleToFill, size: CGSize(width: 4, height: 1))
        #expect(try Self.rows(root) == ["RRRRBBBB", "RRRRBBBB"])
    }

    /// `UIImage(contentsOfFile:)` reads the scale from the name, as UIKit does.
    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let folder = NSTemporaryDirectory() + "plumb-image-files-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.png(Self.pattern()).write(to: URL(fileURLWithPath: folder + "/pattern@2x.png"))
        try Self.png(Self.pattern()).write(to: URL(fileURLWithPath: folder + "/pattern.png"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/text.png"))
        let twice = try #require(UIImage(contentsOfFile: folder + "/pattern@2x.png"))
        #expect(twice.scale == 2 && twice.size == CGSize(width: 2, height: 1))
        let once = try #require(UIImage(contentsOfFile: folder + "/pattern.png"))
        #expect(once.scale == 1 && once.size == CGSize(width: 4, height: 2))
        #expect(UIImage(contentsOfFile: folder + "/text.png") == nil)
        #expect(UIImage(contentsOfFile: folder + "/missing.png") == nil)
        let (root, _) = Self.root(twice, .topLeft, size: CGSize(width: 2, height: 1))
        #expect(try Self.rows(root) == ["RGBK", "KBGR"])
    }

    /// A catalog shaped as Xcode writes one (and as the sample app's is): `Photo` a single
    /// file with no scale (1x), `Glyph` 1x and 2x files rendered as a template, `Broken` a
    /// file that is not a PNG.
    static func catalog() throws -> String {
        let root = NSTemporaryDirectory() + "plumb-image-catalog-\(ProcessInfo.processInfo.processIdentifier).xcassets"
        try? FileManager.default.removeItem(atPath: root)
        func write(_ folder: String, _ json: String) throws {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try json.write(toFile: root + "/" + folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        try write("", #"{"info":{"author":"xcode","version":1}}"#)
        try write(
            "Photo.imageset",
            #"{"images":[{"filename":"photo.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        try png(pattern()).write(to: URL(fileURLWithPath: root + "/Photo.imageset/photo.png"))
        try write(
            "Glyph.imageset",
            #"{"images":[{"filename":"g1.png","idiom":"universal","scale":"1x"},{"filename":"g2.png","idiom":"universal","scale":"2x"}],"#
                + #""info":{"author":"xcode","version":1},"properties":{"template-rendering-intent":"template"}}"#)
        for scale in 1...2 {
            // Opaque black: a template shows only where the glyph is.
            let bitmap = Bitmap(width: scale, height: scale, fill: .init(red: 0, green: 0, blue: 0))
            try png(bitmap).write(to: URL(fileURLWithPath: root + "/Glyph.imageset/g\(scale).png"))
        }
        try write("Broken.imageset", #"{"images":[{"filename":"broken.png","idiom":"universal"}]}"#)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: root + "/Broken.imageset/broken.png"))
        return root
    }

    /// The catalog's plain image draws its own pixels at 1x; its template image, read at 2x,
    /// is 1 point and is drawn in the tint.
    @Test func catalogImagesAreDrawn() throws {
        let catalog = try Self.catalog()
        PlumbAssetCatalogs.register(catalog)
        defer {
            PlumbAssetCatalogs.removeAll()
            try? FileManager.default.removeItem(atPath: catalog)
        }
        let photo = try #require(UIImage(named: "Photo"))
        #expect(photo.scale == 1 && photo.size == CGSize(width: 4, height: 2) && photo.renderingMode == .automatic)
        let (photoRoot, _) = Self.root(photo, .scaleToFill, size: CGSize(width: 4, height: 2))
        #expect(try Self.rows(photoRoot, scale: 1) == ["RGBK", "KBGR"])

        let glyph = try #require(UIImage(named: "Glyph", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(glyph.scale == 2 && glyph.size == CGSize(width: 1, height: 1))
        #expect(glyph.renderingMode == .alwaysTemplate)
        let (glyphRoot, _) = Self.root(glyph, .center, size: CGSize(width: 2, height: 1))
        glyphRoot.tintColor = .red
        #expect(try Self.rows(glyphRoot) == ["WRRW", "WRRW"])
    }

    /// The sample app's own image set (`Examples/UIKitApp`: one PNG with no scale, so 1x),
    /// read in place and drawn at scale 1 on a clear root at its own size: the render is the
    /// file's pixels, byte for byte (premultiplied), whatever picture the sample holds.
    @Test func theSampleAppsAvatarIsDrawnPixelForPixel() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/UIKitApp/App/Assets.xcassets").standardized.path
        try #require(FileManager.default.fileExists(atPath: catalog), "the sample's catalog is part of the repository")
        PlumbAssetCatalogs.register(catalog)
        defer { PlumbAssetCatalogs.removeAll() }
        let avatar = try #require(UIImage(named: "Avatar"))
        let file = try PNGCodec.read(catalog + "/Avatar.imageset/avatar.png")
        #expect(avatar.scale == 1 && avatar.size == CGSize(width: file.width, height: file.height))
        let (root, _) = Self.root(avatar, .scaleAspectFit, size: avatar.size)
        root.backgroundColor = .clear
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { _ in
            #expect(root.drawHierarchy(in: root.bounds, afterScreenUpdates: true))
        }
        #expect(drawn.premultipliedRGBA?.bytes == file.pixels)
    }

    /// An image set whose file is not a PNG still gives an image (of no size), and the render
    /// of a view showing it fails, naming the view and the file, as a layout issue a test
    /// collects; `drawHierarchy` returns false.
    @Test func anUndecodableCatalogImageIsALocatedError() throws {
        let catalog = try Self.catalog()
        PlumbAssetCatalogs.register(catalog)
        defer {
            PlumbAssetCatalogs.removeAll()
            try? FileManager.default.removeItem(atPath: catalog)
        }
        let broken = try #require(UIImage(named: "Broken"))
        #expect(broken.size == .zero)
        let (root, _) = Self.root(broken, .scaleToFill, size: CGSize(width: 2, height: 2))
        var drew = true
        let issues = PlumbLayoutIssues.collect {
            _ = UIGraphicsImageRenderer(size: root.bounds.size).image { _ in
                drew = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
            }
        }
        #expect(!drew)
        // The view is named as UIKit's log names it: its class and pseudo-address (which
        // depends on how many views the process made before it).
        let message = try #require(issues.map(\.description).first)
        #expect(issues.count == 1)
        #expect(message.hasPrefix("PlumbUIKit: the view cannot be drawn: view 'UIImageView:0x"))
        #expect(
            message.hasSuffix(
                "': \(catalog)/Broken.imageset/broken.png: not a readable PNG image (Not a PNG file)\n"))
    }

    /// A button's image is stored per state and drawn (ButtonDrawingTests), so setting one
    /// reports nothing.
    @Test func aButtonsImageIsStoredPerState() throws {
        let button = UIButton(type: .system)
        let image = try #require(UIImage(premultipliedRGBA: [0, 0, 0, 255], width: 1, height: 1, scale: 1))
        let issues = PlumbLayoutIssues.collect { button.setImage(image, for: .normal) }
        #expect(button.image(for: .highlighted) === image && button.currentImage === image)
        #expect(issues.isEmpty)
    }
}
