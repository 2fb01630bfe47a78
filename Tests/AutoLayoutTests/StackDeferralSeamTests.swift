import TestSupport
import Testing

@testable import AutoLayout

/// A stack that `defersUpdates` makes its constraints when an engine next reads the tree
/// (`LayoutEngine+Arrangements.swift`), at the place in the activation order of its last
/// change. Frames are worked out by hand from the boxes' intrinsic sizes.
@Suite struct StackDeferralSeamTests {
    func deferringRow(_ views: [View]) -> StackView {
        let stack = StackView(name: "Stack")
        stack.defersUpdates = true
        for view in views { stack.addArrangedSubview(view) }
        return stack
    }

    /// Changes wait until an engine is built from the tree; the build makes them once.
    @Test func aBuildMakesThePendingStack() throws {
        let a = box("A", 50, 20), b = box("B", 60, 30)
        let stack = deferringRow([a, b])
        stack.spacing = 10
        stack.alignment = .center
        #expect(stack.generatedConstraints.isEmpty)
        #expect(stack.hasPendingArrangement)
        let root = View(name: "Root")
        try place(stack, in: root)
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 120, height: 30)),
                ("A", Rect(x: 20, y: 105, width: 50, height: 20)),
                ("B", Rect(x: 80, y: 100, width: 60, height: 30)),
            ])
        #expect(!stack.hasPendingArrangement)
    }

    /// Under a live engine, a change is made before the next read, and a fit of the stack
    /// alone (a detached engine) makes a change the live engine has not read yet.
    @Test func aLiveEngineAndAFitMakeTheChange() throws {
        let a = box("A", 50, 20), b = box("B", 60, 30)
        let stack = deferringRow([a, b])
        let root = View(name: "Root")
        try place(stack, in: root)
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        #expect(engine.layout().frame(of: "Stack") == Rect(x: 20, y: 100, width: 110, height: 30))

        stack.axis = .vertical
        stack.spacing = 4
        #expect(stack.hasPendingArrangement)
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 60, height: 54))
        #expect(!stack.hasPendingArrangement)
        expectFrames(
            engine.layout(),
            [
                ("Stack", Rect(x: 20, y: 100, width: 60, height: 54)),
                ("A", Rect(x: 20, y: 100, width: 60, height: 20)),
                ("B", Rect(x: 20, y: 124, width: 60, height: 30)),
            ])

        b.isHidden = true
        expectFrames(engine.layout(), [("Stack", Rect(x: 20, y: 100, width: 50, height: 20))])
    }

    /// A stack changed while no engine could hear it, then added to a live tree.
    @Test func aSubtreeJoiningALiveTreeBringsItsPendingStack() throws {
        let root = View(name: "Root")
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        _ = engine.layout()
        let stack = deferringRow([box("A", 50, 20), box("B", 60, 30)])
        stack.spacing = 5
        try place(stack, in: root)
        expectFrames(engine.layout(), [("Stack", Rect(x: 20, y: 100, width: 115, height: 30))])
    }

    /// Reads of the model outside an engine make the pending stacks first: the stack's
    /// constraints on an arranged view are listed, after the view's own placing.
    @Test func constraintsAffectingLayoutMakesThePendingStacks() throws {
        let a = box("A", 50, 20)
        let stack = deferringRow([a])
        let root = View(name: "Root")
        try place(stack, in: root)
        let vertical = a.constraintsAffectingLayout(for: .vertical).compactMap(\.identifier)
        #expect(vertical.contains("UISV-canvas-connection"))
        #expect(!stack.hasPendingArrangement)
    }

    /// The deferred set takes the activation-order place of the stack's last change: a
    /// constraint activated after that change comes after the stack's set.
    @Test func theSetKeepsThePlaceOfTheLastChange() throws {
        let a = box("A", 50, 20)
        let stack = deferringRow([a])
        let root = View(name: "Root")
        try place(stack, in: root)
        stack.spacing = 3
        let later = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        try later.activate()
        stack.updateConstraintsIfNeeded()
        let generated = stack.generatedConstraints.map(\.activationStamp)
        #expect(!generated.isEmpty)
        #expect(generated.allSatisfy { $0 < later.activationStamp })
    }
}
