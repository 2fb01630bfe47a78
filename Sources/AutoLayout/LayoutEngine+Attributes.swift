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
    /// `direction`, the direction of the view holding the constraint.
    func rootExpression(_ item: LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection) -> Expression {
        let v = variables(for: item)
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
            let rule = (item as? View).map { attribute == .firstBaseline ? $0.firstBaseline : $0.lastBaseline }
                ?? .bottomEdge
            return v.y + rule.fractionOfHeight * v.height + rule.offset
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
                  direction: LayoutDirection, flipped: Bool) -> Expression
    {
        let position = rootExpression(item, attribute, direction)
        guard attribute.isLocation else { return position }
        let h = variables(for: holder)
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
        let lhs = measured(constraint.firstItem, first, in: holder, direction: direction, flipped: flipped)
        var rhs = Expression(constant: constraint.constant)
        if let item = constraint.secondItem, second != .notAnAttribute {
            rhs = constraint.multiplier * measured(item, second, in: holder, direction: direction, flipped: flipped)
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
