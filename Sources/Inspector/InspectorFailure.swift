import AutoLayout
import Foundation
import SnapshotHarness

/// A failing snapshot as the inspector shows it: the expected layout read back from the
/// committed frames reference, the views whose frames moved (old and new frame), the diff of
/// the constraints the reference records, and the reference and actual images for the
/// side-by-side, slider and onion-skin modes (docs/debugging.md, "Snapshot failures").
public struct InspectorFailure {
    public let json: JSONValue

    /// `reference` is the variant's committed frames text (`Layout.dump`), nil when there is
    /// none; `layout` is what the variant lays out to now; the images are PNG files' bytes.
    public init(
        name: String, reasons: [String], referencePath: String?, reference: String?, layout: Layout,
        expectedImage: [UInt8]?, actualImage: [UInt8]?
    ) {
        let actualKeys = Self.keys(layout)
        let expected = reference.map(FrameDiff.views(in:)) ?? []
        var moved: [JSONValue] = []
        if reference != nil {
            var byKey: [String: FrameDiff.View] = [:]
            for view in expected where byKey[view.key] == nil { byKey[view.key] = view }
            var seen = Set<String>()
            for (number, entry) in layout.entries.enumerated() {
                let key = actualKeys[number]
                seen.insert(key)
                let old = byKey[key]?.frame
                if let old, Self.same(old, entry.frame) { continue }
                moved.append(Self.move(view: number, key: key, name: entry.name, from: old, to: entry.frame))
            }
            // Views only the reference has: removed since it was recorded.
            for view in expected where !seen.contains(view.key) {
                moved.append(Self.move(view: nil, key: view.key, name: view.name, from: view.frame, to: nil))
            }
        }
        json = .object([
            ("name", .string(name)),
            ("reasons", .array(reasons.map(JSONValue.string))),
            ("reference", .optional(referencePath)),
            (
                "expected",
                reference == nil
                    ? .null
                    : .object([
                        (
                            "views",
                            .array(
                                expected.map {
                                    .object([
                                        ("key", .string($0.key)), ("name", .string($0.name)),
                                        ("frame", .rect($0.frame)),
                                    ])
                                })
                        )
                    ])
            ),
            ("actualKeys", .array(actualKeys.map(JSONValue.string))),
            ("moved", .array(moved)),
            ("constraints", Self.constraintDiff(reference: reference, layout: layout)),
            (
                "images",
                .object([
                    ("expected", .optional(expectedImage.map(Self.dataURL))),
                    ("actual", .optional(actualImage.map(Self.dataURL))),
                ])
            ),
        ])
    }

    /// Each view's key as a text snapshot names it: the names from the root down, `#n` for
    /// the n-th sibling of a name (`FrameDiff`'s keys), so the two layouts meet view by view.
    static func keys(_ layout: Layout) -> [String] {
        var keyByID: [Int: String] = [:]
        var siblings: [String: [String: Int]] = [:]
        var keys: [String] = []
        for entry in layout.entries {
            let parent = entry.parentID.flatMap { keyByID[$0] } ?? ""
            let count = (siblings[parent]?[entry.name] ?? 0) + 1
            siblings[parent, default: [:]][entry.name] = count
            let component = count == 1 ? entry.name : "\(entry.name) #\(count)"
            let key = parent.isEmpty ? component : "\(parent) › \(component)"
            keyByID[entry.id] = key
            keys.append(key)
        }
        return keys
    }

    /// Frames as the text snapshot writes them: equal when every value prints the same.
    static func same(_ a: Rect, _ b: Rect) -> Bool { a.description == b.description }

    static func move(view: Int?, key: String, name: String, from: Rect?, to: Rect?) -> JSONValue {
        .object([
            ("view", view.map { .number(Double($0)) } ?? .null), ("key", .string(key)), ("name", .string(name)),
            ("from", from.map(JSONValue.rect) ?? .null), ("to", to.map(JSONValue.rect) ?? .null),
        ])
    }

    /// The reference records constraints only as its conflicting sets' members; compared
    /// with the actual layout's conflicting sets. A constraint whose text differs only in its
    /// numbers (constant, multiplier, priority) is "changed", not removed and added.
    static func constraintDiff(reference: String?, layout: Layout) -> JSONValue {
        let old = reference.map(FrameDiff.conflictConstraints(in:)) ?? []
        let new = FrameDiff.conflictConstraints(in: layout.dump)
        guard reference != nil, !old.isEmpty || !new.isEmpty else {
            return .object([("recorded", .bool(false))])
        }
        let oldTexts = old.map(\.text), newTexts = new.map(\.text)
        var removed = oldTexts.filter { !newTexts.contains($0) }
        var added = newTexts.filter { !oldTexts.contains($0) }
        var changed: [(from: String, to: String)] = []
        for text in removed {
            guard let match = added.first(where: { shape($0) == shape(text) }) else { continue }
            changed.append((text, match))
            added.removeAll { $0 == match }
        }
        removed.removeAll { text in changed.contains { $0.from == text } }
        return .object([
            ("recorded", .bool(true)),
            ("added", .array(added.map(JSONValue.string))),
            ("removed", .array(removed.map(JSONValue.string))),
            ("changed", .array(changed.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })),
        ])
    }

    /// A constraint's text without its numbers: what stays when only a constant, multiplier
    /// or priority changes.
    static func shape(_ text: String) -> String {
        text.split(separator: " ").map { token in
            Double(token.trimmingCharacters(in: CharacterSet(charactersIn: "()"))) == nil ? String(token) : "#"
        }.joined(separator: " ")
    }

    static func dataURL(_ png: [UInt8]) -> String { "data:image/png;base64," + Data(png).base64EncodedString() }
}
