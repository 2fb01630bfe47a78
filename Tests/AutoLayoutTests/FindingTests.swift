import AutoLayout
import Foundation
import SceneFormat
import Testing

/// The engine's problems as `Finding`s: by id, worded once, in UIKit's console as before.
@Suite struct FindingTests {
    @Test func aLayoutsConflictsAndAmbiguityAsFindings() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                name: Findings
                views:
                  - name: Box
                  - name: Loose
                constraints:
                  - Box.Leading = Superview.Leading
                  - Box.Top = Superview.Top
                  - Box.Height = 50
                  - Box.Width = 100
                  - Box.Width = 60
                  - Loose.Top = Box.Bottom
                  - Loose.Height = 10
                """, file: "findings.yaml")
        let layout = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
        let findings = layout.findings
        #expect(findings.map(\.code) == [.conflict, .ambiguous])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.location == nil })
        let broken = scene.constraints[4]
        #expect(findings[0].constraints == [broken.constraintID])
        #expect(findings[0].items == [broken.firstItem.itemID])
        #expect(findings[0].message == "unsatisfiable: broke 'Box.Width = 60', which conflicts with 'Box.Width = 100'")
        #expect(findings[1].items == [scene.views[1].itemID])
        #expect(layout.ambiguous.map(\.itemID) == [scene.views[1].itemID])
        #expect(findings[1].message == "ambiguous layout: 'Loose' x, width")
        // UIKit's console block, as `DiagnosisReport` prints it.
        let console = FindingConsoleText.text(of: findings[0])
        #expect(console.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(
            console.contains(
                "(\n    \"<Box.Width = 100>\",\n    \"<Box.Width = 60>\"\n)\n\n"
                    + "Will attempt to recover by breaking constraint\n<Box.Width = 60>\n\n"))
        #expect(DiagnosisReport(layout: layout).text.hasPrefix(console))
    }

    /// The engine still links the solver's constraints to the model: a conflict's every
    /// member by id, the broken one first, and the items they constrain.
    @Test func theEngineNamesEveryMemberOfAConflict() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                name: Members
                views:
                  - name: Box
                constraints:
                  - Box.Leading = Superview.Leading
                  - Box.Top = Superview.Top
                  - Box.Height = 50
                  - Box.Width = 100
                  - Box.Trailing = Superview.Leading + 50
                """, file: "members.yaml")
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        let findings = engine.findings()
        #expect(findings.map(\.code) == [.conflict])
        let finding = try #require(findings.first)
        let broken = scene.constraints[4]
        #expect(finding.constraints.first == broken.constraintID)
        #expect(Set(finding.constraints) == Set([0, 3, 4].map { scene.constraints[$0].constraintID }))
        #expect(finding.constraints.count == 3)
        #expect(finding.items == [scene.views[0].itemID, scene.root.itemID])
        #expect(engine.layout().findings.first?.constraints == [broken.constraintID])
        #expect(finding.payload == engine.layout().findings.first?.payload)
    }

    @Test func diagnosticsWordedAsBefore() {
        let finding = Finding(diagnostic: .unmeasured(view: "Label", viewID: 7, reason: "no font"))
        #expect(finding.code == .unmeasured && finding.items == [7])
        #expect(
            finding.message == Layout.Diagnostic.unmeasured(view: "Label", viewID: 7, reason: "no font").description)
        #expect(FindingConsoleText.text(of: finding) == "Plumb: cannot measure Label: no font\n")
    }

    /// Codes are written as their raw values; a rectangle as its four numbers.
    @Test func codable() throws {
        let finding = Finding(
            code: .misplaced, items: [7], location: FileLocation(file: "a.xib", line: 3),
            payload: .misplaced(
                view: "Box", stored: Rect(x: 1, y: 2, width: 3, height: 4),
                solved: .zero, notes: [.collapsesAcrossStack(horizontal: true)]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(finding), as: UTF8.self)
        #expect(
            json.hasPrefix(#"{"code":"misplaced","constraints":[],"items":[7],"location":{"file":"a.xib","line":3},"#))
        #expect(json.contains(#""stored":{"height":4,"width":3,"x":1,"y":2}"#))
        #expect(try JSONDecoder().decode(Finding.self, from: Data(json.utf8)) == finding)
        #expect(
            finding.message == "misplaced view 'Box': stored (1, 2, 3, 4), solved (0, 0, 0, 0) at the design size "
                + "(zero high at run time: only the stack's ambiguity suppression sizes it across the stack; Xcode's "
                + "canvas keeps it as stored)")
    }
}
