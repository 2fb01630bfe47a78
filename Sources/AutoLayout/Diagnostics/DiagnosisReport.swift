/// A layout's problems in UIKit's console format: the "Unable to simultaneously satisfy
/// constraints" block per conflict and the `_autolayoutTrace`-style synopsis for ambiguity
/// (`reference/uikit-facts.md` §13–14). Made from a `Diagnosis`, each block goes on where
/// UIKit stops: why that constraint was broken and what breaking each other one would have
/// given; each ambiguous value's range and constraints that would pin it.
public struct DiagnosisReport {
    public let layout: Layout
    public let diagnosis: Diagnosis?

    public init(layout: Layout) {
        self.layout = layout
        diagnosis = nil
    }

    public init(diagnosis: Diagnosis) {
        layout = diagnosis.layout
        self.diagnosis = diagnosis
    }

    /// UIKit's names for the engine's frame variables in `_autolayoutTrace`.
    static func engineName(_ attribute: String) -> String {
        switch attribute {
        case "x": return "minX"
        case "y": return "minY"
        case "width": return "Width"
        case "height": return "Height"
        default: return attribute
        }
    }

    /// Why a constraint was the one broken, in words.
    static func text(of reason: ConflictExplanation.Reason, broken: String) -> String {
        switch reason {
        case let .activationOrder(others):
            "Required constraints are added in activation order, and the first one that cannot hold "
                + "with those already in force is left out: the other \(others) in the list were in force when "
                + "<\(broken)> was activated."
        case .deviceSizeChanged:
            "The device's size changed and these required constraints cannot hold at the new size; "
                + "the engine keeps the previous size."
        }
    }

    public var hasProblems: Bool {
        !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty || !layout.diagnostics.isEmpty
    }

    public var text: String {
        var out = ""
        for (index, conflict) in layout.conflicts.enumerated() {
            out += FindingConsoleText.text(of: Finding(conflict: conflict))
            if let explanation = diagnosis?.conflicts[index] { out += Self.text(of: explanation) }
        }
        if !layout.ambiguous.isEmpty {
            out +=
                "[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout Guide: "
                + "Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking "
                + "-[UIView _autolayoutTrace] to provide additional detail.\n\n"
            for entry in layout.entries {
                // The root hosts the engine (UIKit's window); views that translate their
                // autoresizing mask are "+", the others "*".
                let marker = entry.depth == 0 ? "•" : (entry.translatesAutoresizingMask ? "+" : "*")
                var line = String(repeating: "|   ", count: entry.depth) + marker + entry.name
                if let ambiguity = layout.ambiguous.first(where: { $0.itemID == entry.id }) {
                    let ranges = diagnosis?.ambiguities.first { $0.itemID == entry.id }?.ranges
                    line +=
                        " - AMBIGUOUS LAYOUT for "
                        + ambiguity.attributes.map { attribute in
                            var text = "\(entry.name).\(Self.engineName(attribute))"
                            if let range = ranges?.first(where: { $0.attribute == attribute }) {
                                text += " ∈ " + Self.interval(range)
                            }
                            return text
                        }.joined(separator: ", ")
                }
                out += line + "\n"
            }
            out +=
                "\nLegend:\n\t* - is laid out with auto layout\n"
                + "\t+ - is laid out manually, but is represented in the layout engine because "
                + "translatesAutoresizingMaskIntoConstraints = YES\n"
                + "\t• - layout engine host\n\n"
            if let ambiguities = diagnosis?.ambiguities { out += Self.suggestions(ambiguities) }
        }
        // What the engine could not lay out as given (UIKit has no such block: it throws).
        for diagnostic in layout.diagnostics { out += FindingConsoleText.text(of: Finding(diagnostic: diagnostic)) }
        if !hasProblems { out += "No conflicts or ambiguity.\n" }
        return out
    }

    /// "[16, 226]"; an unbounded end is open: "(-∞, 226]".
    static func interval(_ range: AmbiguityExplanation.Range) -> String {
        (range.min.isFinite ? "[\(formatPoints(range.min))" : "(-∞") + ", "
            + (range.max.isFinite ? "\(formatPoints(range.max))]" : "∞)")
    }

    static func text(of explanation: ConflictExplanation) -> String {
        let broken = explanation.conflict.broken
        var out = "Why <\(broken)>: \(explanation.reasonText)\n"
        guard !explanation.alternatives.isEmpty else { return out + "\n" }
        out += "Breaking another constraint of the list instead:\n"
        for alternative in explanation.alternatives {
            out += "  - <\(alternative.broken)>: \(alternative.outcomeText)\n"
        }
        return out + "\n"
    }

    static func suggestions(_ ambiguities: [AmbiguityExplanation]) -> String {
        let lines = ambiguities.flatMap { $0.suggestions }
        guard !lines.isEmpty else { return "" }
        return "Constraints that would pin the ambiguous views (add them in this order):\n"
            + lines.map { "    \($0)\n" }.joined() + "\n"
    }
}

extension ConflictExplanation {
    /// Why the broken constraint was the one left out, as `plumb explain` words it.
    public var reasonText: String { DiagnosisReport.text(of: reason, broken: conflict.broken) }
}

extension ConflictExplanation.Alternative {
    /// What breaking this member instead gives, as `plumb explain` words it after the member:
    /// "Red View x 16 → -41, width 343 → 400", "the same frames.", "still unsatisfiable, with …".
    public var outcomeText: String {
        switch outcome {
        case let .frames(changes) where changes.isEmpty:
            "the same frames."
        case let .frames(changes):
            changes.map { "\($0.view) \(FrameChangeText.describe($0.from, $0.to))" }.joined(separator: "; ")
        case let .stillUnsatisfiable(set):
            "still unsatisfiable, with " + set.map { "<\($0)>" }.joined(separator: ", ")
        case .unbreakable:
            "cannot be broken: the device defines it."
        case .notTried:
            "not tried."
        }
    }
}

extension AmbiguityExplanation.Range {
    /// "[16, 226]", an unbounded end open: "(-∞, 226]", as `plumb explain` prints it.
    public var intervalText: String { DiagnosisReport.interval(self) }
}

/// "x 16 → 40, width 150 → 126": only the values that differ.
enum FrameChangeText {
    static func describe(_ from: Rect, _ to: Rect) -> String {
        let pairs = [
            ("x", from.x, to.x), ("y", from.y, to.y), ("width", from.width, to.width),
            ("height", from.height, to.height),
        ]
        return pairs.filter { abs($0.1 - $0.2) > 1e-3 }
            .map { "\($0.0) \(formatPoints($0.1)) → \(formatPoints($0.2))" }.joined(separator: ", ")
    }
}
