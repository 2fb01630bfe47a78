import Cookbook
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Views' own behaviour: autoresizing constraints, removal, intrinsic sizes, ambiguity and
/// fitting sizes.
@Suite struct ModelTests {
    @Test func viewsMadeInCodeTranslateTheirFrameAndConflict() throws {
        let root = View(name: "Root")
        let label = View(name: "Name")
        label.frame = Rect(x: 10, y: 20, width: 100, height: 30)
        root.addSubview(label)
        #expect(label.translatesAutoresizingMaskIntoConstraints)
        // The classic mistake: constraints on a view that still translates its frame.
        let wide = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
        try wide.activate()
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        expectFrame(layout, "Name", Rect(x: 10, y: 20, width: 100, height: 30))
        #expect(layout.conflicts.count == 1)
        #expect(layout.conflicts.first?.broken == "Name.Width >= 400")
        #expect(layout.conflicts.first?.constraints == ["h=--& v=--& Name.Width = 100", "Name.Width >= 400"])
    }

    @Test func autoresizingNotationAndFlexibleWidth() throws {
        #expect(AutoresizingMask().notation == "h=--& v=--&")
        #expect(AutoresizingMask([.flexibleWidth, .flexibleHeight]).notation == "h=-&- v=-&-")
        let root = View(name: "Root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        let banner = View(name: "Banner")
        banner.frame = Rect(x: 10, y: 0, width: 355, height: 44)
        banner.autoresizingMask = [.flexibleWidth]
        root.addSubview(banner)
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8, orientation: .landscape))
            .layout()
        expectFrame(layout, "Banner", Rect(x: 10, y: 0, width: 647, height: 44))
    }

    @Test func removingAViewRemovesItsConstraints() throws {
        // The guide's Two Equal-Width Views: removing Yellow removes constraints 1, 2, 4, 6, 8.
        let scene = try SceneLoader.standard.load(
            path: try #require(Cookbook.recipe(named: "two-equal-width-views")).scenePath)
        let yellow = try #require(scene.views.first { $0.name == "Yellow View" })
        yellow.removeFromSuperview()
        let remaining = scene.constraints.filter(\.isActive).map(\.description)
        #expect(
            remaining == [
                "Green View.Trailing = Superview.TrailingMargin",
                "Green View.Top = Top Layout Guide.Bottom + 20.0",
                "Bottom Layout Guide.Top = Green View.Bottom + 20.0",
            ])
        let green = try #require(scene.views.first { $0.name == "Green View" })
        #expect(green.hasAmbiguousLayout)
        try green.leadingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.leadingAnchor).activate()
        #expect(!green.hasAmbiguousLayout)
    }

    @Test func intrinsicSizeHuggingAndCompression() throws {
        let root = View(name: "Root")
        let a = View(name: "A"), b = View(name: "B")
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.explicitIntrinsicContentSize = Size(width: 100.2, height: 30)
            root.addSubview(view)
        }
        b.setContentHuggingPriority(251, for: .horizontal)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhoneSE)).layout()
        // B hugs harder (251), so A stretches; intrinsic sizes round up to the 2x grid.
        expectFrame(layout, "B", Rect(x: 219.5, y: 0, width: 100.5, height: 30))
        expectFrame(layout, "A", Rect(x: 0, y: 0, width: 219.5, height: 30))
        #expect(layout.ambiguous.isEmpty)
    }

    @Test func equalHuggingIsAmbiguous() throws {
        let root = View(name: "Root")
        let a = View(name: "A"), b = View(name: "B")
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.explicitIntrinsicContentSize = Size(width: 100, height: 30)
            root.addSubview(view)
        }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        #expect(
            layout.ambiguous == [
                Layout.Ambiguity(view: "A", attributes: ["width"]),
                Layout.Ambiguity(view: "B", attributes: ["x", "width"]),
            ])
        #expect(a.hasAmbiguousLayout)
        #expect(a.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(a.constraintsAffectingLayout(for: .vertical).map(\.description) == ["A.Top = Root.Top"])
    }

    @Test func systemLayoutSizeFittingIsAnOutputOfTheEngine() throws {
        let card = View(name: "Card")
        let title = View(name: "Title"), body = View(name: "Body")
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        title.explicitIntrinsicContentSize = Size(width: 120, height: 20.3)
        body.explicitIntrinsicContentSize = Size(width: 200, height: 60)
        try LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            body.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            card.layoutMarginsGuide.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor),
            card.layoutMarginsGuide.trailingAnchor.constraint(greaterThanOrEqualTo: body.trailingAnchor),
        ])
        // Measured on the default device, the iPhone 17 (3x): 20.3 rounds up to 20.333.
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(compressed.height - (8 + 61.0 / 3 + 8 + 60 + 8)) < 1e-9 && compressed.width == 216)
        let wide = card.systemLayoutSizeFitting(Size(width: 300, height: 0), withHorizontalFittingPriority: .required)
        #expect(abs(wide.height - (8 + 61.0 / 3 + 8 + 60 + 8)) < 1e-9 && wide.width == 300)
    }
}
