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
    func marginInsets(of item: LayoutItem) -> (left: Expression, right: Expression, top: Expression, bottom: Expression)
    {
        let margins = horizontalMargins(of: item)
        let insets = verticalMargins(of: item)
        var top = Expression(constant: insets.top)
        var bottom = Expression(constant: insets.bottom)
        if let safe = safeAreaMargins(of: item) {
            top = top + Expression(safe.top)
            bottom = bottom + Expression(safe.bottom)
        }
        return (margins.left.expression, margins.right.expression, top, bottom)
    }

    /// The root's safe-area insets, when its margins are measured from the safe area (UIKit
    /// since iOS 11: `insetsLayoutMarginsFromSafeArea`) and it is not being fitted.
    func safeAreaMargins(of item: LayoutItem) -> (top: Variable, bottom: Variable)? {
        guard let view = item as? View, view === root, fitting == nil, view.insetsLayoutMarginsFromSafeArea else {
            return nil
        }
        return (environmentVariables.topInset, environmentVariables.bottomInset)
    }

    /// One horizontal margin: a number of points, or for the root the device's margin
    /// variable (it changes with the orientation).
    enum MarginValue {
        case points(Double)
        case variable(Variable)

        var expression: Expression {
            switch self {
            case let .points(value): Expression(constant: value)
            case let .variable(variable): Expression(variable)
            }
        }
    }

    func horizontalMargins(of item: LayoutItem) -> (left: MarginValue, right: MarginValue) {
        guard let view = item as? View else { return (.points(0), .points(0)) }
        if view === root && fitting == nil && view.directionalLayoutMargins == nil {
            return (.variable(environmentVariables.marginLeft), .variable(environmentVariables.marginRight))
        }
        let insets = (view.directionalLayoutMargins ?? View.defaultLayoutMargins).resolved(effectiveDirection(of: view))
        return (.points(insets.left), .points(insets.right))
    }

    func verticalMargins(of item: LayoutItem) -> (top: Double, bottom: Double) {
        guard let view = item as? View else { return (0, 0) }
        if view === root && fitting == nil && view.directionalLayoutMargins == nil { return (0, 0) }
        let insets = (view.directionalLayoutMargins ?? View.defaultLayoutMargins).resolved(effectiveDirection(of: view))
        return (insets.top, insets.bottom)
    }

    /// The attribute's position (or size) in root coordinates; leading/trailing resolve with
    /// `direction`, the direction of the view holding the constraint. `frameItem` lends its
    /// rectangle while `item` keeps its margins (a scroll view's edges on its content guide).
    func rootExpression(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection,
        frameOf frameItem: LayoutItem? = nil
    ) -> Expression {
        var sum = LinearSum()
        let constant = addPosition(item, attribute, direction, frameOf: frameItem, times: 1, to: &sum)
        return sum.expression(constant: constant)
    }

    /// Adds `scale ×` the terms of the attribute's position (see `rootExpression`) to `sum`
    /// and returns the position's constant, unscaled: callers combine constants in the order
    /// the operator arithmetic did, so results stay bit for bit the same.
    func addPosition(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection,
        frameOf frameItem: LayoutItem? = nil, times scale: Double, to sum: inout LinearSum
    ) -> Double {
        // A preserving view's margins move with the solution: its margin attributes are its
        // margins guide's edges (`LayoutEngine+PreservedMargins`).
        if attribute.isMargin, frameItem == nil, let guide = preservedMarginsGuide(of: item) {
            return addPosition(guide, attribute.onMarginsGuide, direction, times: scale, to: &sum)
        }
        let v = variables(for: frameItem ?? item)
        let ltr = direction == .leftToRight
        func leftEdge() { sum.add(v.xReference, scale) }
        func rightEdge() { sum.add(v.xReference, scale); sum.add(v.widthReference, scale) }
        // A margin's signed constant, unscaled; a margin variable becomes a term instead.
        func margin(_ value: MarginValue, sign: Double, weight: Double = 1) -> Double {
            switch value {
            case let .points(points): return sign * points
            case let .variable(variable):
                sum.add(variable, scale * weight * sign)
                return 0
            }
        }
        switch attribute {
        case .left: leftEdge()
        case .right: rightEdge()
        case .top: sum.add(v.yReference, scale)
        case .bottom: sum.add(v.yReference, scale); sum.add(v.heightReference, scale)
        case .leading: if ltr { leftEdge() } else { rightEdge() }
        case .trailing: if ltr { rightEdge() } else { leftEdge() }
        case .width: sum.add(v.widthReference, scale)
        case .height: sum.add(v.heightReference, scale)
        case .centerX: sum.add(v.xReference, scale); sum.add(v.widthReference, scale * 0.5)
        case .centerY: sum.add(v.yReference, scale); sum.add(v.heightReference, scale * 0.5)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? View else {
                sum.add(v.yReference, scale)
                sum.add(v.heightReference, scale)
                return 0
            }
            // A container's baseline is one of its descendants' (a stack's first view's).
            let first = attribute == .firstBaseline
            let delegate = first ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            let source = delegate !== view && delegate.isDescendant(of: view) ? delegate : view
            let b = variables(for: source)
            let rule =
                first
                ? source.firstBaseline(contentSize: environment.contentSize)
                : source.lastBaseline(contentSize: environment.contentSize)
            sum.add(b.yReference, scale)
            sum.add(b.heightReference, scale * rule.fractionOfHeight)
            return rule.offset
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin:
            let margins = horizontalMargins(of: item)
            let onLeft: Bool
            switch attribute {
            case .leftMargin: onLeft = true
            case .leadingMargin: onLeft = ltr
            case .trailingMargin: onLeft = !ltr
            default: onLeft = false
            }
            if onLeft {
                leftEdge()
                return margin(margins.left, sign: 1)
            }
            rightEdge()
            return margin(margins.right, sign: -1)
        case .centerXWithinMargins:
            // ½ × ((x + left) + (x + width − right)), term by term as the operators would.
            let margins = horizontalMargins(of: item)
            sum.add(v.xReference, scale * 0.5)
            let left = margin(margins.left, sign: 1, weight: 0.5)
            sum.add(v.xReference, scale * 0.5)
            sum.add(v.widthReference, scale * 0.5)
            let right = margin(margins.right, sign: -1, weight: 0.5)
            return 0.5 * (left + right)
        case .topMargin:
            sum.add(v.yReference, scale)
            if let safe = safeAreaMargins(of: item) { sum.add(safe.top, scale) }
            return verticalMargins(of: item).top
        case .bottomMargin:
            sum.add(v.yReference, scale)
            sum.add(v.heightReference, scale)
            if let safe = safeAreaMargins(of: item) { sum.add(safe.bottom, -scale) }
            return -verticalMargins(of: item).bottom
        case .centerYWithinMargins:
            let insets = verticalMargins(of: item)
            sum.add(v.yReference, scale * 0.5)
            sum.add(v.yReference, scale * 0.5)
            sum.add(v.heightReference, scale * 0.5)
            if let safe = safeAreaMargins(of: item) {
                sum.add(safe.top, scale * 0.5)
                sum.add(safe.bottom, -scale * 0.5)
            }
            return 0.5 * (insets.top - insets.bottom)
        case .notAnAttribute:
            break
        }
        return 0
    }

    /// Adds `scale ×` the attribute measured in `holder`'s bounds (flipped: from its right
    /// edge, growing leftwards, for leading-based constraints in right-to-left layouts) and
    /// returns the constant, as `addPosition` does.
    func addMeasured(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in holder: View, direction: LayoutDirection,
        flipped: Bool, frameOf frameItem: LayoutItem?, times scale: Double,
        to sum: inout LinearSum
    ) -> Double {
        guard attribute.isLocation else {
            return addPosition(item, attribute, direction, frameOf: frameItem, times: scale, to: &sum)
        }
        // A scroll view's bounds are its content's coordinates.
        let h = variables(for: hasScrollViews ? (holder as? ScrollView)?.contentLayoutGuide ?? holder : holder)
        if attribute.axis == .vertical {
            let constant = addPosition(item, attribute, direction, frameOf: frameItem, times: scale, to: &sum)
            sum.add(h.yReference, -scale)
            return constant
        }
        if flipped {
            sum.add(h.xReference, scale)
            sum.add(h.widthReference, scale)
            return -addPosition(item, attribute, direction, frameOf: frameItem, times: -scale, to: &sum)
        }
        let constant = addPosition(item, attribute, direction, frameOf: frameItem, times: scale, to: &sum)
        sum.add(h.xReference, -scale)
        return constant
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
        let followsDirection =
            first.isDirectional || second.isDirectional
            || (first.isCenterX && (second.isCenterX || second == .notAnAttribute))
        let flipped = direction == .rightToLeft && followsDirection
        var sum = LinearSum()
        let lhsConstant = addMeasured(
            constraint.firstItem, first, in: holder, direction: direction, flipped: flipped,
            frameOf: contentAttachment(constraint.firstItem, first, other: constraint.secondItem), times: 1, to: &sum)
        // `lhs − rhs` with rhs = multiplier × measured + constant, constants in that order.
        var rhsConstant = constraint.constant
        if let item = constraint.secondItem, second != .notAnAttribute {
            let frameItem = contentAttachment(item, second, other: constraint.firstItem)
            let measured = addMeasured(
                item, second, in: holder, direction: direction, flipped: flipped,
                frameOf: frameItem, times: -constraint.multiplier, to: &sum)
            rhsConstant = constraint.multiplier * measured + constraint.constant
        }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(
            sum.expression(constant: lhsConstant + -1.0 * rhsConstant), relation,
            priority: constraint.priority, describedBy: constraint)
    }
}
