internal import AutoLayout

/// UIKit's layout pass, over the engine: solve the root's tree at the root's size, write
/// every view's `frame` in its superview's coordinates, then call `layoutSubviews()`
/// top-down on the views that need it. Code in `layoutSubviews()` that changes the layout
/// (a frame set by hand, a constant) is laid out by a further pass, as UIKit's loop does.
@MainActor
enum LayoutCycle {
    /// Counts changes to anything the engine reads: a pass that ends with the count it
    /// started with has settled.
    private(set) static var generation = 0
    /// Passes in progress (`layoutIfNeeded()` called from `layoutSubviews()` re-solves and
    /// writes frames, and leaves `layoutSubviews()` to the pass already running).
    private static var depth = 0
    /// A `layoutSubviews()` that changes the layout every time would loop for ever; UIKit
    /// stops too.
    static let maximumPasses = 4

    /// The iOS version whose metrics apply (SPEC §10): `PLUMB_IOS` for the whole process
    /// ("18" or "18.2"; the major version counts), else none stated: the newest Plumb
    /// models, as scenes without an `ios:` key get.
    /// A test may lay out at another version for a while (`PlumbIOSVersion.withVersion`).
    static var iosVersion: Int? { PlumbIOSVersion.override ?? processIOSVersion }
    static let processIOSVersion: Int? = {
        let (version, problem) = iosVersion(fromEnvironment: ProcessInfo.processInfo.environment["PLUMB_IOS"])
        // Said once, on standard error, where UIKit's console goes: a typo must not pass
        // silently as the newest version.
        if let problem { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
        return version
    }()

    /// `PLUMB_IOS` read: its major version when it names one Plumb models ("18", "18.2"),
    /// nil when unset; anything else is nil with the words that say why.
    static func iosVersion(fromEnvironment text: String?) -> (version: Int?, problem: String?) {
        guard let text, !text.isEmpty else { return (nil, nil) }
        let major = text.split(separator: ".", maxSplits: 1).first.map(String.init) ?? text
        if let version = IOSMetrics.version(parsing: major) { return (version, nil) }
        return (
            nil,
            "PlumbUIKit: PLUMB_IOS='\(text)' is not \(IOSMetrics.expectedVersion); laying out at the newest, "
                + "\(IOSMetrics.newest)"
        )
    }

    static func modelChanged() { generation &+= 1 }

    static func layoutIfNeeded(from view: UIView) {
        let root = view.rootView
        guard depth == 0 else {
            solveAndApply(root)
            return
        }
        depth += 1
        defer { depth -= 1 }
        for _ in 0..<maximumPasses {
            let start = generation
            solveAndApply(root)
            callLayoutSubviews(root)
            // The safe areas of views a custom container placed follow their frames: a change
            // is laid out by the next pass.
            (root as? UIWindow)?.updateEmbeddedSafeAreas()
            if generation == start { return }
        }
    }

    /// The environment a root is laid out in: a screen exactly the root's size, with no
    /// status bar or safe-area insets (a view not in a window has none) and the scale of
    /// Plumb's default device (3, the iPhone 17's), so that a view measured on its own
    /// (`systemLayoutSizeFitting`) rounds as it does in its tree.
    static func environment(for size: CGSize) -> Environment {
        let device = Device(
            id: "uikit-root", portraitSize: size.model, scale: Device.default.scale, rootSideMargin: 8, isPad: false,
            portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: false, hasStatusBar: false)
        return Environment(device: device, iosVersion: iosVersion)
    }

    /// The environment a root is laid out in: a window's own (its device, orientation and
    /// traits, with the device's safe area: UIWindow.swift), else a bare root's.
    static func environment(of root: UIView) -> Environment {
        (root as? UIWindow)?.layoutEnvironment ?? environment(for: root.storedFrame.size)
    }

    /// The root's engine, made on first use and kept at the root's current size.
    static func state(of root: UIView) -> RootLayout {
        let environment = environment(of: root)
        if let state = root.rootLayout {
            if state.engine.environment != environment { state.engine.setEnvironment(environment) }
            return state
        }
        let state = RootLayout(engine: LayoutEngine(root: root.node, environment: environment))
        root.rootLayout = state
        return state
    }

    static func solveAndApply(_ root: UIView) {
        let state = state(of: root)
        let layout = state.engine.layout()
        var frames: [Int: Rect] = [:]
        frames.reserveCapacity(layout.entries.count)
        for entry in layout.entries { frames[entry.id] = entry.frameInSuperview }
        // The root keeps the frame it was given (its origin is its window's business).
        for child in root.subviews { apply(frames, to: child) }
        report(layout.conflicts, state, root)
    }

    private static func apply(_ frames: [Int: Rect], to view: UIView) {
        if let frame = frames[view.node.itemID] { view.applyLayoutFrame(frame.cgRect) }
        for child in view.subviews { apply(frames, to: child) }
    }

    private static func callLayoutSubviews(_ view: UIView) {
        if view.needsLayoutFlag {
            view.needsLayoutFlag = false
            // A view controller's view: its controller hears of the view's layout around
            // `layoutSubviews()`, as UIKit's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`.
            let controller = view.extrasStorage?.controller
            controller?.viewWillLayoutSubviews()
            view.layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for child in view.subviews { callLayoutSubviews(child) }
    }

    /// Reports each conflict once, when it arises (UIKit logs when it breaks a constraint);
    /// one that goes away and comes back is reported again.
    private static func report(_ conflicts: [Layout.Conflict], _ state: RootLayout, _ root: UIView) {
        var current = Set<String>()
        for conflict in conflicts {
            let key = "\(conflict.brokenConstraintID ?? 0) \(conflict.broken)"
            current.insert(key)
            guard !state.reportedConflicts.contains(key) else { continue }
            PlumbLayoutIssues.report(
                .conflict(
                    PlumbLayoutIssue.Conflict(
                        brokenConstraint: conflict.brokenConstraintID.flatMap { root.heldConstraint(id: $0) },
                        broken: conflict.broken, constraints: conflict.constraints,
                        consoleText: UIKitConsoleText.text(of: conflict, in: root),
                        sources: conflict.constraintIDs.map { id in
                            id.flatMap { root.heldConstraint(id: $0) }.flatMap(Self.source)
                        })))
        }
        state.reportedConflicts = current
    }

    /// Where the team made a constraint, with its identifier: `Profile/HeaderView.swift:42
    /// 'avatar-width'`.
    static func source(of constraint: NSLayoutConstraint) -> String? {
        guard let site = constraint.creationSite else { return constraint.identifier.map { "'\($0)'" } }
        return constraint.identifier.map { "\(site) '\($0)'" } ?? site
    }

    /// An item's rectangle from the last pass, in `view`'s coordinates (nil before the
    /// view's tree has been laid out).
    static func solvedFrame(of item: LayoutItem, in view: UIView) -> CGRect? {
        guard let engine = view.rootView.rootLayout?.engine else { return nil }
        let frame = engine.frame(of: item)
        let origin = engine.frame(of: view.node)
        return CGRect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
    }
}
