import AutoLayout
/// A scene file turned into a model: the implicit root, its views in file order, and the
/// constraints in file order (already activated, with their lines as written).
public struct LoadedScene {
    public let name: String
    public let file: String
    public let root: View
    public let views: [View]
    public let constraints: [LayoutConstraint]
    /// Bars the scene asks for (SPEC §2).
    public let navigationBar: Bool
    public let tabBar: Bool
    /// Where each view came from in an Interface Builder document, by item id; empty for
    /// YAML scenes.
    public let sources: [Int: SceneViewSource]
    /// The line each constraint was read from, by constraint id.
    public let constraintLines: [Int: Int]
    /// What the reader approximated, one per kind (SPEC §4b), in document order.
    public let warnings: [SceneWarning]
    /// The device an Interface Builder document was saved with (`--device design`); nil for
    /// YAML scenes.
    public let designDevice: Device?
    public let designOrientation: Orientation
    /// The Dynamic Type size the document's Xcode measured text styles at on its canvas.
    public let designContentSize: ContentSizeCategory

    public init(name: String, file: String, root: View, views: [View], constraints: [LayoutConstraint],
                navigationBar: Bool = false, tabBar: Bool = false, sources: [Int: SceneViewSource] = [:],
                constraintLines: [Int: Int] = [:], warnings: [SceneWarning] = [], designDevice: Device? = nil, designOrientation: Orientation = .portrait,
                designContentSize: ContentSizeCategory = .large)
    {
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
        self.designDevice = designDevice
        self.designOrientation = designOrientation
        self.designContentSize = designContentSize
    }

    /// The environment for a device, orientation and direction, with the scene's bars.
    public func environment(device: Device = .default, orientation: Orientation = .portrait,
                            direction: LayoutDirection = .leftToRight,
                            contentSize: ContentSizeCategory = .large) -> Environment
    {
        Environment(device: device, orientation: orientation, direction: direction,
                    navigationBar: navigationBar, tabBar: tabBar, contentSize: contentSize)
    }

    /// The environment the document was designed in, when it says: at the canvas's own
    /// Dynamic Type size unless `contentSize` asks for another.
    public func designEnvironment(direction: LayoutDirection = .leftToRight,
                                  contentSize: ContentSizeCategory? = nil) -> Environment?
    {
        designDevice.map { environment(device: $0, orientation: designOrientation, direction: direction,
                                       contentSize: contentSize ?? designContentSize) }
    }
}

/// A view's origin in an Interface Builder document: its object id, element name, the
/// frame Xcode stored (superview-relative) and whether Xcode marked it misplaced or
/// ambiguous.
public struct SceneViewSource: Hashable, Sendable {
    public var id: String
    public var kind: String
    public var line: Int
    public var storedFrame: Rect?
    public var isMisplaced: Bool
    public var isAmbiguous: Bool

    public init(id: String, kind: String, line: Int, storedFrame: Rect?, isMisplaced: Bool, isAmbiguous: Bool = false) {
        self.id = id
        self.kind = kind
        self.line = line
        self.storedFrame = storedFrame
        self.isMisplaced = isMisplaced
        self.isAmbiguous = isAmbiguous
    }
}

/// Something a reader could not reproduce exactly and approximated: printed as
/// `file:line: warning: message: 'text'`.
public struct SceneWarning: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var text: String
    public var message: String

    public init(file: String, line: Int?, text: String, message: String) {
        self.file = file
        self.line = line
        self.text = text
        self.message = message
    }

    public var description: String {
        SceneError.diagnostic("warning", file: file, line: line, message: message, text: text)
    }
}

extension LoadedScene {
    /// The view with this name (case-insensitively, as scene files match names), or a
    /// message naming the file and the nearest name when there is none.
    public func view(named name: String) -> Result<View, SceneLookupError> {
        var matcher = NameMatcher<View>(ignoresSpaces: false)
        for view in views { matcher.add(view.name, view) }
        if let view = matcher.lookup(name) { return .success(view) }
        return .failure(SceneLookupError(file: file, name: name, suggestion: matcher.suggestion(for: name)))
    }
}
