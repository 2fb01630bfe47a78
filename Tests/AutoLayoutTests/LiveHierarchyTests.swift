import AutoLayout
import Testing

/// A tree that lives: views added, laid out and removed through the public API, as tables,
/// cells and the Dynamic Stack View recipe do. The engine knows views by number, never by
/// address, and forgets everything it made for a view that leaves.
@Suite struct LiveHierarchyTests {
    /// A root with an engine on the default device.
    static func root() -> (View, LayoutEngine) {
        let root = View(name: "Root")
        return (root, LayoutEngine(root: root, environment: Environment(device: .iPhone8)))
    }

    /// Adds a view of intrinsic width `width` under `root`, pinned to the top leading margin.
    static func addRow(to root: View, width: Double, index: Int) throws -> View {
        let view = View(name: "Row \(index)")
        view.translatesAutoresizingMaskIntoConstraints = false
        view.explicitIntrinsicContentSize = Size(width: width, height: 20)
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        return view
    }

    /// Each new view is laid out with its own intrinsic size, whether the removed views die
    /// (and a new view may take a dead one's memory) or are kept alive.
    @Test(arguments: [false, true])
    func reAddedViewsGetTheirOwnSizes(keepRemoved: Bool) throws {
        let (root, engine) = Self.root()
        var kept: [View] = []
        var wrong: [String] = []
        for cycle in 0..<2200 {
            let width = Double(10 + cycle % 97)
            let view = try Self.addRow(to: root, width: width, index: cycle)
            let frame = engine.frame(of: view)
            if frame != Rect(x: 16, y: 40, width: width, height: 20) { wrong.append("cycle \(cycle): \(frame)") }
            view.removeFromSuperview()
            if keepRemoved { kept.append(view) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(engine.layout().entries.map(\.name) == ["Root"])
    }

    /// 10,000 add/remove cycles leave the solver exactly as large as it was.
    @Test func removingViewsLeavesTheSolverAsItWas() throws {
        let (root, engine) = Self.root()
        let anchor = try Self.addRow(to: root, width: 50, index: -1)
        _ = engine.layout()
        let before = engine.solverSize
        var kept: [View] = []
        for cycle in 0..<10_000 {
            let view = try Self.addRow(to: root, width: Double(cycle % 50), index: cycle)
            if cycle % 1000 == 0 { #expect(engine.solverSize.constraints > before.constraints) }
            view.removeFromSuperview()
            if cycle % 2 == 0 { kept.append(view) }
        }
        let after = engine.solverSize
        #expect(after.rows == before.rows)
        #expect(after.columns == before.columns)
        #expect(after.variables == before.variables)
        #expect(after.constraints == before.constraints)
        #expect(engine.frame(of: anchor) == Rect(x: 16, y: 40, width: 50, height: 20))
    }

    /// Constraints held inside a removed subtree stay active (as in UIKit) and come back
    /// with it; while it is away the engine holds nothing of it.
    @Test func subtreeComesBackWithItsConstraints() throws {
        let (root, engine) = Self.root()
        let before = engine.solverSize
        let card = View(name: "Card")
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = View(name: "Title")
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            title.heightAnchor.constraint(equalToConstant: 30),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            // Held by the card itself, so it stays with the card.
            card.widthAnchor.constraint(equalToConstant: 200),
        ])
        for cycle in 0..<3 {
            root.addSubview(card)
            let pins = [
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20 + Double(cycle)),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ]
            try LayoutConstraint.activate(pins)
            #expect(engine.frame(of: card) == Rect(x: 20 + Double(cycle), y: 100, width: 200, height: 40))
            #expect(engine.frame(of: title) == Rect(x: 30 + Double(cycle), y: 105, width: 180, height: 30))
            card.removeFromSuperview()
            #expect(pins.allSatisfy { !$0.isActive })
            #expect(title.constraints.count == 1 && card.constraints.count == 5)
            #expect(engine.solverSize.constraints == before.constraints)
            #expect(engine.solverSize.variables == before.variables)
        }
    }
}
