import TestSupport
import Testing

@testable import AutoLayout

/// Stack views as trees change: hidden views, removal, nesting, right-to-left, overflow and
/// scene files.
@Suite struct StackViewArrangementTests {
    @Test func hiddenViewsTakeNoSpaceAndNoSpacing() throws {
        let root = View(name: "Root")
        let a = box("A", 50, 20), b = box("B", 60, 20), c = box("C", 70, 20)
        b.isHidden = true
        let stack = StackView(name: "Stack", arrangedSubviews: [a, b, c])
        stack.spacing = 10
        try place(stack, in: root)
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 130, height: 20)),
                ("A", Rect(x: 20, y: 100, width: 50, height: 20)),
                ("B", Rect(x: 70, y: 100, width: 0, height: 20)),
                ("C", Rect(x: 80, y: 100, width: 70, height: 20)),
            ])
        #expect(stack.generatedConstraints.contains { $0.identifier == "UISV-hiding" })
        // Showing it again rearranges the stack, live.
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        b.isHidden = false
        expectFrames(
            engine.layout(),
            [
                ("Stack", Rect(x: 20, y: 100, width: 200, height: 20)),
                ("B", Rect(x: 80, y: 100, width: 60, height: 20)),
                ("C", Rect(x: 150, y: 100, width: 70, height: 20)),
            ])
    }

    @Test func aStackWithEveryViewHiddenCollapses() throws {
        let root = View(name: "Root")
        let a = box("A", 50, 20)
        a.isHidden = true
        let stack = StackView(name: "Stack", arrangedSubviews: [a])
        try place(stack, in: root)
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 0, height: 0)),
                ("A", Rect(x: 20, y: 100, width: 0, height: 20)),
            ])
    }

    @Test func removingFromTheArrangementKeepsTheSubview() throws {
        let root = View(name: "Root")
        let a = box("A", 50, 20), b = box("B", 60, 20), c = box("C", 70, 20)
        let stack = StackView(name: "Stack", arrangedSubviews: [a, b, c])
        try place(stack, in: root)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(\.name) == ["A", "C"])
        #expect(b.superview === stack)
        // Still a subview, now placed by nobody.
        try b.leftAnchor.constraint(equalTo: stack.leftAnchor).activate()
        try b.topAnchor.constraint(equalTo: stack.bottomAnchor).activate()
        expectFrames(
            solveTree(root),
            [
                ("C", Rect(x: 70, y: 100, width: 70, height: 20)),
                ("B", Rect(x: 20, y: 120, width: 60, height: 20)),
            ])
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["A"])
        expectFrames(solveTree(root), [("Stack", Rect(x: 20, y: 100, width: 50, height: 20))])
        // Adding a view arranges it and makes it a subview; inserting reorders.
        stack.insertArrangedSubview(c, at: 0)
        #expect(c.superview === stack && stack.arrangedSubviews.map(\.name) == ["C", "A"])
        expectFrames(solveTree(root), [("A", Rect(x: 90, y: 100, width: 50, height: 20))])
    }

    @Test func nestedStacks() throws {
        let root = View(name: "Root")
        let inner = StackView(name: "Inner", arrangedSubviews: [box("A", 50, 20), box("B", 60, 30)])
        inner.spacing = 5
        let outer = StackView(name: "Outer", arrangedSubviews: [inner, box("C", 100, 10)])
        outer.axis = .vertical
        outer.spacing = 8
        try place(outer, in: root)
        // The row is 115 wide: C stretches to it (its hugging gives way before A's and B's
        // compression resistance would); the row is as tall as B.
        expectFrames(
            solveTree(root),
            [
                ("Outer", Rect(x: 20, y: 100, width: 115, height: 48)),
                ("Inner", Rect(x: 20, y: 100, width: 115, height: 30)),
                ("A", Rect(x: 20, y: 100, width: 50, height: 30)),
                ("B", Rect(x: 75, y: 100, width: 60, height: 30)),
                ("C", Rect(x: 20, y: 138, width: 115, height: 10)),
            ])
    }

    @Test func aNestedStackLendsItsBaselines() throws {
        let root = View(name: "Root")
        let column = StackView(name: "Column", arrangedSubviews: [box("Top", 40, 10), box("Bottom", 40, 30)])
        column.axis = .vertical
        let row = StackView(name: "Row", arrangedSubviews: [box("Left", 20, 20), column])
        row.alignment = .lastBaseline
        try place(row, in: root)
        // The column's last baseline is Bottom's (its bottom edge), so the bottoms line up.
        #expect(column.viewForLastBaselineLayout.name == "Bottom")
        #expect(column.viewForFirstBaselineLayout.name == "Top")
        expectFrames(
            solveTree(root),
            [
                ("Column", Rect(x: 40, y: 100, width: 40, height: 40)),
                ("Left", Rect(x: 20, y: 120, width: 20, height: 20)),
            ])
    }

    @Test func rightToLeftReversesARow() throws {
        let root = View(name: "Root")
        let a = box("A", 50, 20), b = box("B", 60, 20)
        b.setContentHuggingPriority(251, for: .horizontal)
        let stack = StackView(name: "Stack", arrangedSubviews: [a, b])
        stack.spacing = 10
        try place(stack, in: root, width: 300)
        expectFrames(
            solveTree(root, direction: .rightToLeft),
            [
                ("A", Rect(x: 90, y: 100, width: 230, height: 20)),
                ("B", Rect(x: 20, y: 100, width: 60, height: 20)),
            ])
        // A column keeps its order and aligns its views to the leading (right) edge.
        stack.axis = .vertical
        stack.alignment = .leading
        expectFrames(
            solveTree(root, direction: .rightToLeft),
            [
                ("A", Rect(x: 270, y: 100, width: 50, height: 20)),
                ("B", Rect(x: 260, y: 130, width: 60, height: 20)),
            ])
    }

    @Test(arguments: [(750.0, 749.0, 80.0, 20.0), (749, 750, 20, 80)])
    func overflowShrinksTheLowerCompressionResistance(_ a: Double, _ b: Double, _ aWidth: Double, _ bWidth: Double)
        throws
    {
        let root = View(name: "Root")
        let viewA = box("A", 80, 20), viewB = box("B", 80, 20)
        viewA.setContentCompressionResistancePriority(Priority(a), for: .horizontal)
        viewB.setContentCompressionResistancePriority(Priority(b), for: .horizontal)
        let stack = StackView(name: "Stack", arrangedSubviews: [viewA, viewB])
        try place(stack, in: root, width: 100)
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: aWidth, height: 20)),
                ("B", Rect(x: 20 + aWidth, y: 100, width: bWidth, height: 20)),
            ])
    }

    @Test func overflowWithEqualResistanceShrinksTheLaterView() throws {
        let root = View(name: "Root")
        let stack = StackView(name: "Stack", arrangedSubviews: [box("A", 80, 20), box("B", 80, 20)])
        try place(stack, in: root, width: 100)
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 80, height: 20)),
                ("B", Rect(x: 100, y: 100, width: 20, height: 20)),
            ])
    }

    @Test func userConstraintsAfterTheStackBreakFirst() throws {
        let root = View(name: "Root")
        let a = box("A", 50, 20), b = box("B", 60, 20)
        let stack = StackView(name: "Stack", arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        try place(stack, in: root)
        let wide = a.widthAnchor.constraint(equalToConstant: 100)
        let narrow = b.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activate([wide, narrow])
        let layout = solveTree(root)
        #expect(layout.conflicts.map(\.broken) == ["B.Width = 40"])
        #expect(layout.conflicts.first?.constraints.contains("'UISV-fill-equally' B.Width = A.Width") == true)
        expectFrame(layout, "B", Rect(x: 120, y: 100, width: 100, height: 20))
    }
}
