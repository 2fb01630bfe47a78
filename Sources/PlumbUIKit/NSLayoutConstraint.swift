internal import AutoLayout

/// UIKit's `NSLayoutConstraint`, over the model's `LayoutConstraint`: one model constraint
/// per object, so the engine sees exactly what the team's code activated, in that order.
///
/// What UIKit raises an exception for (items in different hierarchies, a leading edge
/// against a left one, a location equal to a constant) is reported as a
/// `PlumbLayoutIssue.exception` and the constraint stays inactive: a test sees it, and the
/// process goes on to report the rest.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The model constraint this one stands for.
    let model: LayoutConstraint

    /// Weak, as UIKit's are not retained either: a view holds its constraints, so strong
    /// items would keep every view alive through its own width constraint.
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    /// Where the team's code made the constraint (`Module/File.swift:42`, from `#fileID` and
    /// `#line`); nil for constraints UIKit makes itself.
    @_spi(Plumb) public internal(set) var creationSite: String?

    init(
        model: LayoutConstraint, firstItem: AnyObject?, firstAttribute: Attribute, secondItem: AnyObject?,
        secondAttribute: Attribute, relation: Relation
    ) {
        self.model = model
        self.firstItem = firstItem
        self.secondItem = secondItem
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        super.init()
    }

    /// `item.attribute relation multiplier × toItem.attribute + constant`, as UIKit spells it.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        let first = Self.layoutItem(view1)
        let second = view2.map(Self.layoutItem)
        let model = LayoutConstraint(
            first.model, attr1.model, relation.model, second?.model, attr2.model, multiplier: Double(multiplier),
            constant: Double(c))
        self.init(
            model: model, firstItem: first.object, firstAttribute: attr1, secondItem: second?.object,
            secondAttribute: attr2, relation: relation)
        creationSite = "\(file):\(line)"
    }

    /// The model item behind a view or layout guide. Anything else stands in as a guide in
    /// no view, so activating the constraint reports UIKit's "no common ancestor" exception.
    static func layoutItem(_ object: Any) -> (object: AnyObject?, model: LayoutItem) {
        if let view = object as? UIView { return (view, view.node) }
        if let guide = object as? UILayoutGuide { return (guide, guide.model) }
        return (nil, LayoutGuide(name: "\(type(of: object))"))
    }

    public var multiplier: CGFloat { CGFloat(model.multiplier) }

    /// Changing it on an active constraint moves the layout at the next pass, as in UIKit
    /// (the engine re-solves incrementally).
    open var constant: CGFloat {
        get { CGFloat(model.constant) }
        set {
            model.constant = Double(newValue)
            LayoutCycle.modelChanged()
        }
    }

    open var priority: UILayoutPriority {
        get { UILayoutPriority(model: model.priority) }
        set {
            model.priority = newValue.model
            LayoutCycle.modelChanged()
        }
    }

    open var identifier: String? {
        get { model.identifier }
        set { model.identifier = newValue }
    }

    /// Activating adds the constraint to its items' nearest common ancestor, which holds it
    /// (its `constraints` lists it) until it is deactivated or a view it refers to leaves.
    open var isActive: Bool {
        get { model.isActive }
        set {
            guard newValue != model.isActive else { return }
            if newValue { activateModel() } else { deactivateModel() }
        }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activateModel() {
        do {
            try model.activate()
        } catch {
            PlumbLayoutIssues.report(
                .exception(.init(name: Self.exceptionName(error), reason: error.description, constraint: self)))
            return
        }
        (model.holder as? UIKitNode)?.owner?.hold(self)
        LayoutCycle.modelChanged()
    }

    /// The exception class UIKit raises for the mistake (`reference/uikit-facts.md` §6.2, §12;
    /// a non-finite number is taken to be refused as an out-of-range priority is).
    private static func exceptionName(_ error: LayoutError) -> String {
        switch error {
        case .noCommonAncestor: "NSGenericException"
        case .priorityOutOfRange, .nonFinite: "NSInternalInconsistencyException"
        case .mixesDirectionalAndAbsolute, .locationEqualToConstant, .invalidPairing, .notAnAttribute:
            "NSInvalidArgumentException"
        }
    }

    private func deactivateModel() {
        model.deactivate()
        LayoutCycle.modelChanged()
    }

    open override var description: String { "<NSLayoutConstraint \(model.description)>" }
}
