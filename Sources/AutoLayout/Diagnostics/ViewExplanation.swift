/// Why a view's frame is what it is: the constraints on each axis that involve it, and how
/// the solution treats each (tight, with room, lost and by how much, broken), its intrinsic
/// size, and whether any of its values is free.
public struct ViewExplanation: Sendable {
    public let view: String
    public let frame: Rect
    /// The view's intrinsic content size (-1 on an axis without one); nil for none.
    public let intrinsicSize: Size?
    public let horizontal: [ConstraintStatus]
    public let vertical: [ConstraintStatus]
    /// Free values, if the view is ambiguous.
    public let ambiguity: AmbiguityExplanation?
}

extension ViewExplanation {
    /// The report `plumb explain --view` prints.
    public var text: String {
        var out =
            "\(view): x \(formatPoints(frame.x)), y \(formatPoints(frame.y)), "
            + "width \(formatPoints(frame.width)), height \(formatPoints(frame.height))\n"
        if let size = intrinsicSize, size.width >= 0 || size.height >= 0 {
            func part(_ value: Double) -> String { value >= 0 ? formatPoints(value) : "none" }
            out += "Intrinsic content size: width \(part(size.width)), height \(part(size.height))\n"
        }
        for (axis, statuses) in [("Horizontal", horizontal), ("Vertical", vertical)] {
            out += "\(axis):\n"
            if statuses.isEmpty { out += "  (no constraints)\n" }
            for status in statuses { out += "  " + Self.line(status) + "\n" }
        }
        if let ambiguity {
            out +=
                "Ambiguous: "
                + ambiguity.ranges.map { "\($0.attribute) ∈ \(DiagnosisReport.interval($0))" }
                .joined(separator: ", ") + "\n"
            for suggestion in ambiguity.suggestions { out += "  would be pinned by: \(suggestion)\n" }
        }
        return out
    }

    /// "lost 30      Red View.Width = 2 x Blue View.Width (Priority 750)  [intrinsic size]"
    public static func line(_ status: ConstraintStatus) -> String {
        var state = status.stateWord
        switch status.state {
        case let .slack(room): state += " " + formatPoints(room)
        case let .lost(error): state += " " + formatPoints(error)
        default: break
        }
        if status.isConflicting, status.state != .broken { state += " !" }
        var text = state + String(repeating: " ", count: max(1, 12 - state.count)) + status.description
        switch status.source {
        case .user: break
        case .container: text += "  [stack or scroll view]"
        case .autoresizing: text += "  [autoresizing mask]"
        case .contentHugging, .compressionResistance: text += "  [intrinsic size]"
        case .engine: text += "  [device]"
        }
        return text
    }
}
