import AutoLayout
import Foundation
import SceneModel
import Typesetting

/// The scene `kind`s this module adds (SPEC §4): label, button, textField, switch, imageView
/// and textView, with UIKit's defaults for every key a scene leaves out.
public enum ControlSceneFactories {
    public static let all: [SceneViewFactory] = [
        LabelFactory(), ButtonFactory(), TextFieldFactory(), SwitchFactory(), ImageViewFactory(), TextViewFactory(),
    ]
}

/// Reads the shared text keys.
public enum TextKeys {
    public static let fontKeys = ["size", "weight", "style", "file"]
    /// UIKit's `adjustsFontForContentSizeCategory`: a fixed size follows the Dynamic Type
    /// category through UIFontMetrics (text styles always do).
    public static let adjustsKey = "adjustsFontForContentSizeCategory"

    /// The font with the view's `adjustsFontForContentSizeCategory` applied.
    static func adjusting(_ font: Font, _ fields: SceneFields) throws(SceneError) -> Font {
        var font = font
        font.adjustsForContentSize = try fields.bool(adjustsKey) ?? false
        return font
    }

    /// `font: body`, `font: 15`, or `font: {size, weight, style, file}`.
    public static func font(_ fields: SceneFields, key: String = "font", default fallback: Font) throws(SceneError)
        -> Font
    {
        guard fields.has(key) else { return fallback }
        var font = fallback
        if !fields.isMapping(key), let text = try fields.string(key) {
            // Any spelling Swift or YAML reads as a number (nan and inf too) is a size, checked.
            if let size = Double(text.trimmingSpaces) ?? SceneFields.parseNumber(text) {
                guard SceneLimit.fontSize.contains(size) else {
                    throw fields.error(key, SceneLimit.fontSize.message, text)
                }
                font.size = size
            } else if let style = TextStyle(rawValue: text)
                ?? TextStyle.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
            {
                font = .preferredFont(forTextStyle: style)
            } else {
                throw fields.error(key, "unknown font (a size, a text style such as body, or a mapping)", text)
            }
        } else if let mapping = try fields.mapping(key) {
            try mapping.checkKeys(fontKeys)
            if let styleName = try mapping.string("style") {
                guard
                    let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == styleName.lowercased() })
                else {
                    throw mapping.error("style", "unknown text style", styleName)
                }
                font = .preferredFont(forTextStyle: style)
            }
            if let size = try mapping.number("size", .fontSize) { font.size = size }
            if let weightName = try mapping.string("weight") {
                guard let weight = Font.Weight(name: weightName) else {
                    throw mapping.error("weight", "unknown font weight", weightName)
                }
                font.weight = weight
            }
            if let file = try mapping.string("file") {
                font.file = resolve(file, relativeTo: fields.file)
            }
        }
        do throws(TypesettingError) {
            try TextEngine.shared.validate(font)
        } catch {
            throw fields.error(key, "\(fields.context): \(error)", font.path)
        }
        return font
    }

    /// A resource path (font, image) as written in a document: relative paths are taken from
    /// the document's directory.
    public static func resolve(_ path: String, relativeTo sceneFile: String) -> String {
        if path.hasPrefix("/") { return path }
        let directory = URL(fileURLWithPath: sceneFile).deletingLastPathComponent()
        return directory.appendingPathComponent(path).path
    }
}

public struct LabelFactory: SceneViewFactory {
    public let kind = "label"
    public let keys = [
        "text", "rtlText", "font", "textColor", "textAlignment", "numberOfLines", "preferredMaxLayoutWidth",
        "lineBreakMode", "contentInsets", TextKeys.adjustsKey,
    ]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        let label = Label(name: name, text: try fields.string("text") ?? "")
        label.rtlText = try fields.string("rtlText")
        label.font = try TextKeys.adjusting(try TextKeys.font(fields, default: label.font), fields)
        if let color = try fields.color("textColor") { label.textColor = color }
        if let alignment = try fields.choice("textAlignment", TextAlignment.self) { label.textAlignment = alignment }
        if let lines = try fields.count("numberOfLines", .numberOfLines) { label.numberOfLines = lines }
        label.preferredMaxLayoutWidth = try fields.number("preferredMaxLayoutWidth", .length("preferredMaxLayoutWidth"))
        if let mode = try fields.choice("lineBreakMode", LineBreakMode.self) { label.lineBreakMode = mode }
        if let insets = try fields.edgeInsets("contentInsets", .signedLength("an inset")) {
            label.contentInsets = insets
        }
        return label
    }
}

public struct ButtonFactory: SceneViewFactory {
    public let kind = "button"
    public let keys = ["title", "rtlTitle", "font", "titleColor", "style", TextKeys.adjustsKey]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        let button = Button(name: name, title: try fields.string("title") ?? "")
        // `style: configured`: an iOS 15 button configuration (17-point title, 7 and 12 of
        // padding, wrapping), before `font` so a font given wins.
        if try fields.choice("style", Button.Style.self) == .configured { button.adoptConfiguration() }
        button.rtlTitle = try fields.string("rtlTitle")
        button.titleFont = try TextKeys.adjusting(try TextKeys.font(fields, default: button.titleFont), fields)
        if let color = try fields.color("titleColor") { button.titleColor = color }
        return button
    }
}

public struct TextFieldFactory: SceneViewFactory {
    public let kind = "textField"
    public let keys = [
        "text", "placeholder", "rtlText", "rtlPlaceholder", "font", "textColor", "borderStyle", TextKeys.adjustsKey,
    ]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        let field = TextField(
            name: name, text: try fields.string("text") ?? "",
            placeholder: try fields.string("placeholder") ?? "")
        field.rtlText = try fields.string("rtlText")
        field.rtlPlaceholder = try fields.string("rtlPlaceholder")
        field.font = try TextKeys.adjusting(try TextKeys.font(fields, default: field.font), fields)
        if let color = try fields.color("textColor") { field.textColor = color }
        if let style = try fields.choice("borderStyle", TextField.BorderStyle.self) { field.borderStyle = style }
        return field
    }
}

public struct SwitchFactory: SceneViewFactory {
    public let kind = "switch"
    public let keys = ["isOn"]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        Switch(name: name, isOn: try fields.bool("isOn") ?? false)
    }
}

public struct ImageViewFactory: SceneViewFactory {
    public let kind = "imageView"
    public let keys = ["image", "imageSize", "contentMode"]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        let view = ImageView(name: name)
        if let path = try fields.string("image") {
            let resolved = TextKeys.resolve(path, relativeTo: fields.file)
            do throws(TypesettingError) {
                view.image = try ImageView.pngImage(path: resolved)
            } catch {
                throw fields.error("image", "\(fields.context): \(error)", path)
            }
        } else if let size = try fields.mapping("imageSize") {
            try size.checkKeys(["width", "height"])
            guard let width = try size.number("width", .positiveLength("an image's width")),
                let height = try size.number("height", .positiveLength("an image's height"))
            else {
                throw fields.error("imageSize", "an image needs a width and a height", "imageSize")
            }
            view.image = .generated(size: Size(width: width, height: height))
        }
        if let mode = try fields.choice("contentMode", ImageView.ContentMode.self) { view.contentMode = mode }
        return view
    }
}

public struct TextViewFactory: SceneViewFactory {
    public let kind = "textView"
    public let keys = ["text", "rtlText", "font", "textColor", "scrollEnabled", TextKeys.adjustsKey]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        let view = TextView(name: name, text: try fields.string("text") ?? "")
        view.rtlText = try fields.string("rtlText")
        view.font = try TextKeys.adjusting(try TextKeys.font(fields, default: view.font), fields)
        if let color = try fields.color("textColor") { view.textColor = color }
        view.isScrollEnabled = try fields.bool("scrollEnabled") ?? true
        return view
    }
}
