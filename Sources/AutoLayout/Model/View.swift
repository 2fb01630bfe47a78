/// A rectangle in the view tree, laid out by constraints (`UIView`). Controls subclass it.
open class View: LayoutItem, @unchecked Sendable {
    /// UIKit's `noIntrinsicMetric`: no intrinsic size on that axis.
    public static let noIntrinsicMetric = -1.0
    /// The margins of an ordinary view (8 on each side).
    public static let defaultLayoutMargins = DirectionalEdgeInsets(all: 8)

    public let itemID = nextItemID()
    @exclusivity(unchecked) public var name: String
    @exclusivity(unchecked) public var backgroundColor: Color?
    /// Drawing only (the layer's border, corner radius, opacity and clipping); layout ignores them.
    @exclusivity(unchecked) public var borderWidth = 0.0
    @exclusivity(unchecked) public var borderColor: Color?
    @exclusivity(unchecked) public var cornerRadius = 0.0
    @exclusivity(unchecked) public var alpha = 1.0
    /// Whether drawing of subviews is cut to this view's bounds (scroll views always clip).
    @exclusivity(unchecked) public var clipsToBounds = false
    /// The size classes the view is installed in (nil: all), as Interface Builder's variations.
    @exclusivity(unchecked) public var installedSizeClasses: SizeClassCondition? {
        didSet { if installedSizeClasses != oldValue { invalidate(.translation) } }
    }
    /// A hidden arranged view takes no space in its stack, so the stack rearranges.
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? StackView)?.arrangedSubviewVisibilityChanged(self) } }
    }
    /// The intrinsic size set from outside (a scene's `intrinsicSize`); subclasses compute
    /// theirs by overriding `intrinsicContentSize`.
    @exclusivity(unchecked) public var explicitIntrinsicContentSize = Size(
        width: noIntrinsicMetric, height: noIntrinsicMetric)
    {
        didSet { invalidateIntrinsicContentSize() }
    }
    @exclusivity(unchecked) public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { invalidate(.translation) } }
    }
    /// Views made in code start with it on, as in UIKit; scene files turn it off.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { invalidate(.autoresizing) } }
    }
    /// The frame used for autoresizing constraints, in the superview's coordinates.
    @exclusivity(unchecked) public var frame: Rect = .zero {
        didSet { if frame != oldValue { invalidate(.autoresizing) } }
    }
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { invalidate(.autoresizing) } }
    }
    /// Where the view's alignment rectangle sits inside its frame (UIKit's
    /// `alignmentRectInsets`): constraints, intrinsic sizes and margins act on the alignment
    /// rectangle, and the frame is it grown by these insets. Controls that draw past their
    /// content have them (a slider 2 points to each side and 1 below); plain views none.
    @exclusivity(unchecked) public var alignmentRectInsets: EdgeInsets = .zero {
        didSet { if alignmentRectInsets != oldValue { invalidate(.autoresizing) } }
    }

    /// The accessibility properties set on the view (scene keys, Interface Builder, code);
    /// what is not set comes from its kind. Read by the accessibility snapshot and the audit,
    /// never by layout, so setting them invalidates nothing.
    @exclusivity(unchecked) public var accessibility = AccessibilityProperties()

    /// What the view's kind presents when nothing is set, as UIKit's classes answer: a plain
    /// view is no element (its subviews are read instead).
    open func defaultAccessibility(direction: LayoutDirection) -> AccessibilityDescription {
        AccessibilityDescription()
    }

    /// What VoiceOver is told: the kind's defaults with what was set over them. The UIKit
    /// layer's views override it to ask their `UIView`, whose getters a team may override.
    open func accessibilityDescription(direction: LayoutDirection) -> AccessibilityDescription {
        defaultAccessibility(direction: direction).overridden(by: accessibility)
    }

    /// A frame in the superview's bounds (as set, or as a document stores it) as constraints
    /// see it: this view's alignment rectangle, measured from the superview's.
    public func alignmentRectInSuperview(forFrame frame: Rect) -> Rect {
        let own = frame.inset(by: alignmentRectInsets)
        let outer = superview?.alignmentRectInsets ?? .zero
        return Rect(x: own.x - outer.left, y: own.y - outer.top, width: own.width, height: own.height)
    }
    /// Margins set on the view; nil means the default (8, or the device's for the root).
    @exclusivity(unchecked) public var directionalLayoutMargins: DirectionalEdgeInsets? {
        didSet { if directionalLayoutMargins != oldValue { invalidate(.margins) } }
    }
    /// Whether the root's top and bottom margins are measured from the safe area, as UIKit
    /// does since iOS 11. Off by default: scenes keep the cookbook's iOS 9 margins (0 from the
    /// root's edges, SPEC §2); Interface Builder documents that use safe areas turn it on.
    /// Only the root's counts (other views have no safe-area insets of their own).
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = false {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { invalidate(.margins) } }
    }
    /// Whether the superview's margins count too (UIKit's `preservesSuperviewLayoutMargins`):
    /// where the view's own margin would leave content outside the superview's margin, the
    /// margin grows by the least that keeps it inside. Worked out from the solved frames and
    /// settled again after every change, as UIKit's layout passes do.
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { invalidate(.margins) } }
    }

    @exclusivity(unchecked) private var hugging: [LayoutAxis: Priority] = [:]
    @exclusivity(unchecked) private var resistance: [LayoutAxis: Priority] = [:]

    /// Back references to a view (this one, a guide's `owningView`, a constraint's `holder`)
    /// are `unowned`, not `weak`: one weak reference gives the view a side table, and then
    /// every retain and release of it takes the runtime's slow path (a tenth of building a
    /// 10,000-view engine, perf). `deinit` clears them, so they read nil afterwards, as weak
    /// ones would; each holds only while the view lists the referrer.
    @exclusivity(unchecked) public private(set) unowned var superview: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Constraints held by this view: those whose nearest common ancestor it is.
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []
    /// The engine laying out the tree this view is the root of.
    @exclusivity(unchecked) public internal(set) weak var engine: LayoutEngine?

    public init(name: String) {
        self.name = name
    }

    deinit {
        for child in subviews { child.superview = nil }
        for guide in layoutGuides { guide.detach() }
        for constraint in constraints { constraint.holder = nil }
    }

    /// Deactivates every constraint this view holds, all at once (one at a time, each would
    /// search the list). For a host whose own object for this view has died, as UIKit lets go
    /// of a view's constraints with the view: the view holds its constraints and most of them
    /// hold the view (a width, a pin to a subview), so otherwise neither is ever freed. An
    /// engine still alive is told of each; a host tearing a whole tree down lets go of the
    /// engine first, so that nothing is taken out of a solver one by one.
    public func deactivateHeldConstraints() {
        let held = constraints
        constraints = []
        for constraint in held {
            constraint.holder = nil
            constraint.engine?.constraintDeactivated(constraint)
        }
    }

    public var owningView: View? { self }

    // MARK: - Content size and priorities

    /// The size the content wants (`noIntrinsicMetric` per axis for none).
    open var intrinsicContentSize: Size { explicitIntrinsicContentSize }

    /// The intrinsic size in a layout running in `direction` (text may differ, e.g. a
    /// control's right-to-left string), once the layout has given the view `width` (nil before
    /// the first solve). Wrapping labels override this; the engine asks again after solving.
    open func intrinsicContentSize(forWidth width: Double?, direction: LayoutDirection) -> Size {
        intrinsicContentSize
    }

    /// Interface Builder's `placeholderIntrinsicWidth/Height`: per axis, a size that stands in
    /// for what the view would measure (`noIntrinsicMetric` for none; nil keeps its own).
    @exclusivity(unchecked) public var placeholderIntrinsicWidth: Double? {
        didSet { invalidateIntrinsicContentSize() }
    }
    @exclusivity(unchecked) public var placeholderIntrinsicHeight: Double? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The intrinsic size at a Dynamic Type category. Views with text override this; the
    /// others' size does not depend on it.
    open func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory
    ) -> Size {
        intrinsicContentSize(forWidth: width, direction: direction)
    }

    /// The intrinsic size for an iOS version (nil: none stated). Controls whose metrics
    /// changed between versions (`IOSMetrics`) override this; the others' size does not
    /// depend on it.
    open func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory, iosVersion: Int?
    ) -> Size {
        intrinsicContentSize(forWidth: width, direction: direction, contentSize: contentSize)
    }

    /// The intrinsic size the engine uses: the view's own, with the placeholders over it.
    final func resolvedIntrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory = .large, iosVersion: Int? = nil
    ) -> Size {
        var size = intrinsicContentSize(
            forWidth: width, direction: direction, contentSize: contentSize, iosVersion: iosVersion)
        if let placeholder = placeholderIntrinsicWidth { size.width = placeholder }
        if let placeholder = placeholderIntrinsicHeight { size.height = placeholder }
        return size
    }

    /// Why the view cannot measure its content (a font that cannot be read), if it cannot:
    /// the engine lists it with the layout rather than lay the view out as if it had none.
    open var measurementProblem: String? { nil }

    /// Whether the intrinsic height depends on the width the layout gives the view.
    open var hasWidthDependentIntrinsicSize: Bool { false }

    /// Where the first baseline sits; views without text use their bottom edge.
    open var firstBaseline: BaselineRule { .bottomEdge }
    /// Where the last baseline sits.
    open var lastBaseline: BaselineRule { .bottomEdge }

    /// The baselines at a Dynamic Type category (text views override these).
    open func firstBaseline(contentSize: ContentSizeCategory) -> BaselineRule { firstBaseline }
    open func lastBaseline(contentSize: ContentSizeCategory) -> BaselineRule { lastBaseline }

    /// The view whose first baseline is this view's (`forFirstBaselineLayout`): itself, or
    /// a descendant for containers such as stacks.
    open var viewForFirstBaselineLayout: View { self }
    /// The view whose last baseline is this view's (`forLastBaselineLayout`).
    open var viewForLastBaselineLayout: View { self }

    /// What the view draws in `frame` (root coordinates): a plain view its background and
    /// border. View kinds with content override it and add theirs after `super`'s; one whose
    /// content cannot be made ready throws, and the renderer names it.
    open func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        backgroundDrawing(in: frame, context: context)
    }

    /// What the view draws as the root, whose background is the screen's: nothing for the
    /// model's views (a scene's root is a plain view); a UIKit view draws its own content
    /// (`draw(_:)`), as a view snapshot by itself does on iOS.
    open func drawingAsRoot(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        []
    }

    /// Whether subviews are drawn only within the frame: `clipsToBounds`, and always for views
    /// that scroll their content.
    open var clipsSubviewsWhenDrawn: Bool { clipsToBounds }

    /// 250 unless set (labels and image views override the default).
    open var defaultContentHuggingPriority: Priority { .defaultLow }

    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        hugging[axis] ?? defaultContentHuggingPriority
    }

    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        hugging[axis] = priority
        invalidateIntrinsicContentSize()
    }

    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        resistance[axis] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        resistance[axis] = priority
        invalidateIntrinsicContentSize()
    }

    // MARK: - Invalidation (UIKit's layout cycle)

    /// Tells the engine of the tree that what this view measures has changed (UIKit's
    /// `invalidateIntrinsicContentSize()`); subclasses call it from every setter that changes
    /// their content. The next read lays the view out as a fresh engine would.
    public func invalidateIntrinsicContentSize() { invalidate(.intrinsicSize) }

    /// Marks an aspect of the view stale in the engine of its tree (if it has one yet).
    public func invalidate(_ aspect: LayoutAspect) {
        (rootView.engine as (any LayoutInvalidating)?)?.invalidate(self, aspect)
    }

    /// UIKit's `setNeedsLayout()`: the engine reconciles whatever changed on the next read,
    /// so there is nothing more to remember.
    public func setNeedsLayout() {}

    /// UIKit's `setNeedsUpdateConstraints()`: constraints changed through their own setters
    /// reach the engine already; kept for code written against UIKit.
    public func setNeedsUpdateConstraints() {}

    /// UIKit's `layoutIfNeeded()`: brings the engine up to date with every change made since
    /// the last read (nothing if the tree has no engine).
    public func layoutIfNeeded() { rootView.engine?.reconcile() }

    // MARK: - Tree

    public func addSubview(_ view: View) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.append(view)
            return
        }
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
        // The engine of the tree it joins lays it out from now on (constraints held inside
        // it stay active while it is away, as in UIKit, and come back with it).
        rootView.engine?.subtreeAdded(view)
    }

    /// Removes the view, and, as the guide says, every constraint that refers to it or to a
    /// view inside it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var inside = Set<Int>()
        visit { view in
            inside.insert(view.itemID)
            for guide in view.layoutGuides { inside.insert(guide.itemID) }
        }
        var ancestor: View? = parent
        while let holder = ancestor {
            for constraint in holder.constraints where constraint.refers(toAnyOf: inside) {
                constraint.deactivate()
            }
            ancestor = holder.superview
        }
        // The engine forgets everything it made for the subtree while it can still reach it.
        rootView.engine?.subtreeRemoved(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        // UIKit: leaving a stack's tree also leaves its arrangement.
        (parent as? StackView)?.arrangedSubviewRemovedFromTree(self)
    }

    /// Calls `body` on this view and every view below it, depth first, in subview order.
    public func visit(_ body: (View) -> Void) {
        body(self)
        for child in subviews { child.visit(body) }
    }

    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The closest view that contains both (either may be it).
    public func nearestCommonAncestor(with other: View) -> View? {
        // Lift the deeper view to the other's depth, then both together: no allocation, which
        // matters when a scene activates tens of thousands of constraints.
        var a: View? = self, b: View? = other
        var depthA = depth, depthB = other.depth
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }

    /// Steps from the root (the root is 0).
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    // MARK: - Constraints held here

    /// Adds a constraint to this view's list and activates it (the pre-iOS 8 way).
    public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutError) {
        try constraint.activate()
    }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraints.contains(where: { $0 === constraint }) { constraint.deactivate() }
    }

    // MARK: - Guides

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        // A guide belongs to one view: moving it takes it off the previous owner's list.
        if let previous = guide.owningView { previous.layoutGuides.removeAll { $0 === guide } }
        guide.attach(to: self)
        layoutGuides.append(guide)
    }

    func systemGuide(_ kind: LayoutGuide.Kind, _ name: String) -> LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(name: name, kind: kind)
        addLayoutGuide(guide)
        return guide
    }

    /// The bounds inset by the layout margins.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins, "\(name).Margins") }
    /// The margins narrowed to a readable line length.
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent, "\(name).Readable Content") }
    /// The area clear of bars and the notch (for the root; the bounds for other views).
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea, "Safe Area") }
    /// The root's top layout guide (`UIViewController.topLayoutGuide`).
    public var topLayoutGuide: LayoutGuide { rootView.systemGuide(.topLayoutGuide, "Top Layout Guide") }
    /// The root's bottom layout guide.
    public var bottomLayoutGuide: LayoutGuide { rootView.systemGuide(.bottomLayoutGuide, "Bottom Layout Guide") }

    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}
