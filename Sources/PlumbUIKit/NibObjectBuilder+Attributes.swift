internal import AutoLayout
internal import InterfaceBuilder
internal import Typesetting

// A xib's attribute values → UIView's, UILabel's and UIStackView's properties. Each apply
// function answers whether it knew the attribute; one nobody knew is reported by the caller.

extension NibObjectBuilder {
    /// Attributes Xcode writes for its editor (ids, names, canvas state) or that change
    /// nothing Plumb lays out or draws: known, and left alone.
    static let editorAttributes: Set<String> = [
        "id", "key", "userLabel", "customClass", "customModule", "customModuleProvider", "fixedFrame",
        "misplaced", "ambiguous", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "clearsContextBeforeDrawing", "restorationIdentifier",
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    func applyViewAttribute(_ name: String, _ value: String, _ element: IBElement, _ view: UIView) -> Bool {
        switch name {
        case _ where Self.editorAttributes.contains(name): break
        case "contentMode":
            guard let mode = Self.contentModes[value] else { return false }
            view.contentMode = mode
        case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = value != "NO"
        case "clipsSubviews": view.clipsToBounds = value == "YES"
        case "hidden": view.isHidden = value == "YES"
        case "opaque": view.isOpaque = value != "NO"
        case "userInteractionEnabled": view.isUserInteractionEnabled = value != "NO"
        case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = value != "NO"
        case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = value == "YES"
        case "alpha":
            guard let alpha = number(value, name, element) else { return true }
            view.alpha = alpha
        case "tag":
            guard let tag = Int(value) else {
                report(element.line, "tag '\(value)' is not an integer: left at 0")
                return true
            }
            view.tag = tag
        case "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
            "verticalCompressionResistancePriority":
            guard let number = number(value, name, element) else { return true }
            let priority = UILayoutPriority(Float(number))
            let axis: NSLayoutConstraint.Axis = name.hasPrefix("horizontal") ? .horizontal : .vertical
            if name.hasSuffix("HuggingPriority") {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
        default: return false
        }
        return true
    }

    static let alignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    func applyLabelAttribute(_ name: String, _ value: String, _ element: IBElement, _ label: UILabel) -> Bool {
        switch name {
        case "text": label.text = value
        case "textAlignment":
            guard let alignment = Self.alignments[value] else { return false }
            label.textAlignment = alignment
        case "lineBreakMode":
            guard let mode = Self.lineBreakModes[value] else { return false }
            label.lineBreakMode = mode
        case "numberOfLines":
            guard let lines = Int(value), lines >= 0 else {
                report(element.line, "numberOfLines '\(value)' is not a count: left at 1")
                return true
            }
            label.numberOfLines = lines
        case "adjustsFontForContentSizeCategory": label.adjustsFontForContentSizeCategory = value == "YES"
        // Shrinking to fit is not modelled: off (Xcode's default, written on every label) changes nothing.
        case "adjustsFontSizeToFit": return value == "NO"
        case "baselineAdjustment": return element["adjustsFontSizeToFit"] != "YES"
        default: return false
        }
        return true
    }

    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]

    static let distributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    func applyStackAttribute(_ name: String, _ value: String, _ element: IBElement, _ stack: UIStackView) -> Bool {
        switch name {
        case "axis":
            guard value == "vertical" || value == "horizontal" else { return false }
            stack.axis = value == "vertical" ? .vertical : .horizontal
        case "alignment":
            guard let alignment = Self.stackAlignments[value] else { return false }
            stack.alignment = alignment
        case "distribution":
            guard let distribution = Self.distributions[value] else { return false }
            stack.distribution = distribution
        case "spacing":
            guard let spacing = number(value, name, element) else { return true }
            stack.spacing = spacing
        case "baselineRelativeArrangement": stack.isBaselineRelativeArrangement = value == "YES"
        case "layoutMarginsRelativeArrangement": stack.isLayoutMarginsRelativeArrangement = value == "YES"
        default: return false
        }
        return true
    }

    /// `<color key=…>`: a view's background and tint, a label's text colour.
    func applyColor(_ element: IBElement, to view: UIView) {
        let key = element["key"] ?? ""
        guard ["backgroundColor", "tintColor"].contains(key) || (key == "textColor" && view is UILabel) else {
            reportOnce("color \(key)", element.line, "the colour '\(key)' is not applied")
            return
        }
        let color: UIColor
        switch IBColor.read(element, resources: resources) {
        case let .success(model): color = UIColor(model: model)
        case let .failure(.unknownColor(name)):
            report(element.line, "the colour '\(name)' is not known: '\(key)' is left as it was")
            return
        case .failure(.malformedColor):
            report(element.line, "the colour '\(key)' has components that are not numbers: left as it was")
            return
        }
        switch key {
        case "backgroundColor": view.backgroundColor = color
        case "tintColor": view.tintColor = color
        default: (view as? UILabel)?.textColor = color
        }
    }

    /// `<fontDescription>` → the label's font (IBFont: system, text style, or by name).
    func applyFont(_ element: IBElement, to label: UILabel) {
        switch IBFont.read(element) {
        case let .font(font):
            label.font = UIFont(model: font)
        case let .approximated(font, reason):
            label.font = UIFont(model: font)
            report(element.line, "the label's font: \(reason)")
        case let .malformed(text):
            report(element.line, "the font size '\(text)' is not a number: the label keeps the system font")
        }
    }

    /// A finite number, else nil with a report naming the attribute.
    func number(_ text: String, _ name: String, _ element: IBElement) -> CGFloat? {
        guard let value = Double(text), value.isFinite else {
            report(element.line, "\(name) '\(text)' is not a number: left out")
            return nil
        }
        return CGFloat(value)
    }
}
