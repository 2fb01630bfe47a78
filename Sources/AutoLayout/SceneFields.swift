import Yams

/// A YAML mapping from a scene file, read with locations so every error names its line.
public struct SceneFields {
    let node: Node.Mapping
    public let file: String
    /// What the mapping is, for messages ("view 'Red View'").
    let context: String

    init(_ node: Node.Mapping, file: String, context: String) {
        self.node = node
        self.file = file
        self.context = context
    }

    func location(_ node: Node?) -> SceneLocation {
        let mark = node?.mark ?? self.node.mark
        return SceneLocation(file: file, line: mark?.line, column: mark?.column)
    }

    public var keys: [String] { node.keys.compactMap { $0.string } }

    public func value(_ key: String) -> Node? { node[key] }

    public func has(_ key: String) -> Bool { node[key] != nil }

    /// Whether `key` holds a mapping (rather than a scalar or a list).
    public func isMapping(_ key: String) -> Bool {
        if case .mapping = node[key] { return true }
        return false
    }

    /// Rejects keys outside `allowed`, suggesting the closest allowed one.
    public func checkKeys(_ allowed: [String]) throws(SceneError) {
        var matcher = NameMatcher<String>(ignoresSpaces: false)
        for key in allowed { matcher.add(key, key) }
        for (keyNode, _) in node {
            let key = keyNode.string ?? ""
            if !allowed.contains(key) {
                throw location(keyNode).error("unknown key in \(context)", key, suggestion: matcher.suggestion(for: key))
            }
        }
    }

    public func string(_ key: String) throws(SceneError) -> String? {
        guard let value = node[key] else { return nil }
        guard case let .scalar(scalar) = value else {
            throw location(value).error("'\(key)' in \(context) must be text", key)
        }
        return scalar.string
    }

    public func number(_ key: String) throws(SceneError) -> Double? {
        guard let value = node[key] else { return nil }
        return try Self.number(value, key: key, fields: self)
    }

    static func number(_ value: Node, key: String, fields: SceneFields) throws(SceneError) -> Double {
        guard case let .scalar(scalar) = value else {
            throw fields.location(value).error("'\(key)' in \(fields.context) must be a number", key)
        }
        guard let number = value.float ?? Double(scalar.string) else {
            throw fields.location(value).error("'\(key)' in \(fields.context) must be a number", scalar.string)
        }
        guard number.isFinite else {
            throw fields.location(value).error("'\(key)' in \(fields.context) must be a finite number", scalar.string)
        }
        return number
    }

    public func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let value = node[key] else { return nil }
        guard let flag = value.bool else {
            throw location(value).error("'\(key)' in \(context) must be true or false", value.string ?? key)
        }
        return flag
    }

    /// A nested mapping such as `intrinsicSize: {width: 120, height: -1}`.
    public func mapping(_ key: String) throws(SceneError) -> SceneFields? {
        guard let value = node[key] else { return nil }
        guard case let .mapping(mapping) = value else {
            throw location(value).error("'\(key)' in \(context) must be a mapping", key)
        }
        return SceneFields(mapping, file: file, context: "'\(key)' of \(context)")
    }

    /// A priority value, checked against 1…1000.
    public func priority(_ key: String) throws(SceneError) -> Priority? {
        guard let value = try number(key) else { return nil }
        guard Priority(value).isValid else {
            throw location(node[key]).error("priority must be within 1…1000", formatPoints(value))
        }
        return Priority(value)
    }

    /// An error located at `key`'s value.
    public func error(_ key: String, _ message: String, _ text: String) -> SceneError {
        location(node[key]).error(message, text)
    }
}
