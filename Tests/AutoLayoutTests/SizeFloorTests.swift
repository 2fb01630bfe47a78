import AutoLayout
import Testing

/// Sizes are never negative (SPEC §3): a required constraint that would make one negative is
/// broken as UIKit breaks it, with the implicit floor never listed; optional constraints stop
/// at zero.
@Suite struct SizeFloorTests {
    static func tree(_ names: String...) -> (View, [View]) {
        let root = View(name: "Root")
        let views = names.map { name in
            let view = View(name: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            return view
        }
        return (root, views)
    }

    static func pinOrigin(_ view: View, in root: View) -> [LayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ]
    }

    /// `A.Width = -16` alone is a conflict of one, as UIKit prints `UIView.width == - 16`.
    @Test func negativeConstantSizeIsAConflictOfOne() throws {
        let (root, views) = Self.tree("A")
        let a = views[0]
        try LayoutConstraint.activate(Self.pinOrigin(a, in: root))
        let negative = a.widthAnchor.constraint(equalToConstant: -16)
        try negative.activate()
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        let layout = engine.layout()
        #expect(layout.conflicts.map(\.broken) == ["A.Width = -16"])
        #expect(layout.conflicts.first?.constraints == ["A.Width = -16"])
        #expect(!engine.isSatisfied(negative))
        // Nothing else sizes A, so its width is free, but never below zero.
        #expect(layout.frame(of: "A") == Rect(x: 10, y: 10, width: 0, height: 10))
        #expect(layout.ambiguous.map(\.view) == ["A"] && layout.ambiguous.first?.attributes == ["width"])
        let report = DiagnosisReport(layout: layout).text
        #expect(
            report.contains(
                "(\n    \"<A.Width = -16>\"\n)\n\nWill attempt to recover by breaking constraint\n<A.Width = -16>\n"))
    }

    /// Leading after trailing: the later of the two is broken, the pair is the set.
    @Test func leadingAfterTrailingBreaksTheLaterOne() throws {
        let (root, views) = Self.tree("A")
        let a = views[0]
        try LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            a.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        #expect(layout.conflicts.map(\.broken) == ["A.Trailing = Root.Leading + 100"])
        #expect(
            layout.conflicts.first?.constraints == [
                "A.Leading = Root.Leading + 200", "A.Trailing = Root.Leading + 100",
            ])
        #expect(layout.frame(of: "A") == Rect(x: 200, y: 0, width: 0, height: 10))
    }

    /// A child squeezed below zero by its parent: the parent's width and the child's insets
    /// conflict; the child's floor is not listed.
    @Test func childSqueezedBelowZeroByItsParent() throws {
        let (root, views) = Self.tree("Parent")
        let parent = views[0]
        let child = View(name: "Child")
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        try LayoutConstraint.activate(
            Self.pinOrigin(parent, in: root) + [
                parent.widthAnchor.constraint(equalToConstant: 100),
                child.topAnchor.constraint(equalTo: parent.topAnchor),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 80),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -80),
            ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        #expect(layout.conflicts.map(\.broken) == ["Child.Trailing = Parent.Trailing - 80"])
        #expect(
            layout.conflicts.first?.constraints == [
                "Parent.Width = 100", "Child.Leading = Parent.Leading + 80", "Child.Trailing = Parent.Trailing - 80",
            ])
        #expect(layout.frame(of: "Child") == Rect(x: 90, y: 10, width: 0, height: 10))
        #expect(layout.entries.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
    }

    /// Optional constraints pulling a size below zero stop at zero, with no conflict.
    @Test func optionalConstraintsStopAtZero() throws {
        let (root, views) = Self.tree("A", "B")
        let (a, b) = (views[0], views[1])
        let shrink = a.widthAnchor.constraint(equalToConstant: -40)
        shrink.priority = 750
        try LayoutConstraint.activate(
            Self.pinOrigin(a, in: root) + Self.pinOrigin(b, in: root) + [
                shrink,
                b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 30),
            ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        #expect(layout.conflicts.isEmpty)
        #expect(layout.ambiguous.isEmpty)
        #expect(layout.frame(of: "A") == Rect(x: 10, y: 10, width: 0, height: 10))
        #expect(layout.frame(of: "B") == Rect(x: 10, y: 10, width: 30, height: 10))
    }

    /// A live change that would make a size negative is caught at the next layout.
    @Test func liveChangesAreCheckedToo() throws {
        let (root, views) = Self.tree("A")
        let a = views[0]
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate(Self.pinOrigin(a, in: root) + [width])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        #expect(engine.frame(of: a).width == 50)
        width.constant = -5
        let layout = engine.layout()
        #expect(layout.conflicts.map(\.broken) == ["A.Width = -5"])
        #expect(layout.frame(of: "A")?.width == 0)
        width.constant = 5
        #expect(engine.layout().conflicts.isEmpty)
        #expect(engine.frame(of: a).width == 5)
    }
}
