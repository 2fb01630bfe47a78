internal import InterfaceBuilder

// `<view>`, `<label>`, `<imageView>`, `<stackView>` → PlumbUIKit's views, made as UIKit makes a
// nib's views (`init?(coder:)`, so a subclass's setup there runs), then given the xib's values.

extension NibObjectBuilder {
    /// The PlumbUIKit class of each element this slice makes.
    static let classes: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "imageView": UIImageView.self, "stackView": UIStackView.self,
        "button": UIButton.self, "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
    ]

    /// The view an element stands for, with its subtree; nil for an element that is not a
    /// view (no frame), which the caller reports.
    func makeView(_ element: IBElement) -> UIView? {
        let base: UIView.Type
        if let known = Self.classes[element.name] {
            base = known
        } else if element.child("rect", key: "frame") != nil {
            // A view PlumbUIKit makes no class for here (a button, a cell, a scroll view): a
            // plain view at its frame keeps its subviews and constraints in place.
            reportOnce(
                "<\(element.name)>", element.line, "<\(element.name)> is made as a plain UIView (not read yet)")
            base = UIView.self
        } else {
            return nil
        }
        let type = customClass(of: element, base: base)
        guard let view = type.init(coder: NibDecoder()) else {
            report(element.line, "\(type)'s init(coder:) returned nil: the view and its subviews are not made")
            return nil
        }
        if let id = element["id"] { objects[id] = view }
        madeViews.append(view)
        apply(element, to: view)
        return view
    }

    /// The element's `customClass` (`Module.Class`, else the bare name) when it is a subclass of
    /// the element's own class; the element's class, reported, when it is not found.
    private func customClass(of element: IBElement, base: UIView.Type) -> UIView.Type {
        guard let name = element["customClass"] else { return base }
        let names = element["customModule"].map { ["\($0).\(name)", name] } ?? [name]
        for candidate in names {
            if let found = NSClassFromString(candidate) as? UIView.Type, found.isSubclass(of: base) {
                return found
            }
        }
        reportOnce(
            "customClass \(name)", element.line,
            "the custom class '\(name)' is not found (or is not a \(base)): made as \(base)")
        return base
    }

    /// The element's attributes and children, on the view made for it. A cell's content view
    /// is framed by its cell, as UIKit frames it, so its stored frame and mask are not applied.
    private func apply(_ element: IBElement, to view: UIView, framedByCell: Bool = false) {
        for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
            if applyViewAttribute(name, value, element, view) { continue }
            if let label = view as? UILabel, applyLabelAttribute(name, value, element, label) { continue }
            if let stack = view as? UIStackView, applyStackAttribute(name, value, element, stack) { continue }
            if let control = view as? UIControl, applyControlAttribute(name, value, element, control) { continue }
            if applyCellAttribute(name, value, element, view) { continue }
            if let imageView = view as? UIImageView, name == "image" {
                imageView.image = UIImage(named: value)
                if imageView.image == nil {
                    report(element.line, "the image '\(value)' is not found: the image view has no image")
                }
                continue
            }
            reportOnce(
                "\(element.name).\(name)", element.line, "<\(element.name)>'s \(name)=\"\(value)\" is not applied")
        }
        for child in element.children {
            if framedByCell && (child.name == "autoresizingMask" || child["key"] == "frame") { continue }
            applyChild(child, of: element, to: view)
        }
    }

    private func applyChild(_ child: IBElement, of element: IBElement, to view: UIView) {
        switch child.name {
        case "rect" where child["key"] == "frame":
            if let frame = rect(child) { view.frame = frame }
        case "autoresizingMask":
            view.autoresizingMask = autoresizingMask(child)
        case "subviews":
            for subElement in child.children {
                guard let subview = makeView(subElement) else {
                    reportOnce(
                        "subview <\(subElement.name)>", subElement.line,
                        "<\(subElement.name)> is not made (not a view)")
                    continue
                }
                // A stack view's subviews in a xib are its arranged subviews, in order.
                if let stack = view as? UIStackView {
                    stack.addArrangedSubview(subview)
                } else {
                    view.addSubview(subview)
                }
            }
        case "constraints":
            pendingConstraints += child.children.map { ($0, view) }
        case "connections":
            pendingConnections += child.children.map { ($0, view) }
        case "color":
            applyColor(child, to: view)
        case "fontDescription" where view is UILabel:
            (view as? UILabel).map { applyFont(child, to: $0) }
        case "fontDescription" where view is UIButton:
            (view as? UIButton)?.titleLabel.map { applyFont(child, to: $0) }
        case "tableViewCellContentView", "collectionViewCellContentView",
            "view" where child["key"] == "contentView":
            guard let contentView = cellContentView(of: view) else {
                reportOnce(
                    "\(element.name)/\(child.name) contentView", child.line,
                    "<\(child.name) key=\"contentView\"> in <\(element.name)> is not applied")
                return
            }
            if let id = child["id"] { objects[id] = contentView }
            apply(child, to: contentView, framedByCell: true)
        case "state" where view is UIButton:
            (view as? UIButton).map { applyState(child, to: $0) }
        case "string" where child["key"] == "text" && view is UILabel:
            (view as? UILabel)?.text = child["text"] ?? ""
        case "nil" where ["highlightedColor", "textColor", "backgroundColor"].contains(child["key"] ?? ""):
            // No colour: UIKit's default, which the view made has (Xcode writes
            // `highlightedColor` out on every label).
            return
        case "point" where child["key"] == "canvasLocation":
            // Where Xcode's canvas shows the view: editor state.
            return
        case _ where child.name.hasPrefix("simulated") || child.name.hasPrefix("freeformSimulated"):
            // The bars and size Xcode's canvas simulates around the view: editor state.
            return
        case "viewLayoutGuide":
            if let id = child["id"] {
                switch child["key"] {
                case "safeArea": objects[id] = view.safeAreaLayoutGuide
                default:
                    reportOnce(
                        "viewLayoutGuide \(child["key"] ?? "")", child.line,
                        "the layout guide '\(child["key"] ?? "")' is not made: constraints to it are left out")
                }
            }
        default:
            reportOnce(
                "\(element.name)/\(child.name)\(child["key"].map { " \($0)" } ?? "")", child.line,
                "<\(child.name)\(child["key"].map { " key=\"\($0)\"" } ?? "")> in <\(element.name)> is not applied")
        }
    }

    /// `<rect x= y= width= height=>`; nil, reported, when a number is missing or not finite.
    func rect(_ element: IBElement) -> CGRect? {
        var values: [CGFloat] = []
        for key in ["x", "y", "width", "height"] {
            guard let text = element[key], let value = Double(text), value.isFinite else {
                report(
                    element.line, "the frame's \(key) '\(element[key] ?? "")' is not a number: the frame is left out")
                return nil
            }
            values.append(CGFloat(value))
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: UIView.AutoresizingMask = []
        for (name, flag) in flags where element[name] == "YES" { mask.insert(flag) }
        return mask
    }
}
