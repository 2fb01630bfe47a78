import AutoLayout

/// A diagnosis' conflicts and ambiguities as JSON: what `plumb explain --format json` prints
/// for a scene and what the inspector's conflict and ambiguity panels show, from this one
/// function, so the two cannot disagree. Views are named, not numbered: item ids belong to
/// one process.
public enum DiagnosisJSON {
    /// `{"conflicts": […], "ambiguities": […]}`.
    public static func value(_ diagnosis: Diagnosis, provenance: ConstraintProvenance) -> JSONValue {
        .object([
            ("conflicts", .array(diagnosis.conflicts.map { conflict(explanation: $0, provenance: provenance) })),
            ("ambiguities", .array(diagnosis.ambiguities.map(ambiguity))),
        ])
    }

    static func conflict(explanation: ConflictExplanation, provenance: ConstraintProvenance) -> JSONValue {
        let conflict = explanation.conflict
        let members = zip(conflict.constraints, conflict.constraintIDs).map { text, id -> JSONValue in
            let answer = provenance.answer(constraintID: id, text: text)
            return .object(
                [("text", .string(text)), ("broken", .bool(text == conflict.broken))]
                    + [("where", .optional(answer.location?.text)), ("generator", .optional(answer.generator))])
        }
        return .object([
            ("broken", .string(conflict.broken)),
            ("reason", .string(explanation.reasonText)),
            ("constraints", .array(members)),
            ("alternatives", .array(explanation.alternatives.map(alternative))),
        ])
    }

    static func alternative(_ alternative: ConflictExplanation.Alternative) -> JSONValue {
        var fields: [(String, JSONValue)] = [("break", .string(alternative.broken))]
        switch alternative.outcome {
        case let .frames(changes):
            fields.append(("outcome", .string("frames")))
            fields.append(
                (
                    "frames",
                    .array(
                        changes.map {
                            .object([("view", .string($0.view)), ("from", .rect($0.from)), ("to", .rect($0.to))])
                        })
                ))
        case let .stillUnsatisfiable(set):
            fields.append(("outcome", .string("still unsatisfiable")))
            fields.append(("set", .array(set.map(JSONValue.string))))
        case .unbreakable:
            fields.append(("outcome", .string("unbreakable")))
        case .notTried:
            fields.append(("outcome", .string("not tried")))
        }
        fields.append(("text", .string(alternative.outcomeText)))
        return .object(fields)
    }

    static func ambiguity(_ ambiguity: AmbiguityExplanation) -> JSONValue {
        .object([
            ("view", .string(ambiguity.view)),
            ("frame", .rect(ambiguity.frame)),
            (
                "ranges",
                .array(
                    ambiguity.ranges.map {
                        .object([
                            ("attribute", .string($0.attribute)), ("min", .finite($0.min)), ("max", .finite($0.max)),
                            ("interval", .string($0.intervalText)),
                            ("frameAtMin", $0.frameAtMin.map(JSONValue.rect) ?? .null),
                            ("frameAtMax", $0.frameAtMax.map(JSONValue.rect) ?? .null),
                        ])
                    })
            ),
            ("ghosts", .array(ambiguity.ghosts.map(JSONValue.rect))),
            ("pins", .array(ambiguity.suggestions.map(JSONValue.string))),
        ])
    }
}
