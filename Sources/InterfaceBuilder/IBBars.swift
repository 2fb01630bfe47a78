/// The bars Xcode's canvas draws around a scene, and where each came from: the status bar,
/// a navigation bar above, a tab bar or toolbar below, and whether the scene is shown as a
/// sheet (`reference/ib-canvas.md` §1.2). Read from the scene's simulated metrics where it
/// states them, else inferred from the storyboard's graph (`IBStoryboardGraph`).
public struct IBBars: Sendable, Equatable {
    /// A navigation bar: opaque ones (`translucent="NO"`) stand above the root instead of over
    /// it; a large title makes it 96 high, a prompt 30 higher.
    public struct NavigationBar: Sendable, Equatable {
        public var isTranslucent = true
        public var hasLargeTitle = false
        public var isPrompted = false
    }

    public enum BottomBar: Sendable, Equatable {
        case tabBar(isTranslucent: Bool)
        case toolbar(isTranslucent: Bool)

        public var isTranslucent: Bool {
            switch self {
            case .tabBar(let translucent), .toolbar(let translucent): return translucent
            }
        }
    }

    /// How the scene is shown: full screen; as a sheet (iOS 13's default presentation: no
    /// status bar, a shorter root, a 56-pt navigation bar); or inside a container view
    /// (`embed`), drawn alone at its own size.
    public enum Presentation: String, Sendable, Equatable {
        case screen, sheet, embedded
    }

    public var statusBar = true
    public var navigationBar: NavigationBar?
    public var bottomBar: BottomBar?
    public var presentation = Presentation.screen
    /// `extendedLayoutIncludesOpaqueBars="YES"`: the root runs under opaque bars too.
    public var extendsUnderOpaqueBars = false
    /// `edgesForExtendedLayout`, as an `<extendedEdge>` element states it (absent: every
    /// edge, UIKit's default).
    public var extendsUnderTop = true
    public var extendsUnderBottom = true
    /// Why each is there (or not): the simulated metrics' line, or the segue it was inferred
    /// from. Said by `plumb scenes` and by `plumb lint` beside a misplaced view.
    public var statusBarReason: String?
    public var navigationBarReason: String?
    public var bottomBarReason: String?
    public var presentationReason: String?

    public init() {}

    /// The top bar stands above the root (not over it): it is opaque and the scene does not
    /// extend under opaque bars, or the scene does not extend under its top edge.
    public var rootIsBelowTopBar: Bool {
        guard let bar = navigationBar else { return false }
        return !extendsUnderTop || (!bar.isTranslucent && !extendsUnderOpaqueBars)
    }

    /// The bottom bar stands below the root, as `rootIsBelowTopBar` says for the top.
    public var rootIsAboveBottomBar: Bool {
        guard let bar = bottomBar else { return false }
        return !extendsUnderBottom || (!bar.isTranslucent && !extendsUnderOpaqueBars)
    }

    /// `status, navigation bar (opaque), tab bar`. A root drawn alone (freeform, a cell, a
    /// view smaller than the screen: not `onScreen`) has no status bar.
    public func summary(onScreen: Bool = true) -> String {
        var parts: [String] = []
        if presentation != .screen { parts.append(presentation.rawValue) }
        if statusBar && presentation == .screen && onScreen { parts.append("status") }
        if let bar = navigationBar {
            var notes: [String] = []
            if !bar.isTranslucent { notes.append("opaque") }
            if bar.hasLargeTitle { notes.append("large title") }
            if bar.isPrompted { notes.append("prompt") }
            parts.append("navigation bar" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"))
        }
        switch bottomBar {
        case .tabBar(let translucent): parts.append("tab bar" + (translucent ? "" : " (opaque)"))
        case .toolbar(let translucent): parts.append("toolbar" + (translucent ? "" : " (opaque)"))
        case nil: break
        }
        return parts.isEmpty ? "no bars" : parts.joined(separator: ", ")
    }
}
