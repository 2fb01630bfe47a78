import Cassowary

/// Turns a view tree into solver constraints and keeps them in step with the model: the
/// bridge between `View`/`LayoutConstraint` and `Cassowary.Solver`.
///
/// Frames are variables in root coordinates (x, y, width, height per item). The environment
/// (root size, bar insets, root margins) enters through required edit variables, so a
/// rotation is a handful of `suggestValue` calls, not a rebuild.
///
/// Everything the engine keeps is its own, in tables keyed by the ids of items
/// (`LayoutItem.itemID`), model constraints (`LayoutConstraint.constraintID`) and solver
/// constraints (`Constraint.id`): nothing lives on the model objects, and nothing is keyed by
/// an address, which a new object may reuse the moment an old one dies.
public final class LayoutEngine {
    public let root: View
    @exclusivity(unchecked) public internal(set) var environment: Environment
    @exclusivity(unchecked) var solver = Solver()

    /// Per view or guide: its variables and the solver constraints made for it.
    @exclusivity(unchecked) var items = IDTable<ItemRecord>()
    /// Whether any view met so far is a scroll view; until one is, translating a constraint
    /// skips the casts that look for one (`contentAttachment`, `addMeasured`).
    @exclusivity(unchecked) var hasScrollViews = false
    /// The solver constraint standing for each model constraint, by model constraint id.
    @exclusivity(unchecked) var translated = IDTable<Constraint>()
    /// How the engine's own solver constraints are shown in reports, by solver constraint id
    /// (a model constraint's solver constraint carries the model's description as its label).
    @exclusivity(unchecked) var labels = IDTable<String>()
    /// Whether any view or constraint is installed only in some size classes (else every
    /// view and constraint is installed, and the checks per constraint are skipped).
    @exclusivity(unchecked) var sizeClassesMatter = true
    /// The conflicts met so far, in the order they arose, with their solver constraints.
    @exclusivity(unchecked) var conflictRecords: [ConflictRecord] = []
    /// What a layout reports of them.
    var conflicts: [Layout.Conflict] { conflictRecords.map(\.conflict) }
    /// While building, constraints wait here to go into the solver together.
    @exclusivity(unchecked) var batch: BuildChunk?
    /// The model constraints a build is translating, in activation order; chunks refer to
    /// them by index, and the build holds them until every chunk is in.
    @exclusivity(unchecked) var buildModels: [LayoutConstraint] = []
    /// A large build's second thread (`BuildPipeline`), while it runs.
    @exclusivity(unchecked) var pipeline: BuildPipeline?
    /// Model constraints broken in a conflict, by id.
    @exclusivity(unchecked) var broken: Set<Int> = []
    /// The view behind each autoresizing constraint, by solver constraint id (diagnostics
    /// tell them from the rest).
    @exclusivity(unchecked) var autoresizingViews = IDTable<View>()
    /// The margins guides whose views preserve their superviews' margins, by guide id
    /// (`LayoutEngine+PreservedMargins`).
    @exclusivity(unchecked) var preservingGuides: Set<Int> = []
    /// Items whose width and height the solver holds at zero or above (`SizeFloors`), by id;
    /// kept across rebuilds, so each floor goes in before the constraints it may break.
    @exclusivity(unchecked) var flooredItems: Set<Int> = []
    /// Items a readout found with a size whose range reaches below zero, to floor.
    @exclusivity(unchecked) var pendingFloors: Set<Int> = []
    /// The solver state whose sizes were last checked for negative values.
    @exclusivity(unchecked) var checkedRevision = -1
    /// What the model said went stale since the last read, in order, and the keys that keep
    /// each listed once (`LayoutEngine+Invalidation`).
    @exclusivity(unchecked) var stale: [StaleEntry] = []
    @exclusivity(unchecked) var staleItemKeys: Set<Int> = []
    @exclusivity(unchecked) var staleConstraintIDs: Set<Int> = []
    /// Whether constraints or views arrived since the last read: wrapping labels are measured
    /// again at their new widths and preserved margins settled, once, before the next read.
    @exclusivity(unchecked) var needsRemeasure = false
    /// Set while a build makes deferred stacks' constraints: it collects every constraint the
    /// views hold right after, so activations are not added one by one as well.
    @exclusivity(unchecked) var isCollectingModel = false
    /// What the engine could not do with the model, listed with the layout.
    @exclusivity(unchecked) var diagnostics: [Layout.Diagnostic] = []
    let environmentVariables: EnvironmentVariables
    /// Set when the engine only measures a detached subtree (`systemLayoutSizeFitting`): it
    /// then neither registers with the views nor pins the root to the screen.
    let fitting: Fitting?
    /// Set for a what-if layout (`init(root:environment:overrides:)`).
    let overrides: LayoutOverrides?
    /// Whether the model tells this engine of its changes: the tree's own engine does; a
    /// fitting or what-if engine reads the model once and leaves it exactly as it was.
    var isRegistered: Bool { fitting == nil && overrides == nil }

    struct Fitting {
        var target: Size
        var horizontal: Priority
        var vertical: Priority
    }

    /// Builds the engine from the tree and solves. Constraints are added in activation
    /// order; a required one that cannot hold with those before it is broken and reported.
    public convenience init(root: View, environment: Environment = Environment()) {
        self.init(root: root, environment: environment, fitting: nil)
    }

    /// A what-if layout of the tree: the model with `overrides` applied, read and never
    /// changed. The engine does not register with the tree (the tree's own engine, if any,
    /// stays its engine), so asking "as Xcode's canvas would", "without this constraint" or
    /// "at another size" leaves the caller's scene byte for byte as it was. (A stack view
    /// whose change waits, `StackView.defersUpdates`, makes it first, as any read would.)
    public convenience init(root: View, environment: Environment, overrides: LayoutOverrides) {
        self.init(root: root, environment: environment, fitting: nil, overrides: overrides)
    }

    init(root: View, environment: Environment, fitting: Fitting?, overrides: LayoutOverrides? = nil) {
        self.root = root
        self.environment = environment
        self.fitting = fitting
        self.overrides = overrides
        environmentVariables = EnvironmentVariables()
        if fitting == nil && overrides == nil { root.engine = self }
        build()
        enforceSizeFloors()
    }

    /// Translates the whole model into the solver (as the initial build does).
    func build() {
        if let fitting {
            installFitting(fitting)
        } else {
            installEnvironment()
        }
        batch = BuildChunk(capacity: Self.batchLimit)
        var views: [View] = []
        root.visit { views.append($0) }
        makeDeferredArrangements(among: views)
        sizeClassesMatter = modelUsesSizeClasses
        let modelCount = views.reduce(0) { $0 + $1.constraints.count }
        translated.reserveCapacity(modelCount)
        items.reserveCapacity(views.count)
        solver.reserveCapacity(forConstraints: modelCount + views.count)
        // From here until `finish()`, the solver belongs to the pipeline's thread. Views' own
        // constraints (intrinsic sizes, autoresizing) go through it too.
        if modelCount >= BuildPipeline.minimumConstraints { pipeline = BuildPipeline(engine: self) }
        for view in views { ensureView(view) }
        // Sorted on keys read once: a comparison that read both constraints would visit
        // each of thousands of objects log n times.
        var active: [(stamp: UInt64, constraint: LayoutConstraint)] = []
        active.reserveCapacity(modelCount)
        let removed = overrides?.removed ?? []
        for view in views {
            for constraint in view.constraints where removed.isEmpty || !removed.contains(constraint.constraintID) {
                active.append((constraint.activationStamp, constraint))
            }
        }
        active.sort { $0.stamp < $1.stamp }
        buildModels = active.map(\.constraint)
        // A what-if layout's own constraints come after the model's, in their given order.
        if let added = overrides?.added { buildModels.append(contentsOf: added) }
        for (index, constraint) in buildModels.enumerated() { add(constraint, buildIndex: index) }
        flushBatch()
        if let pipeline {
            self.pipeline = nil
            for chunk in pipeline.finish() { flush(chunk) }
        }
        buildModels = []
        sizeClassesMatter = true
        refreshIntrinsicSizes()
    }

    /// Whether a view (and every view above it) is installed in the current size classes.
    public func isInstalled(_ view: View) -> Bool {
        guard sizeClassesMatter else { return true }
        var current: View? = view
        while let candidate = current {
            if let condition = candidate.installedSizeClasses, !condition.holds(in: environment) { return false }
            current = candidate.superview
        }
        return true
    }

    /// Whether a constraint is installed here: its own size classes and its items' views.
    func isInstalled(_ constraint: LayoutConstraint) -> Bool {
        guard sizeClassesMatter else { return true }
        if let condition = constraint.installedSizeClasses, !condition.holds(in: environment) { return false }
        if let view = constraint.firstItem.owningView, !isInstalled(view) { return false }
        if let view = constraint.secondItem?.owningView, !isInstalled(view) { return false }
        return true
    }

    /// The item's variables, made (with the item's own definitions) on first sight.
    func variables(for item: LayoutItem) -> ItemVariables {
        if let record = items[item.itemID] { return ItemVariables(record) }
        return record(for: item).variables
    }

    /// The item's record, made on first sight: a guide's definition and an item's size
    /// floors go in with it.
    func record(for item: LayoutItem) -> ItemRecord {
        if let record = items[item.itemID] { return record }
        let guide = item as? LayoutGuide
        let watched = hasSizeFloor(item)
        let record = ItemRecord(
            x: Variable(item.name, "minX"), y: Variable(item.name, "minY"),
            width: Variable(item.name, "Width", isNonNegative: watched),
            height: Variable(item.name, "Height", isNonNegative: watched))
        items[item.itemID] = record
        if !flooredItems.isEmpty, flooredItems.contains(item.itemID) { addSizeFloors(record) }
        if let guide { defineGuide(guide, record) }
        return record
    }
}
