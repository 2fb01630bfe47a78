import Testing

@testable import SnapshotHarness

/// `ConstraintDiff`: constraints as multisets, a change in numbers paired as "changed".
@Suite struct ConstraintDiffTests {
    @Test func constantsMultipliersAndPrioritiesPairAsChanged() {
        let diff = ConstraintDiff(
            expected: [
                "A.Width = 100", "A.Leading = B.Trailing + 8", "A.Width = 2.0 x B.Width (Priority 750)",
                "A.Top = Superview.Top", "C.Height = 40",
            ],
            actual: [
                "A.Width = 120", "A.Leading = B.Trailing", "A.Width = B.Width", "A.Top = Superview.Top - 4",
                "C.Bottom = Superview.Bottom",
            ])
        #expect(diff.removed == ["C.Height = 40"])
        #expect(diff.added == ["C.Bottom = Superview.Bottom"])
        #expect(
            diff.changed == [
                .init(from: "A.Width = 100", to: "A.Width = 120"),
                .init(from: "A.Leading = B.Trailing + 8", to: "A.Leading = B.Trailing"),
                .init(from: "A.Width = 2.0 x B.Width (Priority 750)", to: "A.Width = B.Width"),
                .init(from: "A.Top = Superview.Top", to: "A.Top = Superview.Top - 4"),
            ])
        #expect(
            diff.lines == [
                "removed: C.Height = 40", "changed: A.Width = 100 → A.Width = 120",
                "changed: A.Leading = B.Trailing + 8 → A.Leading = B.Trailing",
                "changed: A.Width = 2.0 x B.Width (Priority 750) → A.Width = B.Width",
                "changed: A.Top = Superview.Top → A.Top = Superview.Top - 4", "added: C.Bottom = Superview.Bottom",
            ])
    }

    @Test func repeatsCountAndOrderDoesNot() {
        let same = ConstraintDiff(expected: ["A.Width = 1", "B.Width = 2"], actual: ["B.Width = 2", "A.Width = 1"])
        #expect(same.isEmpty)
        let once = ConstraintDiff(expected: ["A.Top = B.Top", "A.Top = B.Top"], actual: ["A.Top = B.Top"])
        #expect(once.removed == ["A.Top = B.Top"])
        #expect(once.added.isEmpty && once.changed.isEmpty)
    }
}
