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

    /// The environment for a device, orientation and direction, with the scene's bars.
    public func environment(device: Device = .default, orientation: Orientation = .portrait,
                            direction: LayoutDirection = .leftToRight) -> Environment
    {
        Environment(device: device, orientation: orientation, direction: direction,
                    navigationBar: navigationBar, tabBar: tabBar)
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
