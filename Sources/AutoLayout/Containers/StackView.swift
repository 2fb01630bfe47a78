/// A `UIStackView`: lays out its arranged subviews in a row or a column. It does nothing a
/// user could not: it generates ordinary constraints (`origin == .system`, identifiers in
/// UIKit's `UISV-…` style) and the engine solves them with everything else. It has no
/// intrinsic size and draws nothing; its size comes from its content and its constraints.
///
/// Changing a property, the arrangement or an arranged view's `isHidden` regenerates the
/// constraints at once; `performBatchUpdates` regenerates once for many changes. A stack
/// that `defersUpdates` (PlumbUIKit's, as UIKit's) regenerates before the next read of any
/// engine that lays it out (`LayoutAspect.arrangement`, `LayoutEngine+Arrangements`).
open class StackView: View, @unchecked Sendable {
    /// How the arranged views share the stack's length (`UIStackView.Distribution`).
    public enum Distribution: String, Sendable, CaseIterable {
        /// Fill the axis; stretch by hugging, shrink by compression resistance.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths proportional to the views' intrinsic lengths.
        case fillProportionally
        /// Equal gaps between views, each at least `spacing`.
        case equalSpacing
        /// Equal distances between centres, keeping at least `spacing` between edges.
        case equalCentering
    }

    /// Where the arranged views sit across the axis (`UIStackView.Alignment`).
    public enum Alignment: String, Sendable, CaseIterable {
        case fill
        /// Leading edges aligned (top edges in a horizontal stack).
        case leading
        /// First baselines aligned (horizontal stacks; a vertical stack treats it as leading).
        case firstBaseline
        case center
        /// Trailing edges aligned (bottom edges in a horizontal stack).
        case trailing
        /// Last baselines aligned (horizontal stacks; a vertical stack treats it as trailing).
        case lastBaseline

        /// UIKit's name for `leading` in a horizontal stack.
        public static let top = Alignment.leading
        /// UIKit's name for `trailing` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// `customSpacing(after:)` for a view without custom spacing (UIKit's value).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The views laid out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    public var axis: LayoutAxis = .horizontal { didSet { arrangementChanged() } }
    /// The distance between neighbouring views (a minimum for the equal-spacing kinds).
    public var spacing = 0.0 { didSet { arrangementChanged() } }
    public var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    public var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// Vertical stacks only: spacing runs from one view's last baseline to the next one's first.
    public var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Lay the views out within the stack's layout margins instead of its bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether an arranged view whose size across the stack nothing else decides is pulled
    /// to zero at priority 25 (`UISV-ambiguity-suppression`), as UIKit does at run time for
    /// every alignment but fill. Interface Builder's canvas does not: it leaves such a view
    /// the size it had (docs/interface-builder.md, "Xcode's own frames").
    public var suppressesCrossAmbiguity = true { didSet { arrangementChanged() } }

    /// The constraints the stack has generated and activated.
    public private(set) var generatedConstraints: [LayoutConstraint] = []

    /// Whether a change waits to be made into constraints until an engine reads the tree,
    /// instead of at once. UIKit makes a stack's `UISV-…` constraints at its next layout
    /// pass: a stack given its views, then its spacing, then its alignment makes them once.
    /// Setting it to false makes a waiting change at once.
    public var defersUpdates = false {
        didSet { if !defersUpdates && needsUpdate { arrangementChanged() } }
    }

    /// Whether a deferred change has not been made into constraints yet.
    public var hasPendingArrangement: Bool { needsUpdate && batchDepth == 0 }

    private var customSpacings: [Int: Double] = [:]
    private var batchDepth = 0
    private var needsUpdate = false
    /// The place in the activation order of the last deferred change: the new set is
    /// activated there, where a regeneration at that change would have put it.
    private(set) var deferredActivationStamp: UInt64 = 0
    // Guides are kept and reused between regenerations so their names and engine
    // variables stay stable.
    private var gapGuides: [LayoutGuide] = []
    private var spannerGuide: LayoutGuide?

    public init(name: String, arrangedSubviews: [View] = []) {
        super.init(name: name)
        performBatchUpdates {
            for view in arrangedSubviews { addArrangedSubview(view) }
        }
    }

    // MARK: - Arrangement

    /// Appends the view to the arrangement, adding it as a subview if needed.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts the view at `index` (clamped to the arrangement), adding it as a subview.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        // A view cannot hold one of its ancestors (UIKit raises; the request is ignored).
        guard !isDescendant(of: view) else { return }
        // An arranged view is laid out by the stack's constraints, never by its frame.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        arrangementChanged()
    }

    /// Takes the view out of the arrangement; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[view.itemID] = nil
        arrangementChanged()
    }

    /// Spacing after `view` in place of `spacing` (ignored after the last visible view and
    /// after hidden views). `spacingUseDefault` removes it.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[view.itemID] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The custom spacing after `view`, or `spacingUseDefault`.
    public func customSpacing(after view: View) -> Double {
        customSpacings[view.itemID] ?? Self.spacingUseDefault
    }

    /// The spacing after `view` that the constraints use.
    func effectiveSpacing(after view: View) -> Double {
        customSpacings[view.itemID] ?? spacing
    }

    func arrangedSubviewRemovedFromTree(_ view: View) {
        removeArrangedSubview(view)
    }

    func arrangedSubviewVisibilityChanged(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    /// Makes many changes and regenerates the constraints once at the end.
    public func performBatchUpdates<E: Error>(_ body: () throws(E) -> Void) throws(E) {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 && needsUpdate { arrangementChanged() }
        }
        try body()
    }

    private func arrangementChanged() {
        guard batchDepth == 0 else {
            needsUpdate = true
            return
        }
        if defersUpdates {
            needsUpdate = true
            deferredActivationStamp = LayoutConstraint.reserveActivationStamp()
            // The engine of the tree (if any yet) makes them before its next read; an engine
            // built later makes them as it reads the tree.
            invalidate(.arrangement)
            return
        }
        needsUpdate = false
        // The only input that can make a generated constraint invalid is a non-finite
        // spacing; `updateArrangedConstraints()` reports it to callers who ask.
        try? updateArrangedConstraints()
    }

    /// Makes the constraints of a deferred change, if one waits (`defersUpdates`). Engines
    /// call it before they read the tree; nothing else needs to.
    public func updateArrangedConstraintsIfNeeded() {
        guard hasPendingArrangement else { return }
        try? updateArrangedConstraints(at: deferredActivationStamp)
    }

    /// Deactivates the constraints generated before and activates a fresh set for the
    /// current arrangement. Setters call it; call it yourself to see an error (a spacing
    /// that is not a finite number), which leaves the rest of the set out.
    public func updateArrangedConstraints() throws(LayoutError) {
        try updateArrangedConstraints(at: nil)
    }

    /// Activates the new set at `stamp` (a deferred change's place in the activation
    /// order), or now.
    private func updateArrangedConstraints(at stamp: UInt64?) throws(LayoutError) {
        needsUpdate = false
        LayoutConstraint.deactivate(generatedConstraints)
        var arrangement = StackArrangement(stack: self)
        arrangement.build()
        generatedConstraints = arrangement.made
        guard let stamp else { return try LayoutConstraint.activate(arrangement.made) }
        for (index, constraint) in arrangement.made.enumerated() {
            try constraint.activate(stamp: stamp + min(UInt64(index), LayoutConstraint.stampsPerReservation - 1))
        }
    }

    // MARK: - Guides the constraints use

    /// The guide spanning the views across the axis (UIKit's `_UILayoutSpacer`).
    var alignmentSpanner: LayoutGuide {
        if let spannerGuide { return spannerGuide }
        let guide = LayoutGuide(name: "\(name).UISV-alignment-spanner")
        addLayoutGuide(guide)
        spannerGuide = guide
        return guide
    }

    /// The guide filling the gap after the `index`th visible view (equal spacing/centering).
    func gapGuide(_ index: Int) -> LayoutGuide {
        while gapGuides.count <= index {
            let guide = LayoutGuide(name: "\(name).UISV-distributing-\(gapGuides.count + 1)")
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides[index]
    }

    // MARK: - Baselines

    /// The arranged views that take space.
    public var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// A vertical stack's first baseline is its first visible view's; a horizontal stack's
    /// is its first visible view's too (they share one when aligned by baseline; UIKit is
    /// said to use the tallest, which is only known after solving).
    open override var viewForFirstBaselineLayout: View {
        visibleArrangedSubviews.first?.viewForFirstBaselineLayout ?? self
    }

    /// A vertical stack's last baseline is its last visible view's; a horizontal stack's
    /// is its first visible view's.
    open override var viewForLastBaselineLayout: View {
        let visible = visibleArrangedSubviews
        let view = axis == .vertical ? visible.last : visible.first
        return view?.viewForLastBaselineLayout ?? self
    }

    /// A stack view draws nothing of its own, even with a background colour: before iOS 14 it
    /// was a `CATransformLayer`, which renders no background.
    open override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] { [] }
}
