import Cassowary
import Synchronization

private let engineGenerations = Atomic<UInt64>(0)

/// Turns a view tree into solver constraints and keeps them in step with the model: the
/// bridge between `View`/`LayoutConstraint` and `Cassowary.Solver`.
///
/// Frames are variables in root coordinates (x, y, width, height per item). The environment
/// (root size, bar insets, root margins) enters through required edit variables, so a
/// rotation is a handful of `suggestValue` calls, not a rebuild.
public final class LayoutEngine {
    public let root: View
    @exclusivity(unchecked) public private(set) var environment: Environment
    @exclusivity(unchecked) private(set) var solver = Solver()

    /// Solver variables of one view or guide, in root coordinates. The engine's `items` own
    /// them (`Storage`); this view of them holds no references, so the several lookups each
    /// constraint's translation makes cost no reference counting. Valid while the engine
    /// keeps its `items`, which is as long as any engine method can hold one.
    struct ItemVariables {
        // Unmanaged: even an `unowned(unsafe)` field is retained when read into a strong use.
        let xReference: Unmanaged<Variable>
        let yReference: Unmanaged<Variable>
        let widthReference: Unmanaged<Variable>
        let heightReference: Unmanaged<Variable>

        var x: Variable { xReference.takeUnretainedValue() }
        var y: Variable { yReference.takeUnretainedValue() }
        var width: Variable { widthReference.takeUnretainedValue() }
        var height: Variable { heightReference.takeUnretainedValue() }

        init(_ storage: Storage) {
            xReference = .passUnretained(storage.x)
            yReference = .passUnretained(storage.y)
            widthReference = .passUnretained(storage.width)
            heightReference = .passUnretained(storage.height)
        }

        final class Storage {
            let x: Variable
            let y: Variable
            let width: Variable
            let height: Variable

            init(x: Variable, y: Variable, width: Variable, height: Variable) {
                self.x = x
                self.y = y
                self.width = width
                self.height = height
            }
        }
    }

    @exclusivity(unchecked) var items = IdentityTable<ItemVariables.Storage>()
    /// Names this engine's current `items` in the items' `variablesHint` (renewed whenever
    /// `items` starts afresh; never reused, unlike an address).
    @exclusivity(unchecked) private(set) var generation = LayoutEngine.nextGeneration()

    static func nextGeneration() -> UInt64 { engineGenerations.add(1, ordering: .relaxed).newValue }
    /// Whether any view met so far is a scroll view; until one is, translating a constraint
    /// skips the casts that look for one (`contentAttachment`, `addMeasured`).
    @exclusivity(unchecked) var hasScrollViews = false
    /// Views whose system constraints (autoresizing, intrinsic size) are in the solver.
    @exclusivity(unchecked) var knownViews = IdentityTable<Bool>()
    /// The solver constraint standing for each model constraint.
    @exclusivity(unchecked) var translated = IdentityTable<Constraint>()
    /// How the engine's own solver constraints are shown in reports (a model constraint's
    /// solver constraint carries the model's description as its label).
    @exclusivity(unchecked) var labels: [ObjectIdentifier: String] = [:]
    /// Whether any view or constraint is installed only in some size classes (else every
    /// view and constraint is installed, and the checks per constraint are skipped).
    @exclusivity(unchecked) var sizeClassesMatter = true
    /// Intrinsic-size constraints per view, kept to re-measure width-dependent views.
    @exclusivity(unchecked) var intrinsic = IdentityTable<IntrinsicConstraints>()
    @exclusivity(unchecked) var conflicts: [Layout.Conflict] = []
    /// While building, constraints wait here to go into the solver together.
    @exclusivity(unchecked) var batch: BuildChunk?
    /// A large build's second thread (`BuildPipeline`), while it runs.
    @exclusivity(unchecked) var pipeline: BuildPipeline?
    @exclusivity(unchecked) var broken: Set<ObjectIdentifier> = []
    /// The two constraints placing each scroll view's content guide (x, then y), changed in
    /// place when the inset or offset moves.
    @exclusivity(unchecked) var scrollOrigins: [ObjectIdentifier: [Constraint]] = [:]
    /// The view behind each autoresizing constraint (diagnostics tell them from the rest).
    @exclusivity(unchecked) var autoresizingViews: [ObjectIdentifier: View] = [:]
    let environmentVariables: EnvironmentVariables
    /// Set when the engine only measures a detached subtree (`systemLayoutSizeFitting`): it
    /// then neither registers with the views nor pins the root to the screen.
    let fitting: Fitting?

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

    init(root: View, environment: Environment, fitting: Fitting?) {
        self.root = root
        self.environment = environment
        self.fitting = fitting
        environmentVariables = EnvironmentVariables()
        if fitting == nil { root.engine = self }
        build()
    }

    /// Translates the whole model into the solver (as the initial build does).
    private func build() {
        if let fitting {
            installFitting(fitting)
        } else {
            installEnvironment()
        }
        batch = BuildChunk(capacity: Self.batchLimit)
        var views: [View] = []
        root.visit { views.append($0) }
        sizeClassesMatter = modelUsesSizeClasses
        let modelCount = views.reduce(0) { $0 + $1.constraints.count }
        translated.reserveCapacity(modelCount)
        items.reserveCapacity(views.count)
        knownViews.reserveCapacity(views.count)
        intrinsic.reserveCapacity(views.count)
        solver.reserveCapacity(forConstraints: modelCount + views.count)
        // From here until `finish()`, the solver belongs to the pipeline's thread. Views' own
        // constraints (intrinsic sizes, autoresizing) go through it too.
        if modelCount >= BuildPipeline.minimumConstraints { pipeline = BuildPipeline(engine: self) }
        for view in views { ensureView(view) }
        // Sorted on keys read once: a comparison that read both constraints would visit
        // each of thousands of objects log n times.
        var active: [(stamp: UInt64, constraint: LayoutConstraint)] = []
        active.reserveCapacity(modelCount)
        for view in views {
            for constraint in view.constraints { active.append((constraint.activationStamp, constraint)) }
        }
        active.sort { $0.stamp < $1.stamp }
        // `active` holds every model constraint until the chunks, which do not, are done.
        withExtendedLifetime(active) {
            for entry in active { add(entry.constraint) }
            flushBatch()
            if let pipeline {
                self.pipeline = nil
                for chunk in pipeline.finish() { flush(chunk) }
            }
        }
        sizeClassesMatter = true
        refreshIntrinsicSizes()
    }

    // MARK: - Live updates from the model

    func constraintActivated(_ constraint: LayoutConstraint) {
        if let first = constraint.firstItem.owningView { ensureTree(first) }
        add(constraint)
        refreshIntrinsicSizes()
    }

    func constraintDeactivated(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        broken.remove(key)
        conflicts.removeAll { $0.brokenConstraint === constraint }
        if let solverConstraint = translated.removeValue(forKey: key) {
            try? solver.remove(solverConstraint)
        }
        constraint.engine = nil
    }

    func constantChanged(_ constraint: LayoutConstraint) {
        guard let current = translated[ObjectIdentifier(constraint)],
              let rebuilt = try? solverConstraint(for: constraint)
        else { return }
        // The expression's constant is the only thing that moved; change it in place.
        do {
            try solver.setConstant(current, to: rebuilt.expression.constant)
        } catch {
            constraintDeactivated(constraint)
            add(constraint)
        }
        refreshIntrinsicSizes()
    }

    /// Moves to another device, orientation, direction or bar set through the edit
    /// variables. A direction change flips every leading/trailing constraint, so it rebuilds
    /// those.
    public func setEnvironment(_ newValue: Environment) {
        let directionChanged = newValue.direction != environment.direction
        // Size classes decide which views and constraints are installed at all.
        let sizeClassesChanged = (newValue.horizontalSizeClass != environment.horizontalSizeClass
            || newValue.verticalSizeClass != environment.verticalSizeClass) && modelUsesSizeClasses
        environment = newValue
        if directionChanged || sizeClassesChanged {
            retranslateAll()
        } else {
            suggestEnvironment()
        }
        refreshIntrinsicSizes(everyView: directionChanged)
    }

    /// Whether any view or constraint is installed only in some size classes. Only then can
    /// a rotation that changes the size classes change what is in the layout; otherwise it
    /// stays a handful of edit-variable suggestions.
    var modelUsesSizeClasses: Bool {
        var uses = false
        root.visit { view in
            if view.installedSizeClasses != nil || view.constraints.contains(where: { $0.installedSizeClasses != nil }) {
                uses = true
            }
        }
        return uses
    }

    /// Starts the solver afresh from the model. A change of direction changes the meaning of
    /// every leading and trailing constraint; rebuilding once costs one pass over the model,
    /// where removing and re-adding each constraint would rebuild its component every time.
    func retranslateAll() {
        solver = Solver()
        items.removeAll()
        generation = Self.nextGeneration()
        knownViews.removeAll()
        translated.removeAll()
        labels = [:]
        intrinsic.removeAll()
        conflicts = []
        broken = []
        scrollOrigins = [:]
        autoresizingViews = [:]
        build()
    }

    // MARK: - Adding model constraints

    func add(_ constraint: LayoutConstraint) {
        if fitting == nil { constraint.engine = self }
        guard isInstalled(constraint) else { return }
        let solverConstraint: Constraint
        do {
            solverConstraint = try self.solverConstraint(for: constraint)
        } catch {
            return
        }
        if batch != nil {
            enqueue(solverConstraint, constraint)
            return
        }
        commitNow(solverConstraint, constraint)
    }

    /// Adds one solver constraint now; a required one that cannot hold is reported broken.
    func commitNow(_ solverConstraint: Constraint, _ model: LayoutConstraint?) {
        do {
            try solver.add(solverConstraint)
            if let model { translated[ObjectIdentifier(model)] = solverConstraint }
        } catch {
            // A pipelined build recorded the translation ahead of the solver.
            if let model { translated.removeValue(forKey: ObjectIdentifier(model)) }
            guard case let .unsatisfiable(_, conflict) = error else { return }
            if let model { broken.insert(ObjectIdentifier(model)) }
            conflicts.append(Layout.Conflict(
                broken: labels[ObjectIdentifier(solverConstraint)] ?? solverConstraint.description,
                constraints: conflict.map { labels[ObjectIdentifier($0)] ?? $0.description },
                brokenConstraint: model, brokenSolverConstraint: solverConstraint, members: conflict))
        }
    }

    /// Adds a constraint the engine itself needs (guides, autoresizing, intrinsic sizes);
    /// without `label`, reports show the constraint's own.
    @discardableResult
    func addSystem(_ constraint: Constraint, label: String? = nil) -> Constraint {
        if let label { labels[ObjectIdentifier(constraint)] = label }
        if batch != nil {
            enqueue(constraint, nil)
        } else {
            commitNow(constraint, nil)
        }
        return constraint
    }

    /// Constraints per solver transaction while building: large enough that a transaction's
    /// bookkeeping is paid rarely, small enough that a large build's pipeline
    /// (`BuildPipeline`) starts the solver early and leaves it little to finish at the end.
    static let batchLimit = 256

    /// Queues a constraint of the build; a full chunk goes into the solver (or to the
    /// pipeline's solver thread).
    private func enqueue(_ solverConstraint: Constraint, _ model: LayoutConstraint?) {
        batch?.append(solverConstraint, model)
        // The pipeline's thread touches only the solver: the translation is recorded here,
        // and taken back when the replay of a rejected chunk breaks the constraint.
        if pipeline != nil, let model { translated[ObjectIdentifier(model)] = solverConstraint }
        if let count = batch?.count, count >= Self.batchLimit {
            flushBatch()
            batch = BuildChunk(capacity: Self.batchLimit)
        }
    }

    /// Sends the queued constraints on: to the pipeline while one runs, else into the solver.
    func flushBatch() {
        guard let items = batch else { return }
        batch = nil
        if let pipeline {
            pipeline.submit(items)
        } else {
            flush(items)
        }
    }

    /// Adds a chunk in one solver transaction. If that fails, some required constraint cannot
    /// hold: replay them one by one, in order, so the first that cannot hold with those
    /// before it is the one broken, exactly as without batching (a chunk that succeeds is the
    /// same sequence of additions as one at a time).
    func flush(_ chunk: BuildChunk) {
        if addToSolver(chunk) {
            for index in 0..<chunk.count {
                if let model = chunk.model(at: index) { translated[ObjectIdentifier(model)] = chunk.constraints[index] }
            }
        } else {
            for index in 0..<chunk.count {
                commitNow(chunk.constraints[index], chunk.model(at: index))
            }
        }
    }

    /// Adds a chunk all or nothing. Touches only the solver: the pipeline runs it on its
    /// own thread.
    func addToSolver(_ chunk: BuildChunk) -> Bool {
        do {
            try solver.add(chunk.constraints)
            return true
        } catch {
            return false
        }
    }

    /// Whether the model constraint is in effect (active, and not broken in a conflict).
    public func isSatisfied(_ constraint: LayoutConstraint) -> Bool {
        translated[ObjectIdentifier(constraint)] != nil
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

    func variables(for item: LayoutItem) -> ItemVariables {
        // The item remembers the variables the engine that last asked gave it: translating a
        // constraint asks two to four times, and the item is in cache where a table slot is
        // not. `items` stays the record (a fitting engine may measure the same views).
        if let hint = variablesHint(of: item), hint.generation == generation { return hint.variables }
        return recordVariables(for: item)
    }

    /// The item's hint, read without retaining the item: a plain view is recognised by its
    /// class alone, without the runtime's cast.
    @inline(__always)
    private func variablesHint(of item: LayoutItem) -> (generation: UInt64, variables: ItemVariables)? {
        if type(of: item) == View.self { return unsafeDowncast(item, to: View.self).variablesHint }
        if let view = item as? View { return view.variablesHint }
        return (item as? LayoutGuide)?.variablesHint
    }

    /// The item's variables from `items` (made on first sight), remembered in the item.
    private func recordVariables(for item: LayoutItem) -> ItemVariables {
        let view = item as? View
        let guide = view == nil ? item as? LayoutGuide : nil
        let key = ObjectIdentifier(item)
        let found: ItemVariables
        if let existing = items[key] {
            found = ItemVariables(existing)
        } else {
            let storage = ItemVariables.Storage(
                x: Variable(item.name, "minX"), y: Variable(item.name, "minY"),
                width: Variable(item.name, "Width"), height: Variable(item.name, "Height"))
            items[key] = storage
            found = ItemVariables(storage)
            if let guide { defineGuide(guide, found) }
        }
        view?.variablesHint = (generation, found)
        guide?.variablesHint = (generation, found)
        return found
    }
}
