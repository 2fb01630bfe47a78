import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Conflicts and ambiguity on hand-made scenes: which constraint breaks, the minimal set, and
/// which frame values are free.
@Suite struct ConflictAndAmbiguityTests {
    @Test func firstRequiredConstraintThatCannotHoldIsBroken() throws {
        let layout = try solveScene("conflict-label-and-field", Environment(device: .iPhone8))
        #expect(layout.conflicts.count == 1)
        let conflict = try #require(layout.conflicts.first)
        // Sizes are never negative (SPEC §3): with the field's width held at zero or above,
        // `Name Label.Width >= 400` cannot fit in 375 beside it, and is the first that cannot
        // hold with everything before it. The field's floor is implicit, never listed, and
        // `Field.Width >= 20`, activated later, is not needed to show the conflict.
        #expect(conflict.broken == "Name Label.Width >= 400")
        #expect(
            conflict.constraints == [
                "'UIView-Encapsulated-Layout-Width' Root.Width = 375",
                "Root.LeftMargin = 16 (device)",
                "Root.RightMargin = 16 (device)",
                "Name Label.Leading = Superview.LeadingMargin",
                "Field.Leading = Name Label.Trailing + Standard",
                "Field.Trailing = Superview.TrailingMargin",
                "Name Label.Width >= 400",
            ])
        // The set by model constraint: the engine's own three have none; the broken one is
        // last, with its own id.
        #expect(conflict.constraintIDs.map { $0 != nil } == [false, false, false, true, true, true, true])
        #expect(conflict.constraintIDs.last == conflict.brokenConstraintID && conflict.brokenConstraintID != nil)
        #expect(Set(conflict.constraintIDs.compactMap { $0 }).count == 4)
        // Layout goes on without the broken constraint: the label hugs its intrinsic 80 and
        // the field takes the rest (375 − 16 − 80 − 8 − 16). The guide's `Name label.Baseline`
        // typo resolved to Name Label, whose baseline (its bottom) meets the field's.
        expectFrame(layout, "Name Label", Rect(x: 16, y: 37.5, width: 80, height: 20.5))
        expectFrame(layout, "Field", Rect(x: 104, y: 28, width: 255, height: 30))
        // On the iPad everything fits.
        let ipad = try solveScene("conflict-label-and-field", Environment(device: .iPad))
        #expect(ipad.conflicts.isEmpty)
        #expect(ipad.ambiguous.isEmpty)
    }

    @Test func conflictsDependOnTheDevice() throws {
        let layout = try solveScene("conflict-label-and-field", Environment(device: .iPhone8, orientation: .landscape))
        #expect(layout.conflicts.isEmpty)
        let small = try solveScene("conflict-label-and-field", Environment(device: .iPhoneSE))
        // The field's implicit floor makes the label's minimum the constraint broken; the
        // set names the SE's width.
        #expect(small.conflicts.map(\.broken) == ["Name Label.Width >= 400"])
        let set = try #require(small.conflicts.first?.constraints)
        #expect(set.first == "'UIView-Encapsulated-Layout-Width' Root.Width = 320")
        #expect(set.count == 7)
    }

    @Test func ambiguousViewsListTheirFreeAttributes() throws {
        let yaml = """
            name: Loose
            views:
              - name: Anchored
              - name: Loose View
            constraints:
              - Anchored.Leading = Superview.Leading
              - Anchored.Top = Superview.Top
              - Anchored.Width = 100
              - Anchored.Height = 100
              - Loose View.Top = Anchored.Bottom
              - Loose View.Height = 50
              - Loose View.Width >= 10
            """
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "loose.yaml")
        let layout = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
        #expect(layout.ambiguous == [Layout.Ambiguity(view: "Loose View", attributes: ["x", "width"])])
        let report = DiagnosisReport(layout: layout).text
        #expect(
            report.contains(
                "•Root\n|   *Anchored\n|   *Loose View - AMBIGUOUS LAYOUT for Loose View.minX, Loose View.Width\n"))
    }
}
