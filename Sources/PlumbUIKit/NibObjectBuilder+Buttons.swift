internal import InterfaceBuilder

// `<button>`: its type, alignment and state flags as attributes, its title, title colour and
// image per state as `<state>` children, its title font as `<fontDescription>`.

extension NibObjectBuilder {
    static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    static let horizontalAlignments: [String: UIControl.ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
    ]

    static let verticalAlignments: [String: UIControl.ContentVerticalAlignment] = [
        "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
    ]

    static let states: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    func applyControlAttribute(_ name: String, _ value: String, _ element: IBElement, _ control: UIControl) -> Bool {
        switch name {
        case "enabled": control.isEnabled = value != "NO"
        case "selected": control.isSelected = value == "YES"
        case "highlighted": control.isHighlighted = value == "YES"
        case "contentHorizontalAlignment":
            guard let alignment = Self.horizontalAlignments[value] else { return false }
            control.contentHorizontalAlignment = alignment
        case "contentVerticalAlignment":
            guard let alignment = Self.verticalAlignments[value] else { return false }
            control.contentVerticalAlignment = alignment
        case "buttonType":
            guard let button = control as? UIButton, let type = Self.buttonTypes[value] else { return false }
            button.buttonType = type
        case "lineBreakMode":
            guard let button = control as? UIButton, let mode = Self.lineBreakModes[value] else { return false }
            button.titleLabel?.lineBreakMode = mode
        default: return false
        }
        return true
    }

    /// `<state key="normal" title="…" image="…">` with a `<color key="titleColor">`.
    func applyState(_ element: IBElement, to button: UIButton) {
        guard let state = Self.states[element["key"] ?? ""] else {
            reportOnce(
                "state \(element["key"] ?? "")", element.line,
                "the button state '\(element["key"] ?? "")' is not one: its title and image are left out")
            return
        }
        for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "key": continue
            case "title": button.setTitle(value, for: state)
            case "image":
                guard let image = UIImage(named: value) else {
                    report(element.line, "the image '\(value)' is not found: the button has no image for the state")
                    continue
                }
                button.setImage(image, for: state)
            default:
                reportOnce("state.\(name)", element.line, "<state>'s \(name)=\"\(value)\" is not applied")
            }
        }
        for child in element.children {
            guard child.name == "color", child["key"] == "titleColor" else {
                reportOnce(
                    "state/\(child.name) \(child["key"] ?? "")", child.line,
                    "<\(child.name)\(child["key"].map { " key=\"\($0)\"" } ?? "")> in <state> is not applied")
                continue
            }
            switch IBColor.read(child, resources: resources) {
            case let .success(model): button.setTitleColor(UIColor(model: model), for: state)
            case .failure:
                report(child.line, "the button's title colour cannot be read: left as it was")
            }
        }
    }
}
