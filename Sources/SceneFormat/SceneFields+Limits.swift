import AutoLayout
import SceneModel
import Yams

// Every number a scene gives is range-checked where it is read, with its own message and the
// text as written (docs/robustness.md, "Scene values"): nothing downstream (the typesetter,
// the rasterizer, a Double→Int conversion) ever sees a value it cannot handle.

/// The range a scene number must fall in, and how a message names it.
public struct SceneLimit: Sendable {
    /// What the number is, for messages ("font size").
    public var what: String
    public var lowest: Double
    public var highest: Double
    /// The lowest value itself is not allowed (a font size of 0).
    public var excludesLowest = false
    /// The number counts something (lines).
    public var isWhole = false

    public init(
        _ what: String, _ lowest: Double, _ highest: Double, excludesLowest: Bool = false,
        isWhole: Bool = false
    ) {
        self.what = what
        self.lowest = lowest
        self.highest = highest
        self.excludesLowest = excludesLowest
        self.isWhole = isWhole
    }

    /// The largest length a scene may give (sizes, insets, spacing, radii): far beyond any
    /// screen, still exact to a millionth of a point in a Double.
    public static let maximumLength = 10_000_000.0
    /// The largest font size: glyphs are rasterised whole, and 1,000 pt at @3x is a
    /// 3,000-pixel glyph (9 MB); beyond it every glyph costs more than the screen.
    public static let maximumFontSize = 1_000.0
    /// The most lines a label may be limited to (0 means no limit).
    public static let maximumLines = 1_000_000.0
    /// The deepest a view may be nested below the root. UIKit's hierarchies are tens deep;
    /// passes over the tree recurse once a level (a chain of 20,000 overflowed the stack) and
    /// `explain`'s cost grows faster than the square of the depth (a chain of 400: 14 s).
    public static let maximumDepth = 100

    public static func length(_ what: String) -> SceneLimit { SceneLimit(what, 0, maximumLength) }
    public static func positiveLength(_ what: String) -> SceneLimit {
        SceneLimit(what, 0, maximumLength, excludesLowest: true)
    }
    public static func signedLength(_ what: String) -> SceneLimit {
        SceneLimit(what, -maximumLength, maximumLength)
    }
    public static let fontSize = SceneLimit("font size", 0, maximumFontSize, excludesLowest: true)
    public static let numberOfLines = SceneLimit("numberOfLines", 0, maximumLines, isWhole: true)
    public static let alpha = SceneLimit("alpha", 0, 1)

    public func contains(_ value: Double) -> Bool {
        guard value.isFinite, value <= highest, excludesLowest ? value > lowest : value >= lowest else { return false }
        return !isWhole || value == value.rounded()
    }

    /// "font size must be greater than 0 and at most 1000", "alpha must be within 0…1".
    public var message: String {
        if excludesLowest {
            return "\(what) must be greater than \(formatPoints(lowest)) and at most \(formatPoints(highest))"
        }
        return
            "\(what) must be \(isWhole ? "a whole number " : "")within \(formatPoints(lowest))…\(formatPoints(highest))"
    }
}

extension SceneFields {
    /// A number checked against `limit`; the error names the limit and the text as written.
    public func number(_ key: String, _ limit: SceneLimit) throws(SceneError) -> Double? {
        guard let node = value(key) else { return nil }
        return try Self.number(node, key: key, limit, fields: self)
    }

    static func number(_ node: Node, key: String, _ limit: SceneLimit, fields: SceneFields) throws(SceneError) -> Double
    {
        let value = try number(node, key: key, fields: fields)
        guard limit.contains(value) else {
            throw fields.location(node).error(limit.message, node.scalar?.string ?? formatPoints(value))
        }
        return value
    }

    /// A whole number checked against `limit` (which must be whole): converted to `Int` only
    /// once it is known to fit.
    public func count(_ key: String, _ limit: SceneLimit) throws(SceneError) -> Int? {
        guard let value = try number(key, limit) else { return nil }
        return Int(value)
    }
}
