internal import AutoLayout
import Foundation
internal import Raster

/// Asset catalogs (`.xcassets` folders, as Xcode writes them) read from their folders, for
/// `UIImage(named:)` and `UIColor(named:)`: a colour set's universal colour and its dark
/// appearance, an image set's PNG at the device's scale (else the nearest one it has). On iOS
/// the app's compiled catalog is in its bundle; here a catalog is found, in this order, among
/// the folders registered with `register(_:)`, those `PLUMB_ASSET_CATALOGS` names
/// (colon-separated), and the `.xcassets` folders at the top of the bundle asked for (the main
/// bundle when none is). A folder with `provides-namespace` prefixes its assets' names
/// (`Icons/star`). PDF, SVG and JPEG images are not read: such a name gives nil.
@_spi(Plumb)
public enum PlumbAssetCatalogs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [String] = []
    /// Assets already read, by the catalogs searched, the name and (for images) the scale,
    /// found or not: UIKit keeps named images in a cache too, and reading an image set again
    /// (walking the catalog, parsing its JSON, decoding the PNG) for every snapshot is wasted
    /// work. A file changed on disk while the process runs is not seen, as on iOS, where the
    /// catalog is compiled into the app.
    private static let images = PlumbAssetCache<Image>()
    private static let colors = PlumbAssetCache<Color>()

    /// Makes the catalog at `path` searched first, before those registered earlier.
    public static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        registered.insert(path, at: 0)
        images.removeAll()
        colors.removeAll()
    }

    /// Forgets every registered catalog and every asset read (for tests).
    public static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        registered = []
        images.removeAll()
        colors.removeAll()
    }

    /// The key of an asset's cached answer: the catalogs searched, in order, and the name.
    private static func cacheKey(_ catalogs: [String], _ name: String) -> String {
        (catalogs + [name]).joined(separator: "\u{0}")
    }

    /// The catalogs to search for `bundle`, in order.
    static func catalogs(in bundle: Bundle?) -> [String] {
        lock.lock()
        var paths = registered
        lock.unlock()
        if let listed = ProcessInfo.processInfo.environment["PLUMB_ASSET_CATALOGS"] {
            paths += listed.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        if let resources = (bundle ?? Bundle.main).resourcePath,
            let names = try? FileManager.default.contentsOfDirectory(atPath: resources)
        {
            paths += names.filter { $0.hasSuffix(".xcassets") }.sorted().map { resources + "/" + $0 }
        }
        return paths
    }

    /// The folder of the asset `name` with `suffix` (`colorset`, `imageset`), if one of
    /// `catalogs` has it.
    static func folder(of name: String, suffix: String, in catalogs: [String]) -> String? {
        for catalog in catalogs {
            if let found = find(name, suffix: suffix, in: catalog, prefix: "") { return found }
        }
        return nil
    }

    /// Walks `folder` (sorted, so the first of two same-named assets is always the same one);
    /// `prefix` is the namespace of the folders above.
    private static func find(_ name: String, suffix: String, in folder: String, prefix: String) -> String? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            if entry.hasSuffix("." + suffix) {
                if prefix + entry.dropLast(suffix.count + 1) == name { return path }
                continue
            }
            // Other asset kinds (`.appiconset`, `.dataset`…) are folders too, but not groups.
            var isDirectory: ObjCBool = false
            guard !entry.hasSuffix("set"), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { continue }
            let namespace = providesNamespace(path) ? prefix + entry + "/" : prefix
            if let found = find(name, suffix: suffix, in: path, prefix: namespace) { return found }
        }
        return nil
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let json = contents(of: folder), let properties = json["properties"] as? [String: Any] else {
            return false
        }
        return (properties["provides-namespace"] as? Bool) == true
    }

    static func contents(of folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    // MARK: - Colours

    /// The colour set's universal colour, with its dark appearance when it has one.
    static func color(named name: String, in bundle: Bundle?) -> Color? {
        let catalogs = catalogs(in: bundle)
        return colors.value(for: cacheKey(catalogs, name)) { readColor(named: name, in: catalogs) }
    }

    private static func readColor(named name: String, in catalogs: [String]) -> Color? {
        guard let folder = folder(of: name, suffix: "colorset", in: catalogs),
            let entries = contents(of: folder)?["colors"] as? [[String: Any]]
        else { return nil }
        var light: Color?
        var dark: Color?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let parsed = parse(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let value = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch value {
            case nil: light = light ?? parsed
            case "dark": dark = dark ?? parsed
            default: continue
            }
        }
        guard let light else { return nil }
        return dark.map { Color(light: light, dark: $0) } ?? light
    }

    /// Components as Xcode writes them: "0.150" (0…1), "0x26" (a byte), "38" (0…255); grey
    /// spaces give `white`.
    static func parse(_ color: [String: Any]) -> Color? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func channel(_ key: String) -> UInt8? {
            let text: String
            switch components[key] {
            case let value as String: text = value.trimmingCharacters(in: .whitespaces)
            case let value as NSNumber: text = value.stringValue
            default: return nil
            }
            let value: Double
            if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) {
                value = Double(byte) / 255
            } else if let number = Double(text), number.isFinite {
                value = text.contains(".") || number <= 1 ? number : number / 255
            } else {
                return nil
            }
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        let alpha = channel("alpha") ?? 255
        if let white = channel("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: - Images

    /// An image set's file as read: its scale, the rendering mode its
    /// `template-rendering-intent` asks for, and its pixels, or its bytes when they are not a
    /// PNG Plumb decodes.
    struct Image {
        enum Content {
            case decoded(Bitmap)
            case undecodable([UInt8])
        }
        var content: Content
        var scale: Double
        var file: String
        var renderingMode: UIImage.RenderingMode
    }

    /// The image set's PNG for `scale`: that scale's, else the nearest larger, else the
    /// largest; a single image without a scale is 1x. Nil when the set has no PNG or its file
    /// is missing. A PNG that does not decode is not nil: on iOS `actool` rejects it when the
    /// app is built, here the render of the view showing it fails, naming the view and file.
    static func image(named name: String, scale: Double, in bundle: Bundle?) -> Image? {
        let catalogs = catalogs(in: bundle)
        return images.value(for: cacheKey(catalogs, name + "@\(scale)")) {
            readImage(named: name, scale: scale, in: catalogs)
        }
    }

    private static func readImage(named name: String, scale: Double, in catalogs: [String]) -> Image? {
        guard let folder = folder(of: name, suffix: "imageset", in: catalogs), let json = contents(of: folder),
            let entries = json["images"] as? [[String: Any]]
        else { return nil }
        let files: [(file: String, scale: Double)] = entries.compactMap { entry in
            guard let file = entry["filename"] as? String, file.lowercased().hasSuffix(".png") else { return nil }
            let written = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (file, written)
        }
        let sorted = files.sorted { $0.scale < $1.scale }
        guard let chosen = sorted.first(where: { $0.scale >= scale }) ?? sorted.last,
            let data = FileManager.default.contents(atPath: folder + "/" + chosen.file)
        else { return nil }
        let path = folder + "/" + chosen.file
        let bytes = [UInt8](data)
        let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        let mode: UIImage.RenderingMode =
            switch intent {
            case "template": .alwaysTemplate
            case "original": .alwaysOriginal
            default: .automatic
            }
        let content: Image.Content
        do {
            content = .decoded(try PNGCodec.decode(bytes, file: path))
        } catch {
            content = .undecodable(bytes)
        }
        return Image(content: content, scale: chosen.scale, file: path, renderingMode: mode)
    }
}
