import AutoLayout
import Foundation
import Testing

@testable import SnapshotHarness

/// `ConstraintDiff`: constraints as multisets, a change in numbers paired as "changed"; and the
/// `constraints` strategy that records them through `assertSnapshot`.
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

    /// A box 40 wide, or `width` wide.
    static func engine(width: Double = 40) -> LayoutEngine {
        let root = View(name: "Root")
        let box = View(name: "Box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try? LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: width), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        return LayoutEngine(root: root, environment: Environment(device: .iPhoneSE))
    }

    /// Recorded as sorted text; a changed width fails with the diff's lines; a plain `Layout`
    /// (no engine) cannot be recorded, and says so.
    @Test func theStrategyRecordsComparesAndNeedsTheEngine() throws {
        let directory = NSTemporaryDirectory() + "plumb-constraints-assert-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strategies = [AnySnapshotStrategy(SnapshotStrategies.constraints)]
        #expect(
            try assertSnapshot(of: Self.engine(), named: "box", in: directory, as: strategies, record: .missing)
                == .recorded(directory + "/box"))
        let text = try String(contentsOfFile: directory + "/box.constraints.txt", encoding: .utf8)
        #expect(text.hasPrefix("'UIView-Encapsulated-Layout-Height' Root.Height = 568\n"), "\(text)")
        #expect(text.contains("\nBox.Height = 40\nBox.Width = 40\n"), "\(text)")
        #expect(
            try assertSnapshot(of: Self.engine(), named: "box", in: directory, as: strategies, record: .never)
                == .matched)
        #expect {
            try assertSnapshot(
                of: Self.engine(width: 60), named: "box", in: directory, as: strategies, record: .never,
                artifacts: directory + "/out")
        } throws: { error in
            guard case let .mismatch(failure) = error as? SnapshotError else { return false }
            return failure.frameDiff.lines == ["changed: Box.Width = 40 → Box.Width = 60"]
                && failure.causes.map(\.description) == ["constraints changed"]
        }
        #expect(
            throws: SnapshotError.renderingFailed(
                "a constraints snapshot needs the engine that solved the layout "
                    + "(snapshot the engine, not its Layout)")
        ) {
            let engine = Self.engine()
            let layout = engine.layout()
            try assertSnapshot(
                of: layout, drawing: engine.drawing(of: layout), named: "box", in: directory, as: strategies,
                record: .never)
        }
    }
}
