import AutoLayout
import Foundation
import Testing

@testable import SnapshotHarness

/// What moved, from two text snapshots.
@Suite struct FrameDiffTests {
    let before = """
        iphone-8 portrait ltr 375x667 @2x
        Root (0, 0, 375, 667)
        |   Red View (16, 20, 185, 627)
        |   Blue View (209, 20, 150, 627)
        |   |   Label (0, 0, 50, 20.5)

        """

    @Test func unchangedSnapshotsHaveNoDiff() {
        #expect(FrameDiff(expected: before, actual: before).isEmpty)
    }

    @Test func movedViewsNameEveryChangedValue() {
        let after = before.replacingOccurrences(of: "Red View (16, 20, 185, 627)", with: "Red View (24, 20, 177, 627)")
            .replacingOccurrences(of: "Label (0, 0, 50, 20.5)", with: "Label (0, 0, 50, 24)")
        #expect(
            FrameDiff(expected: before, actual: after).lines == [
                "Red View: x 16 → 24, width 185 → 177",
                "Label: height 20.5 → 24",
            ])
    }

    @Test func addedRemovedAndDiagnostics() {
        let after = """
            iphone-se portrait ltr 320x568 @2x
            Root (0, 0, 320, 568)
            |   Red View (16, 20, 185, 627)
            |   Green View (0, 0, 10, 10)
            ambiguous: Green View (x)

            """
        #expect(
            FrameDiff(expected: before, actual: after).lines == [
                "environment: iphone-8 portrait ltr 375x667 @2x → iphone-se portrait ltr 320x568 @2x",
                "Root: width 375 → 320, height 667 → 568",
                "Blue View: removed (was (209, 20, 150, 627))",
                "Label: removed (was (0, 0, 50, 20.5))",
                "Green View: added at (0, 0, 10, 10)",
                "now: ambiguous: Green View (x)",
            ])
    }

    @Test func duplicateNamesAreTellApartByPath() {
        let twoLabels = """
            header
            Root (0, 0, 10, 10)
            |   Label (0, 0, 5, 5)
            |   Label (5, 0, 5, 5)

            """
        let moved = twoLabels.replacingOccurrences(of: "Label (5, 0, 5, 5)", with: "Label (6, 0, 4, 5)")
        #expect(FrameDiff(expected: twoLabels, actual: moved).lines == ["Root › Label #2: x 5 → 6, width 5 → 4"])
    }

    @Test func movesCarryBothFramesOfEachViewThatMoved() {
        let after =
            before.replacingOccurrences(of: "Red View (16, 20, 185, 627)", with: "Red View (24, 20, 177, 627)")
            .replacingOccurrences(of: "|   |   Label (0, 0, 50, 20.5)\n", with: "")
            + "|   Badge (1, 2, 3, 4)\n"
        #expect(
            FrameDiff.moves(expected: before, actual: after) == [
                FrameDiff.Move(
                    view: "Red View", from: Rect(x: 16, y: 20, width: 185, height: 627),
                    to: Rect(x: 24, y: 20, width: 177, height: 627)),
                FrameDiff.Move(view: "Label", from: Rect(x: 0, y: 0, width: 50, height: 20.5), to: nil),
                FrameDiff.Move(view: "Badge", from: nil, to: Rect(x: 1, y: 2, width: 3, height: 4)),
            ])
        // From a frames artifact: what moved, then both snapshots.
        let artifact = "what moved:\n(…)\n\nexpected:\n" + before + "\nactual:\n" + after
        #expect(FrameDiff.moves(inArtifact: artifact) == FrameDiff.moves(expected: before, actual: after))
        #expect(
            FrameDiff.moves(inArtifact: "what moved:\n\nexpected:\n(no text snapshot)\n\nactual:\n" + after).isEmpty)
        #expect(
            FrameDiff.views(in: before).map(\.key) == [
                "Root", "Root › Red View", "Root › Blue View", "Root › Blue View › Label",
            ])
    }

    @Test func aReferenceRecordsTheConstraintsOfItsConflictingSets() {
        let dump =
            before + """
                conflict: broke Red View.Width = 400
                    Root.LeftMargin = 16 (device)
                    Red View.Width = 400
                ambiguous: Label (x)

                """
        let constraints = FrameDiff.conflictConstraints(in: dump)
        #expect(constraints.map(\.text) == ["Root.LeftMargin = 16 (device)", "Red View.Width = 400"])
        #expect(constraints.map(\.broken) == [false, true])
        #expect(FrameDiff.conflictConstraints(in: before).isEmpty)
    }
}
