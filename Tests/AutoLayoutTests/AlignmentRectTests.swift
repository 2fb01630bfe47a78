import AutoLayout
import TestSupport
import Testing

/// Constraints act on alignment rectangles; frames are them grown by `alignmentRectInsets`
/// (UIKit's semantics, `uikit-facts.md` §15), hand-worked on the 375×667 iPhone 8.
@Suite struct AlignmentRectTests {
    /// A slider-like view: 2 points of frame to each side of its alignment rectangle, 1 below.
    static func slider(_ name: String) -> View {
        let view = View(name: name)
        view.alignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        return view
    }

    @Test func constraintsPlaceTheAlignmentRectangleAndFramesGrowAroundIt() throws {
        let root = View(name: "Root")
        let slider = Self.slider("Slider"), below = View(name: "Below")
        for view in [slider, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        // The intrinsic height is the alignment rectangle's: 30, so the frame is 31 high.
        slider.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
        try LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 20),
            slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            below.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: slider.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 20),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        let layout = engine.layout()
        // Alignment rectangle (20, 100, 335, 30); frame 2 out to each side and 1 below.
        expectFrames(
            layout,
            [
                ("Slider", Rect(x: 18, y: 100, width: 339, height: 31)),
                // 10 below the alignment bottom (130), not the frame's (131).
                ("Below", Rect(x: 20, y: 140, width: 50, height: 20)),
            ])
        #expect(engine.alignmentRect(of: slider) == Rect(x: 20, y: 100, width: 335, height: 30))
        #expect(engine.frame(of: slider) == Rect(x: 18, y: 100, width: 339, height: 31))
    }

    /// A view placed by its autoresizing mask keeps the frame it was given: the engine turns
    /// it into the alignment rectangle it holds, and back.
    @Test func autoresizingKeepsTheFrame() throws {
        let root = View(name: "Root")
        let slider = Self.slider("Slider")
        slider.frame = Rect(x: 18, y: 50, width: 339, height: 31)
        slider.autoresizingMask = [.flexibleWidth]
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.addSubview(slider)
        let portrait = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        expectFrame(portrait.layout(), "Slider", Rect(x: 18, y: 50, width: 339, height: 31))
        // Landscape (667 wide): the flexible width takes the 292 points of growth.
        let landscape = LayoutEngine(root: root, environment: Environment(device: .iPhone8, orientation: .landscape))
        expectFrame(landscape.layout(), "Slider", Rect(x: 18, y: 50, width: 631, height: 31))
    }

    /// Margins and subviews hang from the alignment rectangle too.
    @Test func subviewsAndMarginsFollowTheAlignmentRectangle() throws {
        let root = View(name: "Root")
        let card = View(name: "Card"), inner = View(name: "Inner")
        card.alignmentRectInsets = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        card.directionalLayoutMargins = DirectionalEdgeInsets(all: 5)
        for view in [card, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(inner)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.topAnchor.constraint(equalTo: card.topAnchor),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        expectFrames(
            layout,
            [
                ("Card", Rect(x: 34, y: 56, width: 216, height: 112)),
                ("Inner", Rect(x: 45, y: 60, width: 195, height: 10)),
            ])
    }
}
