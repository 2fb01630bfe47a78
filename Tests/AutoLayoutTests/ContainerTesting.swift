import TestSupport
import Testing

@testable import AutoLayout

/// A plain view with an intrinsic size (which makes hand-computed frames exact).
func box(_ name: String, _ width: Double, _ height: Double) -> View {
    let view = View(name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    view.explicitIntrinsicContentSize = Size(width: width, height: height)
    return view
}

/// Puts `view` in `root` with its left edge at 20 and its top at 100, and optionally a
/// fixed width and height.
func place(_ view: View, in root: View, width: Double? = nil, height: Double? = nil) throws {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    try view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20).activate()
    try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).activate()
    if let width { try view.widthAnchor.constraint(equalToConstant: width).activate() }
    if let height { try view.heightAnchor.constraint(equalToConstant: height).activate() }
}

/// Lays the tree out on the default phone (375 × 667, portrait).
func solveTree(_ root: View, direction: LayoutDirection = .leftToRight) -> Layout {
    LayoutEngine(root: root, environment: Environment(device: .iPhone8, direction: direction)).layout()
}

/// Checks frames and that nothing is ambiguous or in conflict.
func expectFrames(_ layout: Layout, _ expected: [(String, Rect)], sourceLocation: SourceLocation = #_sourceLocation) {
    for (name, frame) in expected { expectFrame(layout, name, frame, sourceLocation: sourceLocation) }
    #expect(layout.ambiguous.isEmpty, "ambiguous: \(layout.ambiguous)", sourceLocation: sourceLocation)
    #expect(layout.conflicts.isEmpty, "conflicts: \(layout.conflicts)", sourceLocation: sourceLocation)
}
