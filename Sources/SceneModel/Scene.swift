import AutoLayout

/// A scene read from any format, owned by none: the implicit root, its views in file order,
/// the constraints in file order (already activated, with their lines as written), and what
/// the reader knows of where each came from. Every `SceneReader` makes one; everything after
/// reading (layout, rendering, lint, suites) takes one.
public struct Scene {
    public let name: String
    public let file: String
    public let root: View
    public let views: [View]
    public let constraints: [LayoutConstraint]
    /// Bars the scene asks for (SPEC §2).
    public let navigationBar: Bool
    public let tabBar: Bool
    /// Where each view came from in its document (its id there, element, line, the frame the
    /// document stored), by item id; empty for formats that say nothing of it (YAML scenes).
    public let sources: [Int: SceneViewSource]
    /// The line each constraint was read from, by constraint id.
    public let constraintLines: [Int: Int]
    /// Each view's line in a YAML scene, by `itemID` (Interface Builder views have theirs in
    /// `sources`): where audit findings point.
    public let viewLines: [Int: Int]
    /// The audit rules each view is exempt from, by `itemID`, in the order written.
    public let auditSuppressions: [Int: [AuditSuppression]]
    /// What the reader approximated, one per kind (SPEC §4b), in document order.
    public let warnings: [SceneWarning]
    /// The canvas the document was designed on (`--device design`); nil for formats without
    /// one (YAML scenes).
    public let canvas: Canvas?
    /// The iOS version the scene states (a YAML scene's `ios:`, the SDK of the Xcode that
    /// saved an Interface Builder document); nil when it states none. `--ios` overrides it.
    public let iosVersion: Int?

    /// A document's own canvas: the device and orientation it was saved with, and the Dynamic
    /// Type size its editor measured text styles at.
    public struct Canvas: Sendable, Equatable {
        public var device: Device
        public var orientation: Orientation
        public var contentSize: ContentSizeCategory
        /// The device's safe area already holds the bars the canvas draws (an Interface
        /// Builder canvas works its bars out from the document), so the design environment
        /// adds none of the scene's own.
        public var includesBars: Bool
        /// Why the root's top and bottom insets are what they are, as the reader's rules
        /// worked them out ("103 = status bar 59 + navigation bar 44, inferred from …"): lint
        /// names them beside a view it finds misplaced.
        public var topInsetRule: String?
        public var bottomInsetRule: String?

        public init(
            device: Device, orientation: Orientation = .portrait, contentSize: ContentSizeCategory = .large,
            includesBars: Bool = false, topInsetRule: String? = nil, bottomInsetRule: String? = nil
        ) {
            self.device = device
            self.orientation = orientation
            self.contentSize = contentSize
            self.includesBars = includesBars
            self.topInsetRule = topInsetRule
            self.bottomInsetRule = bottomInsetRule
        }
    }

    public init(
        name: String, file: String, root: View, views: [View], constraints: [LayoutConstraint],
        navigationBar: Bool = false, tabBar: Bool = false, sources: [Int: SceneViewSource] = [:],
        constraintLines: [Int: Int] = [:], warnings: [SceneWarning] = [], canvas: Canvas? = nil,
        iosVersion: Int? = nil, viewLines: [Int: Int] = [:], auditSuppressions: [Int: [AuditSuppression]] = [:]
    ) {
        self.iosVersion = iosVersion
        self.viewLines = viewLines
        self.auditSuppressions = auditSuppressions
        self.name = name
        self.file = file
        self.root = root
        self.views = views
        self.constraints = constraints
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.sources = sources
        self.constraintLines = constraintLines
        self.warnings = warnings
        self.canvas = canvas
    }

    /// The environment for a device, orientation and direction, with the scene's bars and
    /// its iOS version.
    public func environment(
        device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight,
        contentSize: ContentSizeCategory = .large
    ) -> Environment {
        Environment(
            device: device, orientation: orientation, direction: direction,
            navigationBar: navigationBar, tabBar: tabBar, contentSize: contentSize, iosVersion: iosVersion)
    }

    /// The environment the document was designed in, when it says: at the canvas's own
    /// Dynamic Type size unless `contentSize` asks for another.
    public func designEnvironment(
        direction: LayoutDirection = .leftToRight,
        contentSize: ContentSizeCategory? = nil
    ) -> Environment? {
        canvas.map { canvas in
            Environment(
                device: canvas.device, orientation: canvas.orientation, direction: direction,
                navigationBar: !canvas.includesBars && navigationBar, tabBar: !canvas.includesBars && tabBar,
                contentSize: contentSize ?? canvas.contentSize, iosVersion: iosVersion)
        }
    }
}

extension Scene {
    /// The view with this name (case-insensitively, as scene files match names), or a
    /// message naming the file and the nearest name when there is none.
    public func view(named name: String) -> Result<View, SceneLookupError> {
        var matcher = NameMatcher<View>(ignoresSpaces: false)
        for view in views { matcher.add(view.name, view) }
        if let view = matcher.lookup(name) { return .success(view) }
        return .failure(SceneLookupError(file: file, name: name, suggestion: matcher.suggestion(for: name)))
    }
}
