import AutoLayout
import SceneModel
import Yams

/// A YAML mapping from a scene file, read with locations so every error names its line.
public struct SceneFields {
    let node: Node.Mapping
    public let file: String
    /// What the mapping is, for messages ("view 'Red View'").
    let context: String
    /// Values by key text. Yams's own lookup compares nodes, resolving tags with regular
    /// expressions on every comparison; a plain index makes large scenes load fast.
    private let values: [String: Node]

    init(_ node: Node.Mapping, file: String, context: String) {
        self.node = node
        self.file = file
        self.context = context
        var values: [String: Node] = [:]
        for (key, value) in node {
            if let text = key.string, values[text] == nil { values[text] = value }
        }
        self.values = values
    }

    func location(_ node: Node?) -> SceneLocation {
        let mark = node?.mark ?? self.node.mark
        return SceneLocation(file: file, line: mark?.line, column: mark?.column)
    }

    public var keys: [String] { node.keys.compactMap { $0.string } }

    public func value(_ key: String) -> Node? { values[key] }

    public func has(_ key: String) -> Bool { values[key] != nil }

    /// Whether `key` holds a mapping (rather than a scalar or a list).
    public func isMapping(_ key: String) -> Bool {
        if case .mapping = values[key] { return true }
        return false
    }

    /// Rejects keys outside `allowed`, suggesting the closest allowed one.
    public func checkKeys(_ allowed: [String]) throws(SceneError) {
        for (keyNode, _) in node {
            let key = keyNode.string ?? ""
            if !allowed.contains(key) {
                // The matcher is only for the message: building it for every mapping of a
                // large scene cost more than reading the mapping.
                var matcher = NameMatcher<String>(ignoresSpaces: false)
                for key in allowed { matcher.add(key, key) }
                throw location(keyNode).error(
                    "unknown key in \(context)", key, suggestion: matcher.suggestion(for: key))
            }
        }
    }

    public func string(_ key: String) throws(SceneError) -> String? {
        guard let value = values[key] else { return nil }
        guard case let .scalar(scalar) = value else {
            throw location(value).error("'\(key)' in \(context) must be text", key)
        }
        return scalar.string
    }

    public func number(_ key: String) throws(SceneError) -> Double? {
        guard let value = values[key] else { return nil }
        return try Self.number(value, key: key, fields: self)
    }

    /// An iOS version (`ios: 17`): a whole number Plumb models (`IOSMetrics.supportedVersions`).
    public func iosVersion(_ key: String) throws(SceneError) -> Int? {
        guard let text = try string(key) else { return nil }
        guard let version = IOSMetrics.version(parsing: text) else {
            throw error(key, "'\(key)' in \(context) must be \(IOSMetrics.expectedVersion)", text)
        }
        return version
    }

    static func number(_ value: Node, key: String, fields: SceneFields) throws(SceneError) -> Double {
        guard case let .scalar(scalar) = value else {
            throw fields.location(value).error("'\(key)' in \(fields.context) must be a number", key)
        }
        // Plain decimal text first; YAML's own forms (.inf, .nan, 1_000) through Yams.
        guard let number = Self.parseNumber(scalar.string) else {
            throw fields.location(value).error("'\(key)' in \(fields.context) must be a number", scalar.string)
        }
        guard number.isFinite else {
            throw fields.location(value).error("'\(key)' in \(fields.context) must be a finite number", scalar.string)
        }
        return number
    }

    /// A YAML number: decimal text, or YAML's `.inf`, `-.inf`, `.nan` spellings (which the
    /// callers then reject as not finite).
    static func parseNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        if let value = Double(trimmed), trimmed.lowercased() != "nan", !trimmed.lowercased().hasSuffix("inf"),
            !trimmed.lowercased().hasSuffix("infinity")
        {
            return value
        }
        switch trimmed.lowercased() {
        case ".nan": return .nan
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        default: return Double(trimmed.filter { $0 != "_" }).flatMap { $0.isFinite ? $0 : nil }
        }
    }

    public func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let value = values[key] else { return nil }
        let words: [String: Bool] = ["true": true, "false": false, "yes": true, "no": false, "on": true, "off": false]
        guard let flag = words[(value.string ?? "").lowercased()] else {
            throw location(value).error("'\(key)' in \(context) must be true or false", value.string ?? key)
        }
        return flag
    }

    /// A nested mapping such as `intrinsicSize: {width: 120, height: -1}`.
    public func mapping(_ key: String) throws(SceneError) -> SceneFields? {
        guard let value = values[key] else { return nil }
        guard case let .mapping(mapping) = value else {
            throw location(value).error("'\(key)' in \(context) must be a mapping", key)
        }
        return SceneFields(mapping, file: file, context: "'\(key)' of \(context)")
    }

    /// A priority value, checked against 1…1000.
    public func priority(_ key: String) throws(SceneError) -> Priority? {
        guard let value = try number(key) else { return nil }
        guard Priority(value).isValid else {
            throw location(values[key]).error("priority must be within 1…1000", formatPoints(value))
        }
        return Priority(value)
    }

    /// An error located at `key`'s value.
    public func error(_ key: String, _ message: String, _ text: String) -> SceneError {
        location(values[key]).error(message, text)
    }
}
