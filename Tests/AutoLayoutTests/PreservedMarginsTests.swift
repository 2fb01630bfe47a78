import AutoLayout
import TestSupport
import Testing

/// `preservesSuperviewLayoutMargins`: a margin grows to the least that keeps content inside
/// the superview's margin, `max(own, superview's margin − inset from the superview's edge)`,
/// hand-worked on the 375×667 iPhone 8 (root margins 16 at the sides, 0 above and below).
@Suite struct PreservedMarginsTests {
    /// Card (margins 20) at (40, 100, 300, 200); Content inside it, `inset` from Card's left
    /// and top and flush with its right and bottom; Label on Content's margins guide.
    static func scene(inset: Double, preserves: Bool = true)
        throws -> (root: View, content: View, leading: LayoutConstraint)
    {
        let root = View(name: "Root")
        let card = View(name: "Card"), content = View(name: "Content"), label = View(name: "Label")
        for view in [card, content, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        card.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
        content.preservesSuperviewLayoutMargins = preserves
        root.addSubview(card)
        card.addSubview(content)
        content.addSubview(label)
        let leading = content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: inset)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 300), card.heightAnchor.constraint(equalToConstant: 200),
            leading, content.topAnchor.constraint(equalTo: card.topAnchor, constant: inset),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        return (root, content, leading)
    }

    @Test func aFlushContentViewTakesItsSuperviewsMargins() throws {
        let scene = try Self.scene(inset: 0)
        let layout = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
        // 20 on every side, not Content's own 8.
        expectFrames(
            layout,
            [
                ("Content", Rect(x: 40, y: 100, width: 300, height: 200)),
                ("Label", Rect(x: 60, y: 120, width: 260, height: 160)),
            ])
    }

    @Test func theMarginGrowsOnlyByWhatTheSuperviewsMarginStillNeeds() throws {
        // 5 in: 20 − 5 = 15 > 8 on the left and top; flush on the right and bottom: 20.
        let five = try Self.scene(inset: 5)
        expectFrames(
            LayoutEngine(root: five.root, environment: Environment(device: .iPhone8)).layout(),
            [("Label", Rect(x: 60, y: 120, width: 260, height: 160))])
        // 15 in: 20 − 15 = 5 < 8, so Content's own 8 stands on the left and top.
        let fifteen = try Self.scene(inset: 15)
        expectFrames(
            LayoutEngine(root: fifteen.root, environment: Environment(device: .iPhone8)).layout(),
            [("Label", Rect(x: 63, y: 123, width: 257, height: 157))])
        // Off, Content keeps 8 everywhere.
        let off = try Self.scene(inset: 0, preserves: false)
        expectFrames(
            LayoutEngine(root: off.root, environment: Environment(device: .iPhone8)).layout(),
            [("Label", Rect(x: 48, y: 108, width: 284, height: 184))])
    }

    /// A live change moves the view, and the margin follows on the next read.
    @Test func marginsSettleAgainAfterAChange() throws {
        let scene = try Self.scene(inset: 0)
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        expectFrame(engine.layout(), "Label", x: 60, width: 260)
        scene.leading.constant = 15
        expectFrame(engine.layout(), "Label", x: 63, width: 257)
        scene.leading.constant = 0
        expectFrame(engine.layout(), "Label", x: 60, width: 260)
    }

    /// Under the root, the device's margins are the ones preserved (16 at the sides of an
    /// iPhone X in portrait; 44 + 16 in landscape, past the sensor housing), and margins
    /// carry through nested views, settling again when the device turns.
    @Test func theRootsDeviceMarginsCarryThroughNestedViews() throws {
        let root = View(name: "Root")
        let outer = View(name: "Outer"), inner = View(name: "Inner"), label = View(name: "Label")
        for view in [outer, inner, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        outer.preservesSuperviewLayoutMargins = true
        inner.preservesSuperviewLayoutMargins = true
        root.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(label)
        func pin(_ view: View, to other: View) -> [LayoutConstraint] {
            [
                view.leadingAnchor.constraint(equalTo: other.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
                view.topAnchor.constraint(equalTo: other.topAnchor, constant: 100),
                view.heightAnchor.constraint(equalToConstant: 44),
            ]
        }
        try LayoutConstraint.activate(
            pin(outer, to: root) + pin(inner, to: outer) + [
                label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
            ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhoneX))
        // Outer: max(8, 16) at the sides; the root's top margin is 0, so 8 above and below.
        expectFrame(engine.layout(), "Label", Rect(x: 16, y: 208, width: 343, height: 28))
        engine.setEnvironment(Environment(device: .iPhoneX, orientation: .landscape))
        expectFrame(engine.layout(), "Label", Rect(x: 60, y: 208, width: 692, height: 28))
        engine.setEnvironment(Environment(device: .iPhoneX))
        expectFrame(engine.layout(), "Label", Rect(x: 16, y: 208, width: 343, height: 28))
    }
}
