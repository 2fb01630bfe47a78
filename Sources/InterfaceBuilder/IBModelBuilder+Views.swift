import AutoLayout
import SceneModel
import Typesetting

// Element → view: the kinds Plumb models, UIKit's other controls as plain views with their
// intrinsic sizes, and what every view has.

extension IBModelBuilder {
    /// Elements that are plain views in the model, with no intrinsic size.
    static let plainKinds: Set<String> = [
        "view", "tableViewCellContentView", "collectionViewCellContentView", "tableViewCell", "collectionViewCell",
        "collectionReusableView", "tableView", "collectionView", "visualEffectView", "containerView",
    ]

    /// Controls drawn as plain views, with the intrinsic size Xcode stored for them on the
    /// axes where UIKit gives them one (`docs/interface-builder.md` lists the sources).
    static let sizedControls: [String: (width: Bool, height: Bool)] = [
        "slider": (false, true), "segmentedControl": (true, true), "progressView": (false, true),
        "activityIndicatorView": (true, true), "pageControl": (true, true), "stepper": (true, true),
        "datePicker": (true, true), "searchBar": (false, true), "navigationBar": (false, true),
        "toolbar": (false, true), "tabBar": (false, true), "pickerView": (true, true),
    ]

    /// UIKit controls whose alignment rectangle is inset from their frame, as the frames
    /// Xcode stores show: a slider pinned 20 points in is stored at x = 18 and 4 points wider,
    /// and a segmented control under a 24-point height constraint is stored 25 high with the
    /// next view placed from its 24th point (docs/interface-builder.md, "Alignment rectangles").
    /// Xcode 26's slider has none: DataDog's `InputElements` re-saved by it moved each slider
    /// from (−2, y, 381, 31) to (0, y, 377, 34) ("fix testSliders on Xcode 26").
    static func alignmentInsets(of kind: String, toolsVersion: Int) -> EdgeInsets {
        if kind == "slider" && toolsVersion >= IBCanvasInsets.Era.xcode26 { return .zero }
        return alignmentInsets[kind] ?? .zero
    }

    static let alignmentInsets: [String: EdgeInsets] = [
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    func makeKind(_ element: IBElement) throws(SceneError) -> View {
        let name = element.name
        switch name {
        case "label": return try makeLabel(element)
        case "button": return try makeButton(element)
        case "textField":
            let field = TextField(
                name: name, text: textValue(element, "text") ?? "",
                placeholder: element["placeholder"] ?? "")
            if let font = try font(element) { field.font = font }
            field.font.adjustsForContentSize = element["adjustsFontForContentSizeCategory"] == "YES"
            if let color = color(element, key: "textColor") { field.textColor = color }
            // Absent, the style is none: Interface Builder writes `roundedRect` when it is.
            field.borderStyle = element["borderStyle"].flatMap(TextField.BorderStyle.init(rawValue:)) ?? .none
            return field
        case "textView":
            let view = TextView(name: name, text: textValue(element, "text") ?? "")
            if let font = try font(element) { view.font = font }
            view.font.adjustsForContentSize = element["adjustsFontForContentSizeCategory"] == "YES"
            if let color = color(element, key: "textColor") { view.textColor = color }
            view.isScrollEnabled = element["scrollEnabled"] != "NO"
            return view
        case "switch":
            return Switch(name: name, isOn: element["on"] == "YES")
        case "imageView":
            return makeImageView(element)
        case "stackView":
            return try makeStack(element)
        case "scrollView":
            return ScrollView(name: name)
        default:
            break
        }
        let view = View(name: name)
        if let axes = Self.sizedControls[name] {
            view.alignmentRectInsets = Self.alignmentInsets(of: name, toolsVersion: toolsVersion)
            // Intrinsic sizes are the alignment rectangle's, as constraints are.
            if let frame = try storedFrame(element)?.inset(by: view.alignmentRectInsets) {
                view.explicitIntrinsicContentSize = Size(
                    width: axes.width ? frame.width : View.noIntrinsicMetric,
                    height: axes.height ? frame.height : View.noIntrinsicMetric)
            }
            warn("control:" + name, element, "drawn as a plain view with the intrinsic size Xcode stored", name)
        } else if !Self.plainKinds.contains(name) {
            // A plain view at its stored frame: the stored size stands in for whatever size
            // UIKit would give it, so constraints that lean on one still hold.
            if let frame = try storedFrame(element) {
                view.explicitIntrinsicContentSize = Size(width: frame.width, height: frame.height)
            }
            warn("unknown:" + name, element, "unsupported element, laid out as a plain view of its stored size", name)
        }
        return view
    }

    /// Text from an attribute, a `<string key=…>` child, or an attributed string's fragments.
    func textValue(_ element: IBElement, _ key: String) -> String? {
        if let text = element[key] { return text }
        if let string = element.child("string", key: key) { return string["text"] ?? "" }
        let attributedKey = "attributed" + key.prefix(1).uppercased() + key.dropFirst()
        if let attributed = element.child("attributedString", key: attributedKey) {
            return attributed.children(named: "fragment").map {
                $0["content"] ?? $0.child("string", key: "content")?["text"] ?? ""
            }
            .joined()
        }
        return nil
    }

    func font(_ element: IBElement, key: String = "fontDescription") throws(SceneError) -> Font? {
        guard let description = element.child("fontDescription", key: key) else {
            return try attributedFont(element)
        }
        switch IBFont.read(description) {
        case let .font(font):
            return font
        case let .approximated(font, message):
            warn(
                "font:" + message, description, message,
                description["name"] ?? description["style"] ?? description["type"] ?? "")
            return font
        case let .malformed(text):
            throw error(description, "malformed font size", text)
        }
    }

    /// An attributed text's font, from its first fragment's `NSFont` (`metaFont` is a system
    /// font; `name` a custom one): what the label draws when it has no font of its own.
    private func attributedFont(_ element: IBElement) throws(SceneError) -> Font? {
        guard let attributed = element.children.first(where: { $0.name == "attributedString" }),
            let font = attributed.child("fragment")?.child("attributes")?.child("font", key: "NSFont")
        else { return nil }
        var description = IBElement(name: "fontDescription", line: font.line)
        description.attributes["pointSize"] = font["size"]
        if let name = font["name"] {
            description.attributes["name"] = name
        } else {
            description.attributes["type"] =
                (font["metaFont"] ?? "").lowercased().contains("bold") ? "boldSystem" : "system"
        }
        switch IBFont.read(description) {
        case let .font(font): return font
        case let .approximated(font, message):
            warn("font:" + message, description, message, description["name"] ?? "")
            return font
        case let .malformed(text): throw error(font, "malformed font size", text)
        }
    }

    func color(_ element: IBElement, key: String) -> Color? {
        guard let colorElement = element.child("color", key: key) else { return nil }
        switch IBColor.read(colorElement, resources: resources) {
        case let .success(color):
            return color
        case let .failure(problem):
            let text: String
            switch problem {
            case let .unknownColor(name): text = name
            case .malformedColor: text = key
            }
            warn("color:" + text, colorElement, "colour not known, left out", text)
            return nil
        }
    }

    private func makeLabel(_ element: IBElement) throws(SceneError) -> View {
        let label = Label(name: "label", text: textValue(element, "text") ?? "")
        if let font = try font(element) { label.font = font }
        label.font.adjustsForContentSize = element["adjustsFontForContentSizeCategory"] == "YES"
        if let color = color(element, key: "textColor") { label.textColor = color }
        if let alignment = element["textAlignment"] {
            label.textAlignment = TextAlignment(rawValue: alignment) ?? .natural
        }
        if let lines = element["numberOfLines"] {
            guard let count = Int(lines), count >= 0, count <= 100_000 else {
                throw error(element, "malformed numberOfLines", lines)
            }
            label.numberOfLines = count
        }
        if let mode = element["lineBreakMode"] { label.lineBreakMode = Self.lineBreakMode(mode) }
        if let width = element["preferredMaxLayoutWidth"] {
            guard let value = Double(width), value.isFinite, value >= 0 else {
                throw error(element, "malformed preferredMaxLayoutWidth", width)
            }
            label.preferredMaxLayoutWidth = value
        }
        if element.children.contains(where: { $0.name == "variation" && $0.child("fontDescription") != nil }) {
            warn(
                "font variation", element, "size-class fonts are not applied; the default font is used",
                element["id"] ?? "label")
        }
        return label
    }

    static func lineBreakMode(_ text: String) -> LineBreakMode {
        switch text {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "middleTruncation": .byTruncatingMiddle
        default: .byTruncatingTail
        }
    }

    private func makeButton(_ element: IBElement) throws(SceneError) -> View {
        let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration")
        // A configuration's title is the one shown; the state's is what the button had before.
        let title = configuration.flatMap { textValue($0, "title") } ?? normal.flatMap { textValue($0, "title") } ?? ""
        let button = Button(name: "button", title: title)
        // A configuration's title is the body style's 17 points unless it names a font.
        if configuration != nil { button.adoptConfiguration() }
        if let font = try font(element) {
            button.titleFont = font
        } else if let configuration, let font = try font(configuration, key: "titleFontDescription") {
            button.titleFont = font
        }
        button.titleFont.adjustsForContentSize = element["adjustsFontForContentSizeCategory"] == "YES"
        if let normal, let color = color(normal, key: "titleColor") { button.titleColor = color }
        if let insets = element.child("inset", key: "contentEdgeInsets") {
            button.contentEdgeInsets = try edgeInsets(insets)
        }
        if let image = normal?["image"] ?? configuration?["image"], let resource = resources.images[image] {
            button.imageSize = resource.size
        }
        // The info and add buttons draw a 22-point glyph and no title.
        if let type = element["buttonType"], ["infoDark", "infoLight", "contactAdd", "detailDisclosure"].contains(type)
        {
            button.imageSize = Size(width: 22, height: 22)
        }
        return button
    }

    /// Insets in the three spellings IB writes: `<inset minX minY maxX maxY>` (a button's
    /// content insets), `<edgeInsets top left bottom right>` (layout margins) and
    /// `<directionalEdgeInsets top leading bottom trailing>`, as (top, left or leading,
    /// bottom, right or trailing).
    private func edgeInsets(_ element: IBElement) throws(SceneError) -> EdgeInsets {
        let keys: [String]
        switch element.name {
        case "edgeInsets": keys = ["top", "left", "bottom", "right"]
        case "directionalEdgeInsets": keys = ["top", "leading", "bottom", "trailing"]
        default: keys = ["minY", "minX", "maxY", "maxX"]
        }
        var values: [Double] = []
        for key in keys {
            let text = element[key] ?? "0"
            guard let value = Double(text), value.isFinite, abs(value) <= 1e6 else {
                throw error(element, "malformed inset", text)
            }
            values.append(value)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private func makeImageView(_ element: IBElement) -> View {
        let view = ImageView(name: "imageView")
        if let name = element["image"] {
            if let resource = resources.images[name] {
                view.image = .generated(size: resource.size)
            } else {
                warn("image:" + name, element, "image not listed in the document's resources, left empty", name)
            }
        }
        switch element["contentMode"] {
        case "scaleAspectFit": view.contentMode = .aspectFit
        case "scaleAspectFill": view.contentMode = .aspectFill
        case "center": view.contentMode = .center
        default: break
        }
        return view
    }

    private func makeStack(_ element: IBElement) throws(SceneError) -> View {
        let stack = StackView(name: "stackView")
        try stack.performBatchUpdates { () throws(SceneError) in
            if element["axis"] == "vertical" { stack.axis = .vertical }
            if let spacing = element["spacing"] {
                guard let value = Double(spacing), value.isFinite, abs(value) <= 1e6 else {
                    throw error(element, "malformed spacing", spacing)
                }
                stack.spacing = value
            }
            if let text = element["distribution"] {
                guard let distribution = StackView.Distribution(rawValue: text) else {
                    throw error(element, "unknown stack distribution", text)
                }
                stack.distribution = distribution
            }
            if let text = element["alignment"] {
                let aliases: [String: StackView.Alignment] = ["top": .leading, "bottom": .trailing]
                guard let alignment = StackView.Alignment(rawValue: text) ?? aliases[text] else {
                    throw error(element, "unknown stack alignment", text)
                }
                stack.alignment = alignment
            }
            stack.isBaselineRelativeArrangement = element["baselineRelativeArrangement"] == "YES"
            stack.isLayoutMarginsRelativeArrangement = element["layoutMarginsRelativeArrangement"] == "YES"
        }
        return stack
    }

    /// What every view has: the mask and whether it is translated, priorities, hidden, alpha,
    /// clipping, background, margins, direction, and the common runtime attributes.
    func applyCommon(_ element: IBElement, to view: View) throws(SceneError) {
        view.translatesAutoresizingMaskIntoConstraints = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var value: AutoresizingMask = []
            let flags: [(String, AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            for (key, flag) in flags where mask[key] == "YES" { value.insert(flag) }
            view.autoresizingMask = value
        }
        for (prefix, axis) in [("horizontal", LayoutAxis.horizontal), ("vertical", .vertical)] {
            for (suffix, setter) in [
                ("HuggingPriority", view.setContentHuggingPriority),
                ("CompressionResistancePriority", view.setContentCompressionResistancePriority),
            ] {
                guard let text = element[prefix + suffix] else { continue }
                guard let value = Double(text), Priority(value).isValid else {
                    throw error(element, "malformed \(prefix)\(suffix) (1…1000)", text)
                }
                setter(Priority(value), axis)
            }
        }
        // Interface Builder's placeholder intrinsic size is a design-time stand-in: on the
        // canvas it replaces any view's own; at run time the view measures itself, so outside
        // the design it stands in only for a plain or custom view's code-defined size, which
        // Plumb cannot run.
        let placeholderApplies = keepsPlaceholders || type(of: view) == View.self
        for (key, isWidth) in [("placeholderIntrinsicWidth", true), ("placeholderIntrinsicHeight", false)]
        where placeholderApplies {
            guard let text = element[key] else { continue }
            var value = View.noIntrinsicMetric
            if text != "noIntrinsicMetric" {
                guard let number = Double(text), number.isFinite, number >= 0, number <= 1e6 else {
                    throw error(element, "malformed \(key)", text)
                }
                value = number
            }
            if isWidth { view.placeholderIntrinsicWidth = value } else { view.placeholderIntrinsicHeight = value }
        }
        view.isHidden = element["hidden"] == "YES"
        if let alpha = element["alpha"] {
            guard let value = Double(alpha), value.isFinite else { throw error(element, "malformed alpha", alpha) }
            view.alpha = min(max(value, 0), 1)
        }
        view.clipsToBounds = element["clipsSubviews"] == "YES"
        if let color = color(element, key: "backgroundColor") { view.backgroundColor = color }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            let e = try edgeInsets(insets)
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: e.top, leading: e.left, bottom: e.bottom,
                trailing: e.right)
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            let e = try edgeInsets(insets)
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: e.top, leading: e.left, bottom: e.bottom,
                trailing: e.right)
        }
        if element["layoutMarginsFollowReadableWidth"] == "YES" { readableMargins.insert(view.itemID) }
        switch element["semanticContentAttribute"] {
        case "playback": view.semanticContentAttribute = .playback
        case "spatial": view.semanticContentAttribute = .spatial
        case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
        case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
        default: break
        }
        view.preservesSuperviewLayoutMargins = element["preservesSuperviewLayoutMargins"] == "YES"
        try applyRuntimeAttributes(element, to: view)
        try applyAccessibility(element, to: view)
    }

    /// `layer.cornerRadius`, `layer.borderWidth` and `layer.borderColor`; others are reported.
    private func applyRuntimeAttributes(_ element: IBElement, to view: View) throws(SceneError) {
        let list = element.child("userDefinedRuntimeAttributes")?.children(named: "userDefinedRuntimeAttribute") ?? []
        for attribute in list {
            let keyPath = attribute["keyPath"] ?? ""
            func number() throws(SceneError) -> Double {
                let text =
                    attribute["value"] ?? attribute.child("real", key: "value")?["value"]
                    ?? attribute.child("integer", key: "value")?["value"] ?? ""
                guard let value = Double(text), value.isFinite, value >= 0, value <= 1e6 else {
                    throw error(attribute, "malformed \(keyPath)", text)
                }
                return value
            }
            switch keyPath {
            case "layer.cornerRadius": view.cornerRadius = try number()
            case "layer.borderWidth": view.borderWidth = try number()
            case "layer.borderColor", "borderColor":
                if let color = color(attribute, key: "value") { view.borderColor = color }
            default:
                unappliedRuntimeAttributes.append((attribute, keyPath))
            }
        }
    }
}
