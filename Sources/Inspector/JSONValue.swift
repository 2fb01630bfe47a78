import AutoLayout
import Foundation

/// A JSON value written by hand, so that key order and number format are fixed: the same
/// model gives the same bytes (Foundation's encoder orders keys only alphabetically and
/// cannot write an unbounded range's end).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order given.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }

    /// A number, or null for an unbounded value (JSON has no infinity).
    static func finite(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }

    /// A string, or null for none.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// A PNG as a `data:` URL, as the model embeds images (renders beneath the drawing, a
    /// failure's expected and actual images).
    public static func pngDataURL(_ png: [UInt8]) -> JSONValue {
        .string("data:image/png;base64," + Data(png).base64EncodedString())
    }

    /// `{"x", "y", "width", "height"}`, as every frame in the model.
    public static func rect(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }

    static func size(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// Compact JSON on one line.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(value): out += Self.number(value)
        case let .string(value): out += value.jsonQuoted
        case let .array(values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case let .object(fields):
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                out += key.jsonQuoted + ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// The shortest decimal that reads back as the same `Double`, whole numbers without
    /// ".0"; null for a value JSON cannot hold.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
