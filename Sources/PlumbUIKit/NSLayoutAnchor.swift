internal import AutoLayout

/// UIKit's `NSLayoutAnchor`: an item's attribute, from which constraints are made. As in
/// UIKit, the type parameter keeps x, y and dimension anchors apart at compile time; a
/// leading anchor against a left one compiles and is refused on activation (UIKit raises).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide whose anchor this is (weak: views keep their anchors alive).
    weak var owner: AnyObject?
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(owner: AnyObject, item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.owner = owner
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A constraint of this anchor, remembering the line of the team's code that made it
    /// (`#fileID:#line`, for reports: UIKit's own constraints have no such line).
    func make<T>(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<T>?, multiplier: CGFloat = 1,
        constant: CGFloat, file: StaticString, line: UInt
    ) -> NSLayoutConstraint {
        let model = LayoutConstraint(
            item, attribute.model, relation.model, other?.item, other?.attribute.model ?? .notAnAttribute,
            multiplier: Double(multiplier), constant: Double(constant))
        let constraint = NSLayoutConstraint(
            model: model, firstItem: owner, firstAttribute: attribute, secondItem: other?.owner,
            secondAttribute: other?.attribute ?? .notAnAttribute, relation: relation)
        constraint.creationSite = "\(file):\(line)"
        return constraint
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: 0, file: file, line: line)
    }

    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, file: file, line: line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, file: file, line: line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, file: file, line: line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c, file: file, line: line)
    }
}

/// UIKit's `NSLayoutXAxisAnchor`: leading, trailing, left, right and centre x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// UIKit's `NSLayoutYAxisAnchor`: top, bottom, centre y and the baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
