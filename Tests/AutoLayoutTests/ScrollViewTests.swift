import TestSupport
import Testing

@testable import AutoLayout

/// Scroll views: edges to the content area, sizes and centres to the frame (the guide's
/// "Working with Scroll Views"), content size, inset and offset, and the anchored view.
@Suite struct ScrollViewTests {
    /// A scroll view filling the 375 × 667 root, with one content view pinned to its edges.
    func scrollWithContent() throws -> (root: View, scroll: ScrollView, content: View) {
        let root = View(name: "Root")
        let scroll = ScrollView(name: "Scroll")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let content = View(name: "Content")
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        ])
        return (root, scroll, content)
    }

    @Test func verticalContentSize() throws {
        let (root, scroll, content) = try scrollWithContent()
        // Width to the frame: no horizontal scrolling. Height of its own: 1000 to scroll.
        try content.widthAnchor.constraint(equalTo: scroll.widthAnchor).activate()
        try content.heightAnchor.constraint(equalToConstant: 1000).activate()
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        #expect(engine.contentSize(of: scroll) == Size(width: 375, height: 1000))
        expectFrames(
            engine.layout(),
            [
                ("Scroll", Rect(x: 0, y: 0, width: 375, height: 667)),
                ("Content", Rect(x: 0, y: 0, width: 375, height: 1000)),
            ])
        // Scrolling moves the content, not the scroll view, and leaves the content size.
        scroll.contentOffset = Point(x: 0, y: 200)
        expectFrames(
            engine.layout(),
            [
                ("Scroll", Rect(x: 0, y: 0, width: 375, height: 667)),
                ("Content", Rect(x: 0, y: -200, width: 375, height: 1000)),
            ])
        #expect(engine.contentSize(of: scroll) == Size(width: 375, height: 1000))
        scroll.contentOffset = Point(x: 0, y: 0)
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        expectFrame(engine.layout(), "Content", Rect(x: 0, y: 20, width: 375, height: 1000))
    }

    @Test func horizontalContentSize() throws {
        let (root, scroll, content) = try scrollWithContent()
        try content.heightAnchor.constraint(equalTo: scroll.heightAnchor).activate()
        try content.widthAnchor.constraint(equalToConstant: 2000).activate()
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        #expect(engine.contentSize(of: scroll) == Size(width: 2000, height: 667))
        expectFrames(engine.layout(), [("Content", Rect(x: 0, y: 0, width: 2000, height: 667))])
    }

    @Test func aStackInsideDefinesTheContentSize() throws {
        let root = View(name: "Root")
        let scroll = ScrollView(name: "Scroll")
        try place(scroll, in: root, width: 300, height: 400)
        let stack = StackView(name: "Stack", arrangedSubviews: ["A", "B", "C"].map { box($0, 50, 300) })
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        // The margins too attach to the content area: inset by the scroll view's 8 points.
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            LayoutConstraint(
                item: stack, attribute: .top, relatedBy: .equal, toItem: scroll,
                attribute: .topMargin, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: scroll, attribute: .bottomMargin, relatedBy: .equal, toItem: stack,
                attribute: .bottom, multiplier: 1, constant: 0),
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        #expect(engine.contentSize(of: scroll) == Size(width: 300, height: 936))
        expectFrames(
            engine.layout(),
            [
                ("Stack", Rect(x: 20, y: 108, width: 300, height: 920)),
                ("C", Rect(x: 20, y: 728, width: 300, height: 300)),
            ])
    }

    @Test func explicitGuidesAndCentreToTheFrame() throws {
        let root = View(name: "Root")
        let scroll = ScrollView(name: "Scroll")
        try place(scroll, in: root, width: 300, height: 400)
        let content = box("Content", 100, 50)
        let badge = box("Badge", 10, 10)
        scroll.addSubview(content)
        scroll.addSubview(badge)
        try LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            // Centres mean the frame: the explicit guide's, and the scroll view's own.
            badge.centerXAnchor.constraint(equalTo: scroll.frameLayoutGuide.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        expectFrames(
            engine.layout(),
            [
                ("Content", Rect(x: 20, y: 100, width: 100, height: 50)),
                ("Badge", Rect(x: 165, y: 295, width: 10, height: 10)),
            ])
        #expect(engine.contentSize(of: scroll) == Size(width: 100, height: 50))
        #expect(engine.frame(of: scroll.frameLayoutGuide) == Rect(x: 20, y: 100, width: 300, height: 400))
        // Scrolled, the content moves and the badge, centred on the frame, floats.
        scroll.contentOffset = Point(x: 5, y: 30)
        expectFrames(
            engine.layout(),
            [
                ("Content", Rect(x: 15, y: 70, width: 100, height: 50)),
                ("Badge", Rect(x: 165, y: 295, width: 10, height: 10)),
            ])
    }

    /// The guide's "Creating Anchored Views Inside a Scroll View": a text view inside the
    /// scroll view, pinned to the container around it, stays put while the content scrolls.
    @Test func anchoredViewInsideAScrollView() throws {
        let root = View(name: "Root")
        let container = View(name: "Container")
        try place(container, in: root, width: 300, height: 400)
        let (scroll, content, textView) = (ScrollView(name: "Scroll"), View(name: "Content"), View(name: "Text View"))
        for (view, parent) in [(scroll, container), (content, scroll), (textView, scroll)] as [(View, View)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: container.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            // Leading, trailing and bottom to the container, skipping the scroll view.
            textView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            textView.heightAnchor.constraint(equalToConstant: 100),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        let anchored = Rect(x: 20, y: 400, width: 300, height: 100)
        expectFrames(
            engine.layout(),
            [
                ("Text View", anchored), ("Content", Rect(x: 20, y: 100, width: 300, height: 2000)),
            ])
        #expect(engine.contentSize(of: scroll) == Size(width: 300, height: 2000))
        scroll.contentOffset = Point(x: 0, y: 500)
        expectFrames(
            engine.layout(),
            [
                ("Text View", anchored), ("Content", Rect(x: 20, y: -400, width: 300, height: 2000)),
            ])
    }

    @Test func guidesAreNamedAfterTheScrollView() {
        let scroll = ScrollView(name: "Scroll View")
        #expect(scroll.contentLayoutGuide.name == "Scroll View.Content Layout Guide")
        #expect(scroll.frameLayoutGuide.name == "Scroll View.Frame Layout Guide")
        #expect(scroll.layoutGuides.count == 2)
    }
}
