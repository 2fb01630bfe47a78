/// A storyboard's controllers and the segues between them, for what Xcode's canvas infers
/// from them: the bars a scene shows (`reference/ib-canvas.md` §1.2). A scene reached by a
/// relationship or `show`/`push` segue from a navigation controller has its bar whether or
/// not it has a navigation item (and a navigation item alone gives none); a child of a tab
/// bar controller has its tab bar; containers nest (navigation → tab → child); a pushed scene
/// keeps its source's bars; a presentation from Xcode 11 on is a sheet unless it says
/// otherwise; an embedded scene is drawn alone.
struct IBStoryboardGraph: Sendable {
    /// One segue into a controller.
    struct Segue: Sendable {
        var source: String
        var kind: String
        var relationship: String?
        var presentationStyle: String?
        var id: String?
        var line: Int
    }

    /// Controllers by id, and the segues into each, in document order.
    private(set) var controllers: [String: IBElement] = [:]
    private(set) var incoming: [String: [Segue]] = [:]
    /// What each controller inherits from the segues that lead to it, by id.
    private var contexts: [String: Context] = [:]
    let toolsVersion: Int

    /// Xcode 11 (iOS 13's SDK), from which a presentation is a sheet by default.
    static let sheetToolsVersion = 14800

    init(kind: IBDocument.Kind, root: IBElement) {
        toolsVersion = IBDocument.toolsVersion(of: root)
        guard kind == .storyboard else { return }
        var order: [String] = []
        for scene in root.child("scenes")?.children(named: "scene") ?? [] {
            guard let controller = scene.child("objects")?.children.first(where: IBScene.isController),
                let id = controller["id"]
            else { continue }
            controllers[id] = controller
            order.append(id)
            Self.forEachSegue(in: scene) { segue in
                guard let destination = segue["destination"] else { return }
                incoming[destination, default: []].append(
                    Segue(
                        source: id, kind: segue["kind"] ?? "", relationship: segue["relationship"],
                        presentationStyle: segue["modalPresentationStyle"], id: segue["id"], line: segue.line))
            }
        }
        for id in order where contexts[id] == nil {
            contexts[id] = inherited(by: id, known: contexts)
        }
    }

    /// Every `<segue>` under `element`, in document order. Documents are at most 256 deep
    /// (`IBXMLReader`), so the recursion is bounded.
    private static func forEachSegue(in element: IBElement, _ body: (IBElement) -> Void) {
        for child in element.children {
            if child.name == "segue" { body(child) } else { forEachSegue(in: child, body) }
        }
    }

    /// What a scene inherits from the controllers that lead to it.
    struct Context: Sendable {
        /// The containers the scene sits in, outermost first, each with why.
        var containers: [(controller: IBElement, reason: String)] = []
        var presentation = IBBars.Presentation.screen
        var presentationReason: String?
        /// The segue that brought the scene was a `show`/`push` (its `hidesBottomBarWhenPushed`
        /// applies).
        var wasPushed = false

        /// The innermost container of this kind.
        func innermost(_ kind: String) -> (controller: IBElement, reason: String)? {
            containers.last { $0.controller.name == kind }
        }
    }

    /// The segue a scene is taken to be reached by, of those into it: a relationship first
    /// (the container it sits in), then a push, then a presentation, then an embedding; in
    /// document order within a kind. Custom and unwind segues say nothing of the canvas.
    private func leadingSegue(into id: String) -> Segue? {
        let segues = incoming[id] ?? []
        let order = [
            ["relationship"], ["show", "push", "showDetail"], ["presentation", "modal", "popoverPresentation"],
            ["embed"],
        ]
        for kinds in order {
            if let segue = segues.first(where: { kinds.contains($0.kind) }) { return segue }
        }
        return nil
    }

    /// `navigation controller 'Nav' (line 12)`, for reasons.
    private func describe(_ id: String) -> String {
        guard let controller = controllers[id] else { return "'\(id)'" }
        let name =
            controller["userLabel"] ?? controller["title"]
            ?? IBScene.outlineName(of: controller.name).lowercased()
        return "\(name) '\(id)' (line \(controller.line))"
    }

    private func describe(_ segue: Segue) -> String {
        let kind = segue.relationship.map { "\(segue.kind) segue (\($0))" } ?? "\(segue.kind) segue"
        return "\(kind) '\(segue.id ?? "")' from \(describe(segue.source)) at line \(segue.line)"
    }

    /// What the scene `id` inherits: worked out for every controller when the graph is read.
    func context(of id: String) -> Context {
        contexts[id] ?? Context()
    }

    /// What the scene `id` inherits, given what is known of others. The chain of segues that
    /// leads to it is walked up first, without recursion (a storyboard may chain thousands of
    /// pushes), as far as a scene already worked out, a presentation or embedding (which
    /// starts afresh), a scene reached by nothing, or a scene already on the chain; then
    /// applied from the far end down. Controllers are worked out in document order, each
    /// from those before it, so a storyboard costs one walk of its segues.
    private func inherited(by id: String, known: [String: Context]) -> Context {
        var chain: [(segue: Segue, source: IBElement, destination: String)] = []
        var visited: Set<String> = [id]
        var current = id
        var base = Context()
        while let segue = leadingSegue(into: current), let source = controllers[segue.source] {
            chain.append((segue, source, current))
            guard Self.inheriting.contains(segue.kind) else { break }
            if let context = known[segue.source] {
                base = context
                break
            }
            guard visited.insert(segue.source).inserted else { break }
            current = segue.source
        }
        var context = base
        for (segue, source, destination) in chain.reversed() {
            apply(segue, from: source, to: destination, &context)
        }
        return context
    }

    /// Segues whose destination inherits its source's containers.
    static let inheriting: Set = ["relationship", "show", "push", "showDetail"]

    private func apply(_ segue: Segue, from source: IBElement, to destination: String, _ context: inout Context) {
        switch segue.kind {
        case "relationship":
            context.wasPushed = false
            context.containers.append((source, "inferred from the " + describe(segue)))
        case "show", "push", "showDetail":
            // A push goes onto the innermost navigation stack: it covers the containers inside
            // that navigation controller (a tab bar controller its root, say) and keeps the
            // ones around it (a tab bar controller whose tab it is).
            if let index = context.containers.lastIndex(where: { $0.controller.name == "navigationController" }) {
                context.containers.removeSubrange((index + 1)...)
                let navigation = context.containers[index].controller
                context.containers[index].reason =
                    "inferred from the " + describe(segue)
                    + ", pushed onto navigation controller '\(navigation["id"] ?? "")'"
            }
            context.wasPushed = true
        case "embed":
            context = Context()
            context.presentation = .embedded
            context.presentationReason = "embedded by the " + describe(segue)
        default:
            context = Context()
            let style = segue.presentationStyle ?? controllers[destination]?["modalPresentationStyle"]
            let fullScreen = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"]
            if toolsVersion >= Self.sheetToolsVersion, !fullScreen.contains(style ?? "") {
                context.presentation = .sheet
                context.presentationReason =
                    "a sheet: presented by the " + describe(segue)
                    + (style.map { " (\($0))" } ?? " (the default style since Xcode 11)")
            }
        }
    }

    /// The bars of the scene whose controller is `controller`: its simulated metrics where
    /// they say, else what its graph implies.
    func bars(of controller: IBElement) -> IBBars {
        var bars = IBBars()
        let context = controller["id"].map { self.context(of: $0) } ?? Context()
        bars.presentation = context.presentation
        bars.presentationReason = context.presentationReason
        bars.extendsUnderOpaqueBars = controller["extendedLayoutIncludesOpaqueBars"] == "YES"
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") {
            bars.extendsUnderTop = edges["top"] == "YES"
            bars.extendsUnderBottom = edges["bottom"] == "YES"
        }
        if bars.presentation != .screen {
            bars.statusBar = false
            bars.statusBarReason = bars.presentation == .sheet ? "none in a sheet" : "none in a container view"
        }

        // Inferred: the navigation controller's bar, unless it hides it.
        if let (navigation, reason) = context.innermost("navigationController") {
            if navigation["navigationBarHidden"] == "YES" {
                bars.navigationBarReason =
                    "none: navigation controller '\(navigation["id"] ?? "")' "
                    + "(line \(navigation.line)) has navigationBarHidden"
            } else {
                let bar = navigation.child("navigationBar", key: "navigationBar")
                let mode = controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
                var navigationBar = IBBars.NavigationBar()
                navigationBar.isTranslucent = bar?["translucent"] != "NO"
                navigationBar.hasLargeTitle = bar?["largeTitles"] == "YES" && mode != "never"
                bars.navigationBar = navigationBar
                bars.navigationBarReason = reason
            }
            if navigation["toolbarHidden"] == "NO" {
                let toolbar = navigation.child("toolbar", key: "toolbar")
                bars.bottomBar = .toolbar(isTranslucent: toolbar?["translucent"] != "NO")
                bars.bottomBarReason =
                    "the toolbar of navigation controller '\(navigation["id"] ?? "")' "
                    + "(line \(navigation.line)), toolbarHidden=\"NO\""
            }
        }
        if let (tab, reason) = context.innermost("tabBarController") {
            let bar = tab.child("tabBar", key: "tabBar")
            bars.bottomBar = .tabBar(isTranslucent: bar?["translucent"] != "NO")
            bars.bottomBarReason = reason
        }
        if context.wasPushed, controller["hidesBottomBarWhenPushed"] == "YES", bars.bottomBar != nil {
            bars.bottomBar = nil
            bars.bottomBarReason = "none: pushed with hidesBottomBarWhenPushed (line \(controller.line))"
        }
        Self.applySimulatedMetrics(of: controller, to: &bars)
        return bars
    }

    /// What a scene's (or a xib view's) simulated metrics state wins over inference:
    /// `<nil key=…>` is none, a metrics element is that bar (`translucent`, `prompted`).
    static func applySimulatedMetrics(of element: IBElement, to bars: inout IBBars) {
        for metrics in element.children {
            let stated = "simulated metrics at line \(metrics.line)"
            switch (metrics.name, metrics["key"]) {
            case ("nil", "simulatedStatusBarMetrics"):
                bars.statusBar = false
                bars.statusBarReason = "none: " + stated
            case ("simulatedStatusBarMetrics", _):
                bars.statusBar = bars.presentation == .screen
                bars.statusBarReason = stated
            case ("nil", "simulatedTopBarMetrics"):
                bars.navigationBar = nil
                bars.navigationBarReason = "none: " + stated
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                var bar = bars.navigationBar ?? IBBars.NavigationBar()
                if let translucent = metrics["translucent"] { bar.isTranslucent = translucent != "NO" }
                // `prompted="NO"` is a bar without a prompt, not no bar.
                bar.isPrompted = metrics["prompted"] == "YES"
                bars.navigationBar = bar
                bars.navigationBarReason = stated
            case ("nil", "simulatedBottomBarMetrics"):
                bars.bottomBar = nil
                bars.bottomBarReason = "none: " + stated
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                bars.bottomBar = .tabBar(isTranslucent: metrics["translucent"] != "NO")
                bars.bottomBarReason = stated
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                bars.bottomBar = .toolbar(isTranslucent: metrics["translucent"] != "NO")
                bars.bottomBarReason = stated
            default:
                break
            }
        }
    }
}
