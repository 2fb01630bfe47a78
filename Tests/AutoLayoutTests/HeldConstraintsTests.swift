import AutoLayout
import Testing

/// `View.deactivateHeldConstraints()`: a view's constraints let go of all at once, as a host
/// does when its own object for the view dies. A view and the constraints naming it hold each
/// other, so without it neither is freed.
@Suite struct HeldConstraintsTests {
    /// A root holding a pin of its subview and its own width, and the subview holding its
    /// height: every constraint names the view holding it.
    static func tree() throws -> (root: View, child: View, constraints: [LayoutConstraint]) {
        let root = View(name: "Root")
        let child = View(name: "Child")
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let constraints = [
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            root.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 20),
        ]
        try LayoutConstraint.activate(constraints)
        return (root, child, constraints)
    }

    @Test func everyHeldConstraintIsDeactivatedAndTheOthersKept() throws {
        let (root, child, constraints) = try Self.tree()
        #expect(root.constraints.count == 2 && child.constraints.count == 1)
        root.deactivateHeldConstraints()
        #expect(root.constraints.isEmpty)
        #expect(constraints.map(\.isActive) == [false, false, true])
        #expect(child.constraints.count == 1)
    }

    @Test func aLiveEngineIsToldAndLaysOutWithoutThem() throws {
        let (root, child, _) = try Self.tree()
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        #expect(engine.frame(of: child).x == 8)
        root.deactivateHeldConstraints()
        // The pin is gone from the solver (a new one takes its place below); the subview's
        // own height still holds.
        #expect(engine.frame(of: child).height == 20)
        #expect(engine.layout().entries.count == 2)
        try LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)])
        #expect(engine.frame(of: child).x == 30)
    }

    @Test func theViewsAreFreedOnceLetGo() throws {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let (root, child, _) = try Self.tree()
            weakRoot = root
            weakChild = child
            child.deactivateHeldConstraints()
            root.deactivateHeldConstraints()
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test func withoutItTheyAreNot() throws {
        weak var weakRoot: View?
        var kept: [LayoutConstraint] = []
        do {
            let (root, _, constraints) = try Self.tree()
            weakRoot = root
            kept = constraints
        }
        // The root holds its width, which holds the root.
        #expect(weakRoot != nil)
        for constraint in kept { constraint.deactivate() }
        kept = []
        #expect(weakRoot == nil)
    }
}
