/// Marker types that keep illegal x-axis pairings from compiling: leading/trailing pair with
/// each other and centre; left/right with each other and centre; centre with either.
public protocol XAxisFlavor {}
public protocol PairsWithDirectional: XAxisFlavor {}
public protocol PairsWithAbsolute: XAxisFlavor {}
/// Leading and trailing: flip with the layout direction.
public enum Directional: PairsWithDirectional {}
/// Left and right: never flip.
public enum Absolute: PairsWithAbsolute {}
/// Centre x: pairs with both and follows its partner's direction.
public enum Center: PairsWithDirectional, PairsWithAbsolute {}

/// An x-axis anchor (`NSLayoutXAxisAnchor`), typed by flavour.
public struct XAxisAnchor<Flavor: XAxisFlavor> {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    func make<F>(_ relation: LayoutRelation, _ other: XAxisAnchor<F>, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, relation, other.item, other.attribute, multiplier: 1, constant: constant)
    }
}

extension XAxisAnchor where Flavor: PairsWithDirectional {
    public func constraint<F: PairsWithDirectional>(equalTo other: XAxisAnchor<F>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, other, constant)
    }
    public func constraint<F: PairsWithDirectional>(greaterThanOrEqualTo other: XAxisAnchor<F>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, other, constant)
    }
    public func constraint<F: PairsWithDirectional>(lessThanOrEqualTo other: XAxisAnchor<F>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, other, constant)
    }
}

extension XAxisAnchor where Flavor: PairsWithAbsolute {
    public func constraint<F: PairsWithAbsolute>(equalTo other: XAxisAnchor<F>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, other, constant)
    }
    public func constraint<F: PairsWithAbsolute>(greaterThanOrEqualTo other: XAxisAnchor<F>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, other, constant)
    }
    public func constraint<F: PairsWithAbsolute>(lessThanOrEqualTo other: XAxisAnchor<F>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, other, constant)
    }
}

extension XAxisAnchor where Flavor == Center {
    // Centre to centre matches both generic families; this exact overload settles it.
    public func constraint(equalTo other: XAxisAnchor<Center>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant)
    }
    public func constraint(greaterThanOrEqualTo other: XAxisAnchor<Center>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant)
    }
    public func constraint(lessThanOrEqualTo other: XAxisAnchor<Center>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant)
    }
}

/// A y-axis anchor (`NSLayoutYAxisAnchor`): top, bottom, centre y and baselines.
public struct YAxisAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    func make(_ relation: LayoutRelation, _ other: YAxisAnchor, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, relation, other.item, other.attribute, multiplier: 1, constant: constant)
    }

    public func constraint(equalTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant)
    }
    public func constraint(greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant)
    }
    public func constraint(lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant)
    }
}

/// A width or height anchor (`NSLayoutDimension`).
public struct DimensionAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    func make(_ relation: LayoutRelation, _ other: DimensionAnchor, _ multiplier: Double, _ constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item, attribute, relation, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }

    func make(_ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, relation, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }

    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, other, multiplier, constant)
    }
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, other, multiplier, constant)
    }
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, other, multiplier, constant)
    }
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, constant) }
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, constant)
    }
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, constant)
    }
}
