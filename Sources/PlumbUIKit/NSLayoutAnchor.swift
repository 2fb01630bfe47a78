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

    func make<T>(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<T>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        let model = LayoutConstraint(
            item, attribute.model, relation.model, other?.item, other?.attribute.model ?? .notAnAttribute,
            multiplier: Double(multiplier), constant: Double(constant))
        return NSLayoutConstraint(
            model: model, firstItem: owner, firstAttribute: attribute, secondItem: other?.owner,
            secondAttribute: other?.attribute ?? .notAnAttribute, relation: relation)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// UIKit's `NSLayoutXAxisAnchor`: leading, trailing, left, right and centre x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// UIKit's `NSLayoutYAxisAnchor`: top, bottom, centre y and the baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
