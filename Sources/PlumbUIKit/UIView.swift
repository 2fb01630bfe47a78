internal import AutoLayout

/// UIKit's `UIView`, over one model view (`node`): the model holds what the engine lays out
/// (the tree, constraints, margins, priorities, the frame an autoresizing view is pinned to),
/// and this class holds what UIKit code reads back (`frame` after a layout pass, tags,
/// colours) and what the engine asks of the team's code (`intrinsicContentSize`, through the
/// node).
///
/// Frames are written by layout passes (`layoutIfNeeded()`), never on the fly: as on iOS, a
/// view's `frame` is what it was set to, or what the last pass gave it.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// UIKit's `noIntrinsicMetric`: no intrinsic size on that axis.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// The target for `systemLayoutSizeFitting(_:)` that asks for the smallest size.
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero

    /// The model view the engine lays out for this one.
    let node: View
    /// The frame as set or as the last layout pass wrote it, in the superview's coordinates.
    var storedFrame: CGRect
    var boundsOrigin = CGPoint.zero
    /// UIKit's needs-layout flag: set for new views, by `setNeedsLayout()`, and when a pass
    /// changes the view's size; a pass calls `layoutSubviews()` on the views that have it.
    var needsLayoutFlag = true
    /// The engine of the tree this view is the root of (nil for a subview, or a root not
    /// laid out yet).
    var rootLayout: RootLayout?
    /// What the engine asked for last, for measuring views whose size follows their width.
    var measuring = MeasuringContext()
    /// The `NSLayoutConstraint`s this view holds, by model constraint id (see `constraints`).
    var heldConstraints: [Int: NSLayoutConstraint] = [:]
    var addedGuides: [UILayoutGuide] = []
    var systemGuides: [String: UILayoutGuide] = [:]
    var storedMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// What views keep for view controllers, windows and traits (ViewExtras.swift; nil
    /// until first needed).
    var extrasStorage: ViewExtras?

    public internal(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []

    open var tag = 0

    public init(frame: CGRect) {
        node = Self.makeNode()
        storedFrame = frame
        super.init()
        adoptNode()
    }

    /// There is no archive to decode on Linux: the view starts as `init(frame: .zero)` does.
    public required init?(coder: NSCoder) {
        node = Self.makeNode()
        storedFrame = .zero
        super.init()
        adoptNode()
    }

    /// The model view for this class (stack views have their own). A class method, not a
    /// designated initializer taking a node: a class with a designated initializer its
    /// subclasses cannot see would keep them from inheriting `init()`, and `MyView()` must
    /// compile for a subclass that overrides `init(frame:)` and `init?(coder:)`, as on iOS.
    class func makeNode() -> View { ViewNode(name: "UIView") }

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// UIKit lets go of a view's constraints with the view. The model's view (`node`) holds
    /// its constraints and most of them hold it, so without this every view with an active
    /// constraint outlived its `UIView` (1.6 KB a view for good, `plumb bench uikit`'s live
    /// roots). The tree's engine goes first: the whole tree is going, and telling a live
    /// engine of each constraint would take each out of its solver.
    deinit {
        rootLayout = nil
        node.deactivateHeldConstraints()
    }

    /// Ties the node to this view and gives it UIKit's defaults where the model's differ:
    /// every view's margins are 8 (the model gives a root the device's), and margins are
    /// measured from the safe area (the model's default is the cookbook's iOS 9 behaviour).
    private func adoptNode() {
        (node as? any UIKitNode)?.owner = self
        // UIKit's console names views by class and address; the item id stands in for the
        // address, so names are unique in a tree and stable within a run.
        node.name = "\(ItemNames.className(of: self)):\(UIKitConsoleText.address(item: node.itemID))"
        node.frame = storedFrame.model
        node.directionalLayoutMargins = storedMargins.model
        node.insetsLayoutMarginsFromSafeArea = true
        isUserInteractionEnabled = Self.startsInteractive
        isAccessibilityElement = Self.startsAsAccessibilityElement
        isOpaque = Self.startsOpaque
    }

    // MARK: - Geometry

    /// Setting it on a view that translates its autoresizing mask moves the constraints that
    /// pin it, as in UIKit; a root keeps the frame it is given, and is laid out at its size.
    open var frame: CGRect {
        get { storedFrame }
        set { setFrameFromCode(newValue) }
    }

    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = CGRect(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                width: storedFrame.width, height: storedFrame.height)
        }
    }

    func setFrameFromCode(_ frame: CGRect) {
        guard frame != storedFrame else { return }
        let oldSize = storedFrame.size
        storedFrame = frame
        node.frame = frame.model
        if frame.size != oldSize {
            needsLayoutFlag = true
            resizeAutoresizingSubviews(from: oldSize)
        }
        LayoutCycle.modelChanged()
    }

    /// A frame from a layout pass. The node's frame follows, so that an autoresizing view's
    /// constraints are measured from its current frame, as UIKit's are.
    func applyLayoutFrame(_ frame: CGRect) {
        guard frame != storedFrame else { return }
        if frame.size != storedFrame.size { needsLayoutFlag = true }
        storedFrame = frame
        node.frame = frame.model
    }

    // MARK: - Appearance (stored for drawing; layout ignores them)

    /// A hidden view is still laid out; a hidden arranged view leaves its stack's arrangement.
    open var isHidden: Bool {
        get { node.isHidden }
        set {
            node.isHidden = newValue
            LayoutCycle.modelChanged()
        }
    }

    open var alpha: CGFloat {
        get { CGFloat(node.alpha) }
        set { node.alpha = Double(newValue) }
    }

    open var backgroundColor: UIColor? {
        didSet { node.backgroundColor = backgroundColor?.model }
    }

    /// Stored for drawing (how an image view places its image); layout ignores it.
    open var contentMode: ContentMode = .scaleToFill

    /// Whether the view flips in a right-to-left layout: the constraints the view holds (its
    /// leading and trailing, a stack's arrangement) and its text follow the window's direction
    /// unless this forces one, or marks playback or spatial controls, which never flip.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { UISemanticContentAttribute(node.semanticContentAttribute) }
        set {
            node.semanticContentAttribute = newValue.model
            LayoutCycle.modelChanged()
        }
    }

    /// UIKit's `UIView.ContentMode`, with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The view's layer: its corner radius, border and masking are the view's own.
    public var layer: CALayer {
        if let layer = layerStorage { return layer }
        let layer = CALayer(view: self)
        layerStorage = layer
        return layer
    }
    var layerStorage: CALayer?

    /// Stored: touches are not delivered here. Labels and image views start with it off, as
    /// in UIKit.
    open var isUserInteractionEnabled = true
    /// What a new view of the class starts with, as UIKit's classes differ: labels and image
    /// views take no touches; labels, images and controls are accessibility elements.
    class var startsInteractive: Bool { true }
    class var startsAsAccessibilityElement: Bool { false }
    /// Labels, image views and controls start not opaque, as UIKit's do (their descriptions
    /// say `opaque = NO`).
    class var startsOpaque: Bool { true }
    open var isOpaque = true

    /// The tint: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set { ownTintColor = newValue }
    }
    var ownTintColor: UIColor?

    // Accessibility, as UIKit's informal protocol declares it on every view. The label, value
    // and traits fall back to the class's own answer while unset (a label's text, a button's
    // title and trait), as UIKit's getters do; setting nil restores it. The node hands
    // what these getters return to the model (UIView+Accessibility.swift), so a subclass
    // that overrides one is what the accessibility snapshot and the audit read.
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String? {
        get { setAccessibilityLabel ?? defaultAccessibilityLabel }
        set { setAccessibilityLabel = newValue }
    }
    open var accessibilityHint: String?
    open var accessibilityValue: String? {
        get { setAccessibilityValue ?? defaultAccessibilityValue }
        set { setAccessibilityValue = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { setAccessibilityTraits ?? defaultAccessibilityTraits }
        set { setAccessibilityTraits = newValue }
    }
    /// Off for a plain view and an image view, on for labels and controls, as in UIKit.
    open var isAccessibilityElement = false
    /// The elements read in this order instead of the subviews by position (views; other
    /// objects are not elements Plumb can place).
    open var accessibilityElements: [Any]?
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    /// In the root's coordinates (the screen's, for a view hosted at the origin); the frame's
    /// centre while unset.
    open var accessibilityActivationPoint: CGPoint {
        get { setAccessibilityActivationPoint ?? convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil) }
        set { setAccessibilityActivationPoint = newValue }
    }
    var setAccessibilityLabel: String?
    var setAccessibilityValue: String?
    var setAccessibilityTraits: UIAccessibilityTraits?
    var setAccessibilityActivationPoint: CGPoint?
    /// The class's own answers while nothing is set (subclasses override these).
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }

    open var clipsToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }

    // MARK: - Autoresizing

    /// On by default, as in UIKit: a view made in code is pinned to its frame until this is
    /// turned off, which is why code that adds constraints turns it off.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { node.translatesAutoresizingMaskIntoConstraints }
        set {
            node.translatesAutoresizingMaskIntoConstraints = newValue
            LayoutCycle.modelChanged()
        }
    }

    /// Whether a change of this view's size in code resizes its autoresizing subviews.
    open var autoresizesSubviews = true

    open var autoresizingMask: AutoresizingMask {
        get { AutoresizingMask(rawValue: UInt(node.autoresizingMask.rawValue)) }
        set {
            node.autoresizingMask = AutoLayout.AutoresizingMask(rawValue: Int(newValue.rawValue))
            LayoutCycle.modelChanged()
        }
    }

    /// UIKit's `UIView.AutoresizingMask`, with UIKit's raw values (the model's are the same).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: - Hierarchy (UIView+Hierarchy.swift does the work)

    open func addSubview(_ view: UIView) { addSubviewToTree(view) }
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewInTree(view, at: index) }
    open func removeFromSuperview() { removeFromTree() }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - The layout cycle (LayoutCycle.swift runs it)

    /// The size the content wants, per axis, or `noIntrinsicMetric`. The engine asks for it
    /// whenever it measures the view, so an override is laid out with; call
    /// `invalidateIntrinsicContentSize()` when what it returns changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open func invalidateIntrinsicContentSize() {
        node.invalidateIntrinsicContentSize()
        LayoutCycle.modelChanged()
    }

    /// Marks the view for `layoutSubviews()` in the next pass. There is no run loop here to
    /// run that pass: code (and tests) call `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayoutFlag = true }

    /// Lays out the whole tree this view is in, as UIKit lays out the window: the topmost
    /// superview keeps its frame, the engine solves, every view's `frame` is written, then
    /// `layoutSubviews()` runs top-down on the views that need it.
    open func layoutIfNeeded() { LayoutCycle.layoutIfNeeded(from: self) }

    /// Called after the pass has written the frames of this view and every view in its tree,
    /// so `bounds` is final here; frames set here are laid out by a further pass.
    open func layoutSubviews() {}

    /// Declared for code written against UIKit; not called in this version (constraints
    /// changed through their own setters reach the engine at once).
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    /// Makes the constraints of the stack views in this subtree whose changes wait for the
    /// next pass (a layout pass and a fit make them too).
    open func updateConstraintsIfNeeded() { node.updateConstraintsIfNeeded() }

    /// The smallest size the view's own constraints allow (`layoutFittingCompressedSize`)
    /// or the one nearest `targetSize`, from the constraints held in its subtree: an output
    /// of the engine, where `intrinsicContentSize` is an input.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        node.systemLayoutSizeFitting(
            targetSize.model, withHorizontalFittingPriority: horizontalFittingPriority.model,
            verticalFittingPriority: verticalFittingPriority.model
        ).cgSize
    }

    /// The size the view would like within `size`: its current size for a plain view, as in
    /// UIKit; views with content (labels, buttons, image views) answer from it.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        frame = CGRect(origin: storedFrame.origin, size: sizeThatFits(bounds.size))
    }

    // MARK: - Measuring, as the engine asks (UILabel and UIImageView override these)

    /// The intrinsic size for one request of the engine: the request is kept for views whose
    /// size follows the width they are given (wrapping labels), then `intrinsicContentSize`,
    /// the team's override included, answers.
    func engineIntrinsicSize(_ context: MeasuringContext) -> Size {
        measuring = context
        let size = intrinsicContentSize
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// What the view draws inside its frame beyond its background and border, in root
    /// coordinates (a label its text): for other views, what their `draw(_:)` draws.
    func contentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        ownDrawing(in: frame, context: context)
    }

    /// Draws the view's own content in its bounds' coordinates, into
    /// `UIGraphicsGetCurrentContext()`: paths, rectangles and ellipses in colours, through
    /// `UIBezierPath`, `UIRectFill` or the context itself. Nothing for a plain view.
    open func draw(_ rect: CGRect) {}

    /// Plumb draws each picture anew: there is no cached drawing to invalidate.
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ invalidRect: CGRect) {}

    var hasWidthDependentContentSize: Bool { false }
    var contentMeasurementProblem: String? { nil }
    func contentBaseline(first: Bool, contentSize: ContentSizeCategory) -> BaselineRule? { nil }

    // MARK: - Margins

    /// 8 on every side by default, for every view (a view controller's root view has its
    /// own, which arrive with view controllers).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedMargins }
        set {
            guard newValue != storedMargins else { return }
            storedMargins = newValue
            applyModelMargins()
            LayoutCycle.modelChanged()
        }
    }

    /// The margins in absolute directions, read and written as left-to-right (leading is
    /// left): the layout direction is left to right until trait collections arrive.
    open var layoutMargins: UIEdgeInsets {
        get {
            UIEdgeInsets(
                top: storedMargins.top, left: storedMargins.leading, bottom: storedMargins.bottom,
                right: storedMargins.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    open var preservesSuperviewLayoutMargins: Bool {
        get { node.preservesSuperviewLayoutMargins }
        set {
            node.preservesSuperviewLayoutMargins = newValue
            LayoutCycle.modelChanged()
        }
    }

    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { node.insetsLayoutMarginsFromSafeArea }
        set {
            node.insetsLayoutMarginsFromSafeArea = newValue
            applyModelMargins()
            LayoutCycle.modelChanged()
        }
    }

    // MARK: - Safe area and traits (UIView+SafeArea.swift, UIView+Traits.swift)

    /// A view controller's view answers to its controller, as in UIKit; other views to their
    /// superview.
    open override var next: UIResponder? { extrasStorage?.controller ?? superview }

    /// Called when a window or a container controller changes the view's safe area.
    open func safeAreaInsetsDidChange() {}

    /// Called when the traits the view reads (size classes, interface style, scale…) change:
    /// its window's device or orientation, or an interface style override above it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Tags

    /// This view or the first view below it, depth first, with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }
}
