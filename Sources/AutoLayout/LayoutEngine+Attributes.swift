import Cassowary

// From a constraint's attributes to solver expressions. Positions are root coordinates;
// a constraint's location attributes are measured in the bounds of its nearest common
// ancestor from the top-leading corner (SPEC §3), which is what gives a multiplier on a
// location its meaning (`Child.Top <= 0.25 × Superview.Bottom`).

extension LayoutEngine {
    /// The direction a view uses: its semantic content attribute against the environment.
    public func effectiveDirection(of view: View) -> LayoutDirection {
        view.semanticContentAttribute.resolve(environment.direction)
    }

    /// A view's margins in absolute directions (root: the device's, as variables).
    func marginInsets(of item: LayoutItem) -> (left: Expression, right: Expression, top: Double, bottom: Double) {
        guard let view = item as? View else { return (Expression(), Expression(), 0, 0) }
        if view === root && fitting == nil && view.directionalLayoutMargins == nil {
            return (Expression(environmentVariables.marginLeft), Expression(environmentVariables.marginRight), 0, 0)
        }
        let insets = (view.directionalLayoutMargins ?? View.defaultLayoutMargins).resolved(effectiveDirection(of: view))
        return (Expression(constant: insets.left), Expression(constant: insets.right), insets.top, insets.bottom)
    }

    /// The attribute's position (or size) in root coordinates; leading/trailing resolve with
    /// `direction`, the direction of the view holding the constraint. `frameItem` lends its
    /// rectangle while `item` keeps its margins (a scroll view's edges on its content guide).
    func rootExpression(_ item: LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection,
                        frameOf frameItem: LayoutItem? = nil) -> Expression
    {
        let v = variables(for: frameItem ?? item)
        let left = Expression(v.x)
        let right = v.x + v.width
        let top = Expression(v.y)
        let bottom = v.y + v.height
        let ltr = direction == .leftToRight
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .leading: return ltr ? left : right
        case .trailing: return ltr ? right : left
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .centerX: return v.x + 0.5 * v.width
        case .centerY: return v.y + 0.5 * v.height
        case .firstBaseline, .lastBaseline:
            guard let view = item as? View else { return bottom }
            // A container's baseline is one of its descendants' (a stack's first view's).
            let first = attribute == .firstBaseline
            let delegate = first ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            let source = delegate !== view && delegate.isDescendant(of: view) ? delegate : view
            let b = variables(for: source)
            let rule = first ? source.firstBaseline : source.lastBaseline
            return b.y + rule.fractionOfHeight * b.height + rule.offset
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            let insets = marginInsets(of: item)
            let leftMargin = left + insets.left
            let rightMargin = right - insets.right
            switch attribute {
            case .leftMargin: return leftMargin
            case .rightMargin: return rightMargin
            case .leadingMargin: return ltr ? leftMargin : rightMargin
            case .trailingMargin: return ltr ? rightMargin : leftMargin
            default: return 0.5 * (leftMargin + rightMargin)
            }
        case .topMargin: return top + marginInsets(of: item).top
        case .bottomMargin: return bottom - marginInsets(of: item).bottom
        case .centerYWithinMargins:
            let insets = marginInsets(of: item)
            return 0.5 * (top + insets.top + bottom - insets.bottom)
        case .notAnAttribute: return Expression()
        }
    }

    /// The attribute measured in `holder`'s bounds (flipped: from its right edge, growing
    /// leftwards, for leading-based constraints in right-to-left layouts).
    func measured(_ item: LayoutItem, _ attribute: LayoutAttribute, in holder: View,
                  direction: LayoutDirection, flipped: Bool, frameOf frameItem: LayoutItem? = nil) -> Expression
    {
        let position = rootExpression(item, attribute, direction, frameOf: frameItem)
        guard attribute.isLocation else { return position }
        // A scroll view's bounds are its content's coordinates.
        let h = variables(for: (holder as? ScrollView)?.contentLayoutGuide ?? holder)
        if attribute.axis == .vertical { return position - h.y }
        return flipped ? (h.x + h.width) - position : position - h.x
    }

    /// The solver constraint for a model constraint (validated first).
    func solverConstraint(for constraint: LayoutConstraint) throws(LayoutError) -> Constraint {
        try constraint.validate()
        let holder: View
        if let current = constraint.holder { holder = current } else { holder = try constraint.findHolder() }
        let direction = effectiveDirection(of: holder)
        let first = constraint.firstAttribute
        let second = constraint.secondAttribute
        // Leading/trailing constraints, and centre-to-centre ones, follow the direction;
        // anything paired with left/right does not (SPEC §3: CenterX follows its partner).
        let followsDirection = first.isDirectional || second.isDirectional
            || (first.isCenterX && (second.isCenterX || second == .notAnAttribute))
        let flipped = direction == .rightToLeft && followsDirection
        let lhs = measured(constraint.firstItem, first, in: holder, direction: direction, flipped: flipped,
                           frameOf: contentAttachment(constraint.firstItem, first, other: constraint.secondItem))
        var rhs = Expression(constant: constraint.constant)
        if let item = constraint.secondItem, second != .notAnAttribute {
            let frameItem = contentAttachment(item, second, other: constraint.firstItem)
            rhs = constraint.multiplier
                * measured(item, second, in: holder, direction: direction, flipped: flipped, frameOf: frameItem)
                + constraint.constant
        }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(lhs - rhs, relation, priority: constraint.priority, label: constraint.description)
    }
}
