import Cassowary

/// Stamps activations so the engine can add constraints in the order they were activated,
/// whichever views hold them.
private let activationCounter = IDCounter()
private let constraintCounter = IDCounter()

/// `item1.attribute1 REL multiplier × item2.attribute2 + constant` at a priority
/// (`NSLayoutConstraint`).
public final class LayoutConstraint: CustomStringConvertible, @unchecked Sendable {
    /// Where a constraint came from, which decides how reports print it.
    public enum Origin: Equatable, Sendable {
        /// Written by hand (code, a scene line, a VFL string).
        case user
        /// Generated from a view's frame and autoresizing mask.
        case autoresizing(AutoresizingMask)
        /// Made by a container (stack views, scroll views) with a `UISV-…`-style identifier.
        case system
    }

    /// The constraint's number: engines key what they keep for it by this id, never by
    /// address (dense, from 1, never reused).
    public let constraintID = constraintCounter.next()
    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// Changing it on an active constraint re-solves incrementally.
    @exclusivity(unchecked) public var constant: Double {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }
    @exclusivity(unchecked) public var priority: Priority = .required {
        didSet { if priority != oldValue { (engine as (any LayoutInvalidating)?)?.invalidate(self) } }
    }
    @exclusivity(unchecked) public var identifier: String?
    /// The text the constraint was written as (a scene line), shown in reports.
    @exclusivity(unchecked) public var writtenAs: String? {
        didSet { writtenConstant = constant }
    }
    /// The constant when `writtenAs` was set: once the constant moves, the text is no longer
    /// the constraint, and `description` writes it out afresh.
    @exclusivity(unchecked) var writtenConstant: Double?
    @exclusivity(unchecked) public var origin: Origin = .user
    /// The size classes the constraint is installed in (nil: all).
    @exclusivity(unchecked) public var installedSizeClasses: SizeClassCondition? {
        didSet { if installedSizeClasses != oldValue, let holder { holder.invalidate(.translation) } }
    }

    /// The view holding the constraint while it is active.
    /// Unowned, cleared by the view's `deinit` (see `View.superview`).
    @exclusivity(unchecked) public internal(set) unowned var holder: View?
    @exclusivity(unchecked) weak var engine: LayoutEngine?
    @exclusivity(unchecked) var activationStamp: UInt64 = 0

    package init(
        _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The guide's item/attribute form, validated as UIKit does.
    public convenience init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double
    ) throws(LayoutError) {
        self.init(item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant)
        try validate()
    }

    /// Checks the rules of SPEC §3 (what UIKit throws on).
    public func validate() throws(LayoutError) {
        guard firstAttribute != .notAnAttribute else { throw .notAnAttribute(self) }
        guard constant.isFinite, multiplier.isFinite else {
            throw .nonFinite(self, constant: constant, multiplier: multiplier)
        }
        guard priority.isValid else { throw .priorityOutOfRange(self, priority.value) }
        guard let _ = secondItem, secondAttribute != .notAnAttribute, multiplier != 0 else {
            if firstAttribute.isLocation { throw .locationEqualToConstant(self) }
            return
        }
        if firstAttribute.isSize != secondAttribute.isSize {
            throw .invalidPairing(self, firstAttribute, secondAttribute)
        }
        if firstAttribute.isLocation && firstAttribute.axis != secondAttribute.axis {
            throw .invalidPairing(self, firstAttribute, secondAttribute)
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
        {
            throw .mixesDirectionalAndAbsolute(self)
        }
    }

    // MARK: - Activation

    public var isActive: Bool { holder != nil }

    /// The view that must hold the constraint: the nearest common ancestor of its items.
    func findHolder() throws(LayoutError) -> View {
        guard let first = firstItem.owningView else {
            throw .noCommonAncestor(self, firstItem, secondItem)
        }
        guard let secondItem else { return first }
        guard let second = secondItem.owningView, let common = first.nearestCommonAncestor(with: second) else {
            throw .noCommonAncestor(self, firstItem, secondItem)
        }
        return common
    }

    /// Validates and adds the constraint to its nearest common ancestor.
    public func activate() throws(LayoutError) {
        try activate(stamp: Self.reserveActivationStamp())
    }

    /// How many constraints one reserved place in the activation order can order.
    static let stampsPerReservation: UInt64 = 1 << 16

    /// A place in the activation order, now: constraints activated later with
    /// `activate(stamp: place + i)` (i below `stampsPerReservation`) are ordered as if they
    /// had been activated at this moment, after everything activated before it. The engine
    /// adds constraints in this order, and the order decides a solution's last bits; a
    /// stack view that makes its constraints at the next read keeps the place of its last
    /// change (StackView.swift).
    static func reserveActivationStamp() -> UInt64 {
        UInt64(activationCounter.next()) * stampsPerReservation
    }

    /// Activates the constraint at a place in the activation order reserved before.
    func activate(stamp: UInt64) throws(LayoutError) {
        guard holder == nil else { return }
        try validate()
        let view = try findHolder()
        activationStamp = stamp
        holder = view
        view.constraints.append(self)
        view.rootView.engine?.constraintActivated(self)
    }

    public func deactivate() {
        guard let view = holder else { return }
        view.constraints.removeAll { $0 === self }
        holder = nil
        engine?.constraintDeactivated(self)
    }

    /// Activates constraints in order; on the first invalid one, throws and leaves the
    /// earlier ones active (as UIKit's exception would).
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints { try constraint.activate() }
    }

    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    func refers(toAnyOf items: Set<Int>) -> Bool {
        items.contains(firstItem.itemID) || secondItem.map { items.contains($0.itemID) } == true
    }

    /// Interface Builder's standard spacing, what scene files' `Standard` and IB's
    /// `symbolic="YES"` mean: 20 to the superview's edge, 8 between siblings and to a layout
    /// guide (SPEC §3).
    public static func standardSpacing(_ first: LayoutItem, _ second: LayoutItem?) -> Double {
        guard let second else { return 8 }
        if first is LayoutGuide || second is LayoutGuide { return 8 }
        if let a = first as? View, let b = second as? View, a.superview === b || b.superview === a { return 20 }
        return 8
    }

    // MARK: - Description

    /// The constraint as written, or in the guide's notation.
    public var description: String {
        if let writtenAs, writtenConstant == constant { return writtenAs }
        var text = "\(firstItem.name).\(firstAttribute.displayName) \(relation.rawValue) "
        if let secondItem, secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += "\(formatPoints(multiplier)) x " }
            text += "\(secondItem.name).\(secondAttribute.displayName)"
            if constant > 0 { text += " + \(formatPoints(constant))" }
            if constant < 0 { text += " - \(formatPoints(-constant))" }
        } else {
            text += formatPoints(constant)
        }
        if priority.value != Priority.required.value { text += " (Priority \(priority))" }
        if case let .autoresizing(mask) = origin { text = "\(mask.notation) " + text }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }
}
