import AutoLayout
import Testing

/// `Layout` entries carry what tools need without the live view (issue 31): ids, the parent's
/// id, the kind, the frame in the superview's coordinates and the alignment rectangle.
@Suite struct LayoutValueTests {
    @Test func framesInTheSuperviewsCoordinates() throws {
        let root = View(name: "Root")
        let outer = View(name: "Outer"), inner = View(name: "Inner")
        for (view, parent) in [(outer, root), (inner, outer)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        inner.alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        try LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            outer.widthAnchor.constraint(equalToConstant: 100), outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 6),
            inner.widthAnchor.constraint(equalToConstant: 30), inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        let entry = try #require(layout.entry(id: inner.itemID))
        #expect(entry.parentID == outer.itemID && entry.kind == "View" && entry.name == "Inner")
        // The alignment rectangle is what the constraints place; the frame grows by the insets.
        #expect(entry.alignmentRect == Rect(x: 15, y: 26, width: 30, height: 40))
        #expect(entry.frame == Rect(x: 13, y: 25, width: 36, height: 44))
        #expect(entry.frameInSuperview == Rect(x: 3, y: 5, width: 36, height: 44))
        #expect(layout.entry(id: root.itemID)?.parentID == nil)
    }

    /// UIKit's frame of a view inside a scroll view is in content coordinates: scrolling
    /// moves it on screen (root coordinates), not in its superview.
    @Test func scrolledContentKeepsItsFrameInTheScrollView() throws {
        let root = View(name: "Root")
        let scroll = ScrollView(name: "Scroll"), content = View(name: "Content")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        scroll.addSubview(content)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 200), scroll.heightAnchor.constraint(equalToConstant: 200),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 180), content.heightAnchor.constraint(equalToConstant: 600),
        ])
        scroll.contentOffset = Point(x: 0, y: 30)
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        let entry = try #require(layout.entry(id: content.itemID))
        #expect(entry.frame == Rect(x: 10, y: -20, width: 180, height: 600))
        #expect(entry.frameInSuperview == Rect(x: 10, y: 10, width: 180, height: 600))
        #expect(layout.entry(id: scroll.itemID)?.kind == "ScrollView")
    }
}
