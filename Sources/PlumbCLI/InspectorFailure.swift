import AutoLayout
import Foundation
import Inspector
import SnapshotHarness

/// A failing snapshot as the inspector shows it: the expected layout read back from the
/// committed frames reference, the views whose frames moved (old and new frame), the diff of
/// the constraints the reference records, and the reference and actual images for the
/// side-by-side, slider and onion-skin modes (docs/debugging.md, "Snapshot failures"). Here,
/// beside `plumb snapshot verify --inspect`, and not in the Inspector module: it reads the
/// harness's references, and the Inspector module stays free of the harness (and of YAML), so
/// a team's UIKit test target can make pages (`plumbInspectorPage`) without them.
struct InspectorFailure {
    let json: JSONValue

    /// `reference` is the variant's committed frames text (`Layout.dump`), nil when there is
    /// none; `referenceConstraints` its committed constraints text (`ConstraintDiff.text`), nil
    /// when the suite does not record one; `layout` and `constraints` are what the variant lays
    /// out to now; the images are PNG files' bytes.
    init(
        name: String, reasons: [String], referencePath: String?, reference: String?,
        referenceConstraints: String?, layout: Layout, constraints: [ConstraintStatus],
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
            (
                "constraints",
                Self.constraintDiff(
                    reference: reference, referenceConstraints: referenceConstraints, layout: layout,
                    constraints: constraints)
            ),
            (
                "images",
                .object([
                    ("expected", expectedImage.map(JSONValue.pngDataURL) ?? .null),
                    ("actual", actualImage.map(JSONValue.pngDataURL) ?? .null),
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

    /// With a constraints reference, every constraint of the layout against it (`scope`
    /// "all"); without, the frames reference's conflicting sets' members against the actual
    /// layout's (`scope` "conflicts"; nothing recorded when neither side has a conflict). A
    /// constraint whose text differs only in its numbers (constant, multiplier, priority) is
    /// "changed", not removed and added (`ConstraintDiff`).
    static func constraintDiff(
        reference: String?, referenceConstraints: String?, layout: Layout, constraints: [ConstraintStatus]
    ) -> JSONValue {
        let diff: ConstraintDiff
        let scope: String
        if let referenceConstraints {
            diff = ConstraintDiff(
                expected: ConstraintDiff.constraints(in: referenceConstraints),
                actual: ConstraintDiff.constraints(in: ConstraintDiff.text(constraints)))
            scope = "all"
        } else {
            let old = reference.map(FrameDiff.conflictConstraints(in:)) ?? []
            let new = FrameDiff.conflictConstraints(in: layout.dump)
            guard reference != nil, !old.isEmpty || !new.isEmpty else {
                return .object([("recorded", .bool(false))])
            }
            diff = ConstraintDiff(expected: old.map(\.text), actual: new.map(\.text))
            scope = "conflicts"
        }
        return .object([
            ("recorded", .bool(true)), ("scope", .string(scope)),
            ("added", .array(diff.added.map(JSONValue.string))),
            ("removed", .array(diff.removed.map(JSONValue.string))),
            ("changed", .array(diff.changed.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })),
        ])
    }
}
