import AutoLayout
import SceneModel

// Values several scene kinds share, read one way everywhere: colours, named choices and insets.

extension SceneFields {
    /// `#RRGGBB`, `#RRGGBBAA` or a colour name, with a suggestion for a near miss.
    public func color(_ key: String) throws(SceneError) -> Color? {
        guard let text = try string(key) else { return nil }
        guard let color = Color(parsing: text) else {
            var known = NameMatcher<String>(ignoresSpaces: true)
            for (name, _) in Color.named + Color.system { known.add(name, name) }
            throw error(key, "unknown colour (use #RRGGBB, a name, a system colour, or a light / dark pair)", text)
                .with(suggestion: known.suggestion(for: text))
        }
        return color
    }

    /// One of a fixed set of words (case-insensitive, spaces ignored), with a suggestion.
    public func choice<T>(_ key: String, _ options: [(String, T)]) throws(SceneError) -> T? {
        guard let text = try string(key) else { return nil }
        var known = NameMatcher<T>(ignoresSpaces: true)
        for (name, value) in options { known.add(name, value) }
        guard let value = known.lookup(text) else {
            let names = options.map(\.0).joined(separator: ", ")
            throw error(key, "unknown \(key) (one of \(names))", text).with(suggestion: known.suggestion(for: text))
        }
        return value
    }

    /// One of an enumeration's raw values.
    public func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(SceneError) -> T?
    where T.RawValue == String {
        try choice(key, T.allCases.map { ($0.rawValue, $0) })
    }

    /// Insets as one number for every side or `{top, left, bottom, right}` (missing sides 0),
    /// each within `limit`.
    public func edgeInsets(_ key: String, _ limit: SceneLimit) throws(SceneError) -> EdgeInsets? {
        guard let node = value(key) else { return nil }
        if case .scalar = node {
            let inset = try SceneFields.number(node, key: key, limit, fields: self)
            return EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        }
        guard let insets = try mapping(key) else { return nil }
        try insets.checkKeys(["top", "left", "bottom", "right"])
        return EdgeInsets(
            top: try insets.number("top", limit) ?? 0, left: try insets.number("left", limit) ?? 0,
            bottom: try insets.number("bottom", limit) ?? 0, right: try insets.number("right", limit) ?? 0)
    }
}
