import AutoLayout
import Testing

/// What the engine cannot lay out as given is listed with the layout, never dropped.
@Suite struct EngineDiagnosticsTests {
    @Test func constraintMadeUntranslatableIsListed() throws {
        let root = View(name: "Root")
        let a = View(name: "A")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([
            width, a.heightAnchor.constraint(equalToConstant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        #expect(engine.layout().diagnostics.isEmpty)
        width.constant = .nan
        let layout = engine.layout()
        #expect(
            layout.diagnostics.map(\.description)
                == ["left out A.Width = nan: constant is not finite! That's illegal. (A.Width = nan)"])
        #expect(!engine.isSatisfied(width))
        #expect(
            layout.dump.hasSuffix(
                "diagnostic: left out A.Width = nan: constant is not finite! That's illegal. (A.Width = nan)\n"))
        #expect(DiagnosisReport(layout: layout).hasProblems)
    }
}
