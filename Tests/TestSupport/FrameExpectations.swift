import AutoLayout
import Testing

/// How far a solved coordinate may be from a hand-computed one (the solver's arithmetic).
public let frameTolerance = 1e-3

/// Checks a view's frame against a hand-computed one, every side within `frameTolerance`.
public func expectFrame(
    _ layout: Layout, _ name: String, _ expected: Rect,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectFrame(
        layout, name, x: expected.x, y: expected.y, width: expected.width, height: expected.height,
        sourceLocation: sourceLocation)
}

/// Checks the given parts of a view's frame (nil: not checked), each within `frameTolerance`.
public func expectFrame(
    _ layout: Layout, _ name: String, x: Double? = nil, y: Double? = nil,
    width: Double? = nil, height: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame = layout.frame(of: name) else {
        Issue.record("no view named \(name)", sourceLocation: sourceLocation)
        return
    }
    for (label, actual, wanted) in [
        ("x", frame.x, x), ("y", frame.y, y), ("width", frame.width, width),
        ("height", frame.height, height),
    ] {
        guard let wanted else { continue }
        #expect(
            abs(actual - wanted) <= frameTolerance,
            "\(name).\(label) = \(formatPoints(actual)), wanted \(formatPoints(wanted)) (frame \(frame)) in \(layout.environment)",
            sourceLocation: sourceLocation)
    }
}
