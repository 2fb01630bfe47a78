internal import InterfaceBuilder

// `<constraint>` → NSLayoutConstraint installed on the view that lists it, and `<outlet>` →
// `UINibOutletConnecting` calls, once every view of the document exists.

extension NibObjectBuilder {
    /// Attributes of `<constraint>` read below, or Xcode's own (`symbolic`: a system spacing
    /// Xcode has already written as the constant).
    static let constraintKeys: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier",
        "constant", "priority", "identifier", "symbolic", "placeholder",
    ]

    /// Installs one `<constraint>` listed by `holder` (its first item when it names none);
    /// a constraint that names what is not made, or has a value that is not one, is reported
    /// and left out.
    func install(_ element: IBElement, on holder: UIView) {
        guard element.name == "constraint" else {
            reportOnce("constraints/\(element.name)", element.line, "<\(element.name)> in <constraints> is not applied")
            return
        }
        // Placeholder constraints exist on Xcode's canvas only; the build removes them.
        if element["placeholder"] == "YES" { return }
        for name in element.attributes.keys.sorted() where !Self.constraintKeys.contains(name) {
            reportOnce("constraint.\(name)", element.line, "<constraint>'s \(name) is not applied")
        }
        let id = element["id"] ?? ""
        func leftOut(_ why: String) {
            report(element.line, "the constraint '\(id)' is left out: \(why)")
        }
        guard let first = element["firstItem"].map({ objects[$0] }) ?? holder else {
            return leftOut("its first item '\(element["firstItem"] ?? "")' is not made")
        }
        var second: AnyObject?
        if let secondID = element["secondItem"] {
            guard let object = objects[secondID] else { return leftOut("its second item '\(secondID)' is not made") }
            second = object
        }
        guard let firstAttribute = Self.attribute(element["firstAttribute"] ?? "") else {
            return leftOut("the attribute '\(element["firstAttribute"] ?? "")' is not one")
        }
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if second != nil {
            // Xcode writes no second attribute when it is the first one.
            let name = element["secondAttribute"] ?? element["firstAttribute"] ?? ""
            guard let attribute = Self.attribute(name) else {
                return leftOut("the attribute '\(name)' is not one")
            }
            secondAttribute = attribute
        }
        guard
            let relation = IBConstraintText.relations[element["relation"] ?? "equal"].map(
                NSLayoutConstraint.Relation.init(model:))
        else {
            return leftOut("the relation '\(element["relation"] ?? "")' is not one")
        }
        guard let multiplier = IBConstraintText.multiplier(element["multiplier"] ?? "1").map({ CGFloat($0) }) else {
            return leftOut(
                "the multiplier '\(element["multiplier"] ?? "")' is not a number or a ratio of at most a million")
        }
        guard let constant = Double(element["constant"] ?? "0"), constant.isFinite else {
            return leftOut("the constant '\(element["constant"] ?? "")' is not a number")
        }
        var priority = UILayoutPriority.required
        if let text = element["priority"] {
            guard let value = Float(text), value >= 1, value <= 1000 else {
                return leftOut("the priority '\(text)' is not between 1 and 1000")
            }
            priority = UILayoutPriority(value)
        }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: CGFloat(constant))
        constraint.priority = priority
        constraint.identifier = element["identifier"]
        if !id.isEmpty { objects[id] = constraint }
        holder.addConstraint(constraint)
    }

    /// `2`, `0.5`, or Xcode's ratio `16:9` (16/9).
    /// An attribute as Interface Builder names it (`IBConstraintText`), as UIKit's.
    private static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        IBConstraintText.attributes[name].map(NSLayoutConstraint.Attribute.init(model:))
    }

    /// One `<connections>` entry of `source` (the owner or a view): an outlet is set through
    /// `UINibOutletConnecting`; one that cannot be is reported with its name and the nib.
    func connect(_ element: IBElement, from source: AnyObject) {
        let property = element["property"] ?? ""
        switch element.name {
        case "outlet", "outletCollection":
            guard let destinationID = element["destination"], let destination = objects[destinationID] else {
                report(
                    element.line,
                    "the outlet '\(property)' is not connected: its destination '\(element["destination"] ?? "")' "
                        + "is not made")
                return
            }
            let sourceName = String(describing: type(of: source))
            guard let connecting = source as? UINibOutletConnecting else {
                report(
                    element.line,
                    "the outlet '\(property)' of \(sourceName) is not connected: \(sourceName) does not conform to "
                        + "UINibOutletConnecting, which sets outlets by name on Linux")
                return
            }
            let connected =
                element.name == "outlet"
                ? connecting.connectNibOutlet(property, to: destination)
                : connecting.appendNibOutlet(property, object: destination)
            if !connected {
                // UIKit's exception for a key the class does not have.
                PlumbLayoutIssues.report(
                    .exception(
                        .init(
                            name: "NSUnknownKeyException",
                            reason: "[<\(sourceName)> setValue:forUndefinedKey:]: this class is not key value "
                                + "coding-compliant for the key \(property). (nib '\(nib)', line \(element.line))",
                            constraint: nil)))
            }
        default:
            reportOnce(
                "connection \(element.name)", element.line,
                "<\(element.name)> connections are not made (actions and segues do not run here)")
        }
    }
}
