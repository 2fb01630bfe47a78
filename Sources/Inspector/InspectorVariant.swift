import AutoLayout
import SceneModel

/// One laid-out variant of the input (a device, orientation, direction, text size and
/// appearance) as the inspector's model: every view with its frames, sizes, priorities and
/// "why this frame" per axis, every constraint with its state and where it was written, and
/// the diagnosis' conflicts and ambiguities (docs/debugging.md, "The inspector's model").
public struct InspectorVariant: Sendable {
    public let id: String
    public let json: JSONValue
    /// The lines around each constraint's place in its file; the document keeps each file's
    /// once for all its variants.
    public let excerpts: [SourceExcerpt]

    /// `engine` laid out `root` and gave `diagnosis`; `sources` are an Interface Builder
    /// document's views by item id (file display name `file`). `id` names the variant (a
    /// suite's variant name); by default it is made from the environment. `render` is the
    /// layout's PNG (`plumb inspect --render`), embedded beneath the drawing.
    public init(
        engine: LayoutEngine, diagnosis: Diagnosis, provenance: ConstraintProvenance,
        sources: [Int: SceneViewSource] = [:], sourceFile: String? = nil, id: String? = nil,
        render: [UInt8]? = nil
    ) {
        excerpts = provenance.excerpts
        let layout = diagnosis.layout
        let env = layout.environment
        self.id = id ?? Self.variantID(env)
        let views = engine.root.subtreeByID()
        let ambiguous = Set(layout.ambiguous.compactMap(\.itemID))
        var index: [Int: Int] = [:]
        for (number, entry) in layout.entries.enumerated() { index[entry.id] = number }
        var keys: [String] = []
        var viewValues: [JSONValue] = []
        // Each distinct row once: a constraint appears in the layout's list and in the
        // explanation of every view it involves, and a matrix page holds 12 variants.
        var rows = RowTable()
        let constraints = diagnosis.constraints.map { rows.add(Self.row($0, provenance)) }
        // Every view's "why this frame" from one reading of the solution: asking the engine
        // view by view re-reads every constraint each time (23 s for 1,000 views).
        let explainer = layout.entries.count > 1 ? engine.viewExplainer() : nil
        for (number, entry) in layout.entries.enumerated() {
            // Deep links name views; a second view of the same name gets "#2".
            var key = entry.name
            var copy = 1
            while keys.contains(key) {
                copy += 1
                key = "\(entry.name) #\(copy)"
            }
            keys.append(key)
            var fields: [(String, JSONValue)] = [
                ("id", .number(Double(number))), ("key", .string(key)), ("name", .string(entry.name)),
                ("kind", .string(entry.kind)),
                ("parent", entry.parentID.flatMap { index[$0] }.map { .number(Double($0)) } ?? .null),
                ("depth", .number(Double(entry.depth))), ("frame", .rect(entry.frame)),
                ("frameInSuperview", .rect(entry.frameInSuperview)), ("hidden", .bool(entry.isHidden)),
                ("ambiguous", .bool(ambiguous.contains(entry.id))),
            ]
            if let view = views[entry.id] {
                fields += Self.appearance(of: view, env.appearance)
                let explanation = number == 0 ? nil : explainer?.explain(view: view)
                let conflicting =
                    explanation.map { ($0.horizontal + $0.vertical).contains { $0.isConflicting } } ?? false
                fields.append(("conflict", .bool(conflicting)))
                fields.append(("explanation", explanation.map { Self.explanation($0, provenance, &rows) } ?? .null))
            }
            if let source = sources[entry.id] {
                fields.append(
                    (
                        "source",
                        .object([
                            ("file", .optional(sourceFile)), ("line", .number(Double(source.line))),
                            ("objectID", .string(source.id)), ("element", .string(source.kind)),
                        ])
                    ))
            }
            viewValues.append(.object(fields))
        }
        json = .object([
            ("id", .string(self.id)), ("device", .string(env.device.id)),
            ("orientation", .string(env.orientation.rawValue)),
            ("direction", .string(env.direction.rawValue)), ("contentSize", .string(env.contentSize.shortName)),
            ("appearance", .string(env.appearance.rawValue)),
            ("iosVersion", env.iosVersion.map { .number(Double($0)) } ?? .null), ("size", .size(env.size)),
            ("scale", .number(env.scale)), ("views", .array(viewValues)),
            ("rows", .array(rows.values)), ("constraints", .array(constraints)),
            ("diagnosis", DiagnosisJSON.value(diagnosis, provenance: provenance)),
            ("report", .string(DiagnosisReport(diagnosis: diagnosis).text)),
            ("render", render.map(JSONValue.pngDataURL) ?? .null),
        ])
    }

    /// "iphone-15-portrait-ltr", with the text size and appearance when not the defaults
    /// (the snapshot harness's variant names).
    static func variantID(_ env: Environment) -> String {
        var id = "\(env.device.id)-\(env.orientation.rawValue)-\(env.direction.rawValue)"
        if env.contentSize != .large { id += "-\(env.contentSize.shortName)" }
        if env.appearance != .light { id += "-\(env.appearance.rawValue)" }
        return id
    }

    static func appearance(of view: View, _ appearance: Appearance) -> [(String, JSONValue)] {
        func color(_ color: Color?) -> JSONValue { color.map { .string($0.resolved(appearance).description) } ?? .null }
        return [
            ("background", color(view.backgroundColor)),
            ("border", color(view.borderWidth > 0 ? view.borderColor : nil)),
            ("borderWidth", .number(view.borderWidth)), ("cornerRadius", .number(view.cornerRadius)),
            ("alpha", .number(view.alpha)), ("clips", .bool(view.clipsSubviewsWhenDrawn)),
            (
                "hugging",
                .object([
                    ("horizontal", .number(view.contentHuggingPriority(for: .horizontal).value)),
                    ("vertical", .number(view.contentHuggingPriority(for: .vertical).value)),
                ])
            ),
            (
                "compression",
                .object([
                    ("horizontal", .number(view.contentCompressionResistancePriority(for: .horizontal).value)),
                    ("vertical", .number(view.contentCompressionResistancePriority(for: .vertical).value)),
                ])
            ),
        ]
    }

    /// `plumb explain --view`'s answer: its text, and per axis its lines with what the
    /// inspector adds to each (priority, where it was written).
    static func explanation(
        _ explanation: ViewExplanation, _ provenance: ConstraintProvenance, _ rows: inout RowTable
    ) -> JSONValue {
        var intrinsic = JSONValue.null
        if let size = explanation.intrinsicSize, size.width >= 0 || size.height >= 0 {
            intrinsic = .object([
                ("width", size.width >= 0 ? .number(size.width) : .null),
                ("height", size.height >= 0 ? .number(size.height) : .null),
            ])
        }
        return .object([
            ("text", .string(explanation.text)),
            ("intrinsic", intrinsic),
            ("horizontal", .array(explanation.horizontal.map { rows.add(row($0, provenance)) })),
            ("vertical", .array(explanation.vertical.map { rows.add(row($0, provenance)) })),
        ])
    }

    /// One constraint: `plumb explain --view`'s line for it, its state and priority, where it
    /// was written or what made it, whether the page folds it, and where it sits on screen.
    static func row(_ status: ConstraintStatus, _ provenance: ConstraintProvenance) -> JSONValue {
        let answer = provenance.answer(for: status)
        var amount = JSONValue.null
        switch status.state {
        case let .slack(room): amount = .number(room)
        case let .lost(error): amount = .number(error)
        default: break
        }
        // Generated constraints are folded unless they take part in a problem: a conflict, or
        // compression resistance given up (text cut short).
        var problem = status.isConflicting || status.state == .broken
        if case .compressionResistance = status.source, case .lost = status.state { problem = true }
        return .object([
            ("line", .string(ViewExplanation.line(status))), ("text", .string(status.description)),
            ("state", .string(status.stateWord)), ("amount", amount), ("priority", .number(status.priority.value)),
            ("conflicting", .bool(status.isConflicting)), ("where", .optional(answer.location?.text)),
            ("generator", .optional(answer.generator)), ("folded", .bool(answer.generator != nil && !problem)),
            ("geometry", status.geometry.map(geometry) ?? .null),
        ])
    }

    static func geometry(_ geometry: ConstraintGeometry) -> JSONValue {
        func anchor(_ anchor: ConstraintGeometry.Anchor) -> JSONValue {
            .object([
                ("item", .string(anchor.item)), ("attribute", .string(anchor.attribute.rawValue)),
                ("axis", .string(anchor.attribute.axis == .vertical ? "v" : "h")),
                ("size", .bool(anchor.attribute.isSize)), ("frame", .rect(anchor.frame)),
                ("value", .number(anchor.value)),
            ])
        }
        return .object([
            ("first", anchor(geometry.first)), ("second", geometry.second.map(anchor) ?? .null),
            ("relation", .string(geometry.relation.rawValue)), ("multiplier", .number(geometry.multiplier)),
            ("constant", .number(geometry.constant)),
        ])
    }
}
