internal import AutoLayout

/// UIKit's "Unable to simultaneously satisfy constraints" block for a conflict, as iOS 13 and
/// later print it (`reference/uikit-log-format.md`): the tab-indented header, with its Note
/// line only when an autoresizing constraint is listed, one `"<Class:0xADDR …   (active)>"`
/// entry per member, the broken one again after "Will attempt to recover by breaking
/// constraint ", and the footer naming `<UIKitCore/UIView.h>`. `plumb explain --log` reads it
/// back (the ConsoleLog reader).
///
/// The team's constraints are printed from the `NSLayoutConstraint`s themselves: their items
/// by class (module-qualified for the team's own, as UIKit does), pseudo-address and label
/// text, their attributes in UIKit's words. The engine's own (the frame an autoresizing view
/// is pinned to, a margins guide) are printed from the engine's description of them, with
/// views and guides named as UIKit names them.
@MainActor
enum UIKitConsoleText {
    static func text(of conflict: Layout.Conflict, in root: UIView) -> String {
        let names = ItemNames(root: root)
        var entries: [String] = []
        var brokenEntry = ""
        var listsAutoresizing = false
        let ids = conflict.constraintIDs
        for (index, label) in conflict.constraints.enumerated() {
            let id = index < ids.count ? ids[index] : nil
            let entry: String
            if let id, let constraint = root.heldConstraint(id: id) {
                entry = Self.entry(of: constraint, names: names)
            } else if let margins = Self.marginEntries(engineLabel: label, names: names) {
                // UIKit holds a margins guide with a constraint per side; the engine with one
                // for its width or height, printed as UIKit's pair.
                entries += margins.dropLast()
                entry = margins[margins.count - 1]
            } else {
                entry = Self.entry(engineLabel: label, index: index, names: names)
                if entry.hasPrefix("<NSAutoresizingMaskLayoutConstraint") { listsAutoresizing = true }
            }
            entries.append(entry)
            if (id != nil && id == conflict.brokenConstraintID) || (id == nil && label == conflict.broken) {
                brokenEntry = entry
            }
        }
        if brokenEntry.isEmpty, let id = conflict.brokenConstraintID, let constraint = root.heldConstraint(id: id) {
            brokenEntry = Self.entry(of: constraint, names: names)
        }
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if listsAutoresizing {
            text +=
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n" + entries.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(brokenEntry)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text +=
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
            + "may also be helpful.\n"
        return text
    }

    /// `<NSLayoutConstraint:0x… ['identifier' ]first.attr REL [m*]second.attr [± c]   (active)>`.
    static func entry(of constraint: NSLayoutConstraint, names: ItemNames) -> String {
        let first = constraint.firstItem.map { names.describe($0) } ?? "nil"
        var body = "\(first).\(constraint.firstAttribute) \(symbol(constraint.relation))"
        if let second = constraint.secondItem {
            let multiplier = constraint.multiplier == 1 ? "" : "\(number(Double(constraint.multiplier)))*"
            body += " \(multiplier)\(names.describe(second)).\(constraint.secondAttribute)"
            if constraint.constant != 0 { body += " \(signed(Double(constraint.constant)))" }
        } else {
            body += " \(number(Double(constraint.constant)))"
        }
        let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
        return
            "<NSLayoutConstraint:\(address(constraint: constraint.model.constraintID)) \(identifier)\(body)   (active)>"
    }

    /// One of the engine's own constraints, from its description (`[h=… v=… ]['id' ]Item.Attr
    /// REL [m x ]Item.Attr [± c][ (note)]`): autoresizing ones as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`, the rest as layout constraints. A description
    /// this does not read is printed as it is, inside the entry, rather than dropped.
    static func entry(engineLabel label: String, index: Int, names: ItemNames) -> String {
        var rest = Substring(label)
        // Notes the engine adds after the equation, such as `(device)` or `(layout guide)`.
        if let open = rest.range(of: " (", options: .backwards), rest.hasSuffix(")") {
            rest = rest[..<open.lowerBound]
        }
        var flags: String?
        if rest.hasPrefix("h=") {
            let parts = rest.split(separator: " ", maxSplits: 2)
            if parts.count == 3 {
                flags = "\(parts[0]) \(parts[1])"
                rest = parts[2]
            }
        }
        var identifier = ""
        if rest.hasPrefix("'"), let close = rest.dropFirst().firstIndex(of: "'") {
            identifier = String(rest[...close]) + " "
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        let address = address(engineConstraint: index)
        guard let body = equation(rest, names: names, autoresizing: flags != nil) else {
            return "<NSLayoutConstraint:\(address) \(identifier)\(rest)   (active)>"
        }
        if let flags {
            return "<NSAutoresizingMaskLayoutConstraint:\(address) \(flags) \(identifier)\(body)   (active)>"
        }
        return "<NSLayoutConstraint:\(address) \(identifier)\(body)   (active)>"
    }

    /// A margins guide's size (`View.Margins.Width (layout guide)`) or one margin
    /// (`View.LeftMargin = 8`) as UIKit's guide constraints:
    /// `'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:…](LTR)`.
    static func marginEntries(engineLabel label: String, names: ItemNames) -> [String]? {
        var text = Substring(label)
        if text.hasSuffix(" (layout guide)") { text = text.dropLast(" (layout guide)".count) }
        if text.hasSuffix(" (device)") { text = text.dropLast(" (device)".count) }
        var sides: [String] = []
        var viewName = ""
        if text.hasSuffix(".Margins.Width") || text.hasSuffix(".Margins.Height") {
            let horizontal = text.hasSuffix("Width")
            viewName = String(text.dropLast((horizontal ? ".Margins.Width" : ".Margins.Height").count))
            sides = horizontal ? ["left", "right"] : ["top", "bottom"]
        } else if let equals = text.range(of: " = "),
            let dot = text[..<equals.lowerBound].lastIndex(of: "."),
            case let attribute = text[text.index(after: dot)..<equals.lowerBound], attribute.hasSuffix("Margin")
        {
            viewName = String(text[..<dot])
            sides = [attribute.dropLast("Margin".count).lowercased()]
        }
        guard !sides.isEmpty, let view = names.view(named: viewName) else { return nil }
        let guide = ItemNames.describe(view.layoutMarginsGuide)
        let owner = ItemNames.describe(view)
        let margins = view.layoutMargins
        return sides.enumerated().map { offset, side in
            let address = address(engineConstraint: 100 + view.node.itemID * 4 + offset)
            let body: String
            switch side {
            case "left": body = "H:|-(\(number(Double(margins.left))))-[\(guide)](LTR)"
            case "right": body = "H:[\(guide)]-(\(number(Double(margins.right))))-|(LTR)"
            case "top": body = "V:|-(\(number(Double(margins.top))))-[\(guide)]"
            default: body = "V:[\(guide)]-(\(number(Double(margins.bottom))))-|"
            }
            return "<NSLayoutConstraint:\(address) 'UIView-\(side)Margin-guide-constraint' \(body)   "
                + "(active, names: '|':\(owner) )>"
        }
    }

    /// `Item.Attr REL [m x ]Item.Attr [± c]` or `Item.Attr REL c` in UIKit's words; nil when
    /// the text is not one.
    static func equation(_ text: Substring, names: ItemNames, autoresizing: Bool) -> String? {
        let relations = [" >= ", " <= ", " = "]
        guard let relation = relations.first(where: { text.contains($0) }),
            let split = text.range(of: relation)
        else { return nil }
        guard let first = anchor(text[..<split.lowerBound], names: names, autoresizing: autoresizing) else {
            return nil
        }
        let uikitRelation = relation == " = " ? "==" : relation.trimmingCharacters(in: .whitespaces)
        var right = text[split.upperBound...]
        if let constant = Double(right) { return "\(first) \(uikitRelation) \(number(constant))" }
        var multiplier = ""
        if let times = right.range(of: " x "), let value = Double(right[..<times.lowerBound]) {
            multiplier = "\(number(value))*"
            right = right[times.upperBound...]
        }
        var constant = ""
        for sign in [" + ", " - "] {
            if let range = right.range(of: sign, options: .backwards),
                let value = Double(right[range.upperBound...])
            {
                constant = " \(signed(sign == " + " ? value : -value))"
                right = right[..<range.lowerBound]
                break
            }
        }
        guard let second = anchor(right, names: names, autoresizing: autoresizing) else { return nil }
        return "\(first) \(uikitRelation) \(multiplier)\(second)\(constant)"
    }

    /// `Item.Attr` → `Class:0x….attr`; autoresizing constraints use UIKit's frame words
    /// (minX, midY, maxX…).
    static func anchor(_ text: Substring, names: ItemNames, autoresizing: Bool) -> String? {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let item = text[..<dot], attribute = text[text.index(after: dot)...]
        guard let described = names.describe(name: String(item)), !attribute.isEmpty else { return nil }
        var word = attribute.prefix(1).lowercased() + attribute.dropFirst()
        if autoresizing {
            word =
                [
                    "left": "minX", "right": "maxX", "top": "minY", "bottom": "maxY", "centerX": "midX",
                    "centerY": "midY",
                ][
                    word] ?? word
        }
        return "\(described).\(word)"
    }

    static func symbol(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        case .lessThanOrEqual: "<="
        }
    }

    /// Numbers as UIKit prints them: six significant digits, no trailing zeros (`54.6667`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.6g", value)
        if text.contains(".") && !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `+ 8`, `- 16`: a space after the sign, as UIKit prints constants.
    static func signed(_ value: Double) -> String { value < 0 ? "- \(number(-value))" : "+ \(number(value))" }

    /// Stable pseudo-addresses in the ranges UIKit's objects print in: views and guides from
    /// their item ids, constraints from their ids, the engine's own by position in the set.
    static func address(item id: Int) -> String { "0x7fb" + hex(id * 16, width: 9) }
    static func address(constraint id: Int) -> String { "0x600" + hex(id * 16, width: 9) }
    static func address(engineConstraint index: Int) -> String { "0x608" + hex((index + 1) * 16, width: 9) }

    private static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// How UIKit names the items of a tree: `UILabel:0x7fb…'Title'`, `MyApp.CardView:0x7fb…`,
/// `UILayoutGuide:0x7fb…'UIViewLayoutMarginsGuide'`; and the views and guides of a tree by the
/// names the engine gives them, for reading its descriptions.
@MainActor
struct ItemNames {
    private var views: [String: UIView] = [:]
    private var guides: [String: UILayoutGuide] = [:]

    init(root: UIView) {
        collect(root)
    }

    private mutating func collect(_ view: UIView) {
        views[view.node.name] = view
        for guide in view.systemGuides.values { guides[guide.model.name] = guide }
        for guide in view.addedGuides { guides[guide.model.name] = guide }
        for child in view.subviews { collect(child) }
    }

    func describe(_ item: AnyObject) -> String {
        if let view = item as? UIView { return Self.describe(view) }
        if let guide = item as? UILayoutGuide { return Self.describe(guide) }
        return "\(type(of: item))"
    }

    func view(named name: String) -> UIView? { views[name] }

    /// An item the engine names; nil for a name that is not in the tree.
    func describe(name: String) -> String? {
        if let view = views[name] { return Self.describe(view) }
        if let guide = guides[name] { return Self.describe(guide) }
        return nil
    }

    static func describe(_ view: UIView) -> String {
        var text = "\(className(of: view)):\(UIKitConsoleText.address(item: view.node.itemID))"
        if let shown = (view as? UILabel)?.text ?? (view as? UIButton)?.currentTitle, !shown.isEmpty {
            // UIKit shows the first 25 characters of a label's text.
            text += shown.count > 25 ? "'\(shown.prefix(25))...'" : "'\(shown)'"
        }
        return text
    }

    static func describe(_ guide: UILayoutGuide) -> String {
        let identifier = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
        // A scroll view's guides are a private subclass on iOS, and print as one.
        let className = guide is ScrollViewLayoutGuide ? "_UIScrollViewLayoutGuide" : "UILayoutGuide"
        return "\(className):\(UIKitConsoleText.address(item: guide.model.itemID))\(identifier)"
    }

    /// UIKit's classes by their own names; a team's module-qualified (`Prox.PlaceDetailsView`),
    /// as the Objective-C runtime names Swift classes.
    /// Worked out once per class: every view is named at `init`, and the runtime's reflection
    /// (`String(reflecting:)`) cost 0.8 M instructions for each 53-view screen built.
    static func className(of view: UIView) -> String {
        let type = type(of: view)
        if let known = classNames[ObjectIdentifier(type)] { return known }
        let qualified = String(reflecting: type)
        let name =
            if qualified.hasPrefix("PlumbUIKit.") {
                String(qualified.dropFirst("PlumbUIKit.".count))
            } else {
                // A class declared inside a function has no name the runtime could print.
                qualified.contains("(") ? "\(type)" : qualified
            }
        classNames[ObjectIdentifier(type)] = name
        return name
    }

    /// View class names by class (a class's identity, never a view's: the names are the
    /// output, whatever the order of lookups).
    private static var classNames: [ObjectIdentifier: String] = [:]
}
