import Foundation
@_spi(Plumb) import PlumbUIKit
import Raster
import Testing

/// Asset catalogs read from their folders: colour sets with their dark appearance in each of
/// Xcode's spellings, image sets at the scale asked for, namespaced groups, and the sample
/// app's own catalog.
@Suite(.serialized) @MainActor
struct AssetCatalogTests {
    /// A catalog written to a temporary folder: `Brand` (light and dark), `Grey` (white
    /// component), `Icons/Star` (1x 2x 3x PNGs of 2, 4 and 6 pixels) in a namespaced group.
    static func catalog() throws -> String {
        let root = NSTemporaryDirectory() + "plumb-assets-\(ProcessInfo.processInfo.processIdentifier).xcassets"
        try? FileManager.default.removeItem(atPath: root)
        func write(_ folder: String, _ json: String) throws {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try json.write(toFile: root + "/" + folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        try write("", #"{"info":{"author":"xcode","version":1}}"#)
        try write(
            "Brand.colorset",
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.150","green":"0x6B","blue":"242","alpha":"1.000"}},"idiom":"universal"},"#
                + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"0.500"}},"idiom":"universal"}]}"#
        )
        try write(
            "Grey.colorset",
            #"{"colors":[{"color":{"color-space":"gray-gamma-2.2","components":{"white":"0.500","alpha":"1.000"}},"idiom":"universal"}]}"#
        )
        try write("Icons", #"{"properties":{"provides-namespace":true}}"#)
        try write(
            "Icons/Star.imageset",
            #"{"images":[{"filename":"s1.png","scale":"1x","idiom":"universal"},{"filename":"s2.png","scale":"2x","idiom":"universal"},{"filename":"s3.png","scale":"3x","idiom":"universal"}]}"#
        )
        for scale in 1...3 {
            let bitmap = Bitmap(width: 2 * scale, height: 2 * scale, fill: .init(red: 255, green: 0, blue: 0))
            try Data(PNGCodec.encode(bitmap)).write(
                to: URL(fileURLWithPath: root + "/Icons/Star.imageset/s\(scale).png"))
        }
        return root
    }

    @Test func coloursAndImagesAreReadFromARegisteredCatalog() throws {
        let root = try Self.catalog()
        defer {
            PlumbAssetCatalogs.removeAll()
            try? FileManager.default.removeItem(atPath: root)
        }
        #expect(UIColor(named: "Brand") == nil)
        PlumbAssetCatalogs.register(root)
        let brand = try #require(UIColor(named: "Brand"))
        // 0.150 → 38, 0x6B → 107, 242 of 255; the dark appearance white at half alpha.
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(brand.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [38, 107, 242, 255])
        let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [255, 255, 255, 128])
        let grey = try #require(UIColor(named: "Grey"))
        #expect(grey.getRed(&r, green: &g, blue: &b, alpha: &a) && Int((r * 255).rounded()) == 128)
        // The default device draws at 3x: the 6-pixel file, 2 points wide.
        let star = try #require(UIImage(named: "Icons/Star"))
        #expect(star.scale == 3 && star.size == CGSize(width: 2, height: 2))
        let twice = try #require(
            UIImage(named: "Icons/Star", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(twice.scale == 2 && twice.size == CGSize(width: 2, height: 2))
        // Namespaced: the bare name is not it.
        #expect(UIImage(named: "Star") == nil && UIImage(named: "Nothing") == nil)
    }

    /// A named asset is read once per set of catalogs, as UIKit caches named images: a file
    /// changed on disk afterwards is not seen until the catalogs change (`register`,
    /// `removeAll`), which reads it again.
    @Test func namedAssetsAreReadOnceUntilTheCatalogsChange() throws {
        let root = try Self.catalog()
        defer {
            PlumbAssetCatalogs.removeAll()
            try? FileManager.default.removeItem(atPath: root)
        }
        PlumbAssetCatalogs.register(root)
        func firstPixel() throws -> [UInt8] {
            let image = try #require(UIImage(named: "Icons/Star"))
            let png = try #require(image.pngData())
            return Array(try PNGCodec.decode([UInt8](png), file: "star.png").pixels.prefix(4))
        }
        func brandRed() throws -> Int {
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            #expect(try #require(UIColor(named: "Brand")).getRed(&r, green: &g, blue: &b, alpha: &a))
            return Int((r * 255).rounded())
        }
        #expect(try firstPixel() == [255, 0, 0, 255])
        #expect(try brandRed() == 38)
        let blue = Bitmap(width: 6, height: 6, fill: .init(red: 0, green: 0, blue: 255))
        try Data(PNGCodec.encode(blue)).write(to: URL(fileURLWithPath: root + "/Icons/Star.imageset/s3.png"))
        try
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}]}"#
            .write(toFile: root + "/Brand.colorset/Contents.json", atomically: true, encoding: .utf8)
        #expect(try firstPixel() == [255, 0, 0, 255])
        #expect(try brandRed() == 38)
        PlumbAssetCatalogs.removeAll()
        PlumbAssetCatalogs.register(root)
        #expect(try firstPixel() == [0, 0, 255, 255])
        #expect(try brandRed() == 255)
    }

    /// The sample app's catalog, read in place: its accent colour and its avatar.
    @Test func theSampleAppsCatalogIsRead() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/UIKitApp/App/Assets.xcassets").standardized.path
        try #require(FileManager.default.fileExists(atPath: catalog), "the sample's catalog is part of the repository")
        PlumbAssetCatalogs.register(catalog)
        defer { PlumbAssetCatalogs.removeAll() }
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        let accent = try #require(UIColor(named: "AccentColor"))
        #expect(accent.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [38, 107, 242, 255])
        let avatar = try #require(UIImage(named: "Avatar"))
        #expect(avatar.scale == 1 && avatar.size.width > 0)
    }

    /// An image view draws a catalog's image: the sample's 64 × 64 avatar at 1x, in a 64-point
    /// view at scale 3, is every pixel of the PNG three times over (nearest neighbour), here
    /// read at the middle of each 3 × 3 block where the PNG is opaque (over a white root, the
    /// same bytes). The same image decoded from its PNG bytes (`UIImage(data:)`) draws the same.
    @Test func anImageViewDrawsACatalogsImage() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/UIKitApp/App/Assets.xcassets").standardized.path
        try #require(FileManager.default.fileExists(atPath: catalog), "the sample's catalog is part of the repository")
        PlumbAssetCatalogs.register(catalog)
        defer { PlumbAssetCatalogs.removeAll() }
        let avatar = try #require(UIImage(named: "Avatar"))
        let source = try #require(avatar.premultipliedRGBA)
        #expect(source.width == 64 && source.height == 64)

        func render(_ image: UIImage) throws -> (Int, Int) -> CustomDrawingTests.RGBA {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
            root.backgroundColor = .white
            let imageView = UIImageView(image: image)
            root.addSubview(imageView)
            return try CustomDrawingTests.render(root)
        }
        let rgba = try render(avatar)
        var opaque = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let at = (y * 64 + x) * 4
                let pixel = Array(source.bytes[at..<at + 4])
                guard pixel[3] == 255 else { continue }
                opaque += 1
                #expect(rgba(3 * x + 1, 3 * y + 1) == pixel, "pixel \(x), \(y)")
            }
        }
        #expect(opaque > 0)
        let png = try #require(avatar.pngData())
        let decoded = try #require(UIImage(data: png))
        let redrawn = try render(decoded)
        for y in stride(from: 1, to: 192, by: 7) {
            for x in stride(from: 1, to: 192, by: 7) { #expect(redrawn(x, y) == rgba(x, y), "pixel \(x), \(y)") }
        }
    }
}
