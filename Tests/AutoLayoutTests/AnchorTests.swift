import TestSupport
import Testing

@testable import AutoLayout

/// The typed anchor API, written the way UIKit code is.
@Suite struct AnchorTests {
    func makeTree() -> (root: View, red: View, blue: View) {
        let root = View(name: "Root")
        let red = View(name: "Red")
        let blue = View(name: "Blue")
        for view in [red, blue] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, red, blue)
    }

    @Test func sideBySideWithAnchors() throws {
        let (root, red, blue) = makeTree()
        try LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
            blue.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2),
            red.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            blue.topAnchor.constraint(equalTo: red.topAnchor),
            red.heightAnchor.constraint(equalToConstant: 100),
            blue.heightAnchor.constraint(equalTo: red.heightAnchor, multiplier: 0.5, constant: 10),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        // Margins 16: 343 = 3w + 8 → w = 111.667.
        expectFrame(layout, "Red", Rect(x: 16, y: 40, width: 223.333, height: 100))
        expectFrame(layout, "Blue", Rect(x: 247.333, y: 40, width: 111.667, height: 60))
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty)
        // Constraints live on the nearest common ancestor.
        #expect(root.constraints.count == 7)
        #expect(red.constraints.count == 1) // the height constant belongs to Red itself
    }

    @Test func centerXPairsWithLeadingAndLeftButFollowsItsPartner() throws {
        let (root, red, blue) = makeTree()
        try LayoutConstraint.activate([
            red.centerXAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            blue.centerXAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            red.widthAnchor.constraint(equalToConstant: 50), blue.widthAnchor.constraint(equalToConstant: 50),
            red.topAnchor.constraint(equalTo: root.topAnchor), blue.topAnchor.constraint(equalTo: root.topAnchor),
            red.heightAnchor.constraint(equalToConstant: 10), blue.heightAnchor.constraint(equalToConstant: 10),
        ])
        let rtl = LayoutEngine(root: root, environment: Environment(device: .iPhone8, direction: .rightToLeft)).layout()
        // Paired with leading, centre x is measured from the right in RTL; with left, it is not.
        expectFrame(rtl, "Red", Rect(x: 375 - 100 - 25, y: 0, width: 50, height: 10))
        expectFrame(rtl, "Blue", Rect(x: 75, y: 0, width: 50, height: 10))
    }

    @Test func inequalityAnchorsAndPriorities() throws {
        let (root, red, _) = makeTree()
        let wide = red.widthAnchor.constraint(greaterThanOrEqualToConstant: 500)
        wide.priority = 750
        try LayoutConstraint.activate([
            red.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
            red.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            red.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            wide,
            red.topAnchor.constraint(equalTo: root.topAnchor), red.heightAnchor.constraint(equalToConstant: 10),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhoneSE)).layout()
        expectFrame(layout, "Red", Rect(x: 20, y: 0, width: 280, height: 10))
    }

    @Test func itemAttributeFormWithALocationMultiplier() throws {
        let (root, red, _) = makeTree()
        // The cheat sheet's quarter-height constraint, in the item/attribute form.
        try LayoutConstraint(
            item: red, attribute: .top, relatedBy: .lessThanOrEqual, toItem: root,
            attribute: .bottom, multiplier: 0.25, constant: 0
        ).activate()
        let pull = red.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        pull.priority = 250
        try LayoutConstraint.activate([
            pull, red.heightAnchor.constraint(equalToConstant: 50),
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            red.widthAnchor.constraint(equalToConstant: 10),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        expectFrame(layout, "Red", Rect(x: 0, y: 166.75, width: 10, height: 50))
    }

    @Test func constantChangesReSolveIncrementally() throws {
        let (root, red, _) = makeTree()
        let width = red.widthAnchor.constraint(equalToConstant: 100)
        let leading = red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        try LayoutConstraint.activate([
            width, leading, red.topAnchor.constraint(equalTo: root.topAnchor),
            red.heightAnchor.constraint(equalToConstant: 20),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        expectFrame(engine.layout(), "Red", Rect(x: 10, y: 0, width: 100, height: 20))
        width.constant = 150
        leading.constant = 30
        expectFrame(engine.layout(), "Red", Rect(x: 30, y: 0, width: 150, height: 20))
        width.constant = 60
        expectFrame(engine.layout(), "Red", Rect(x: 30, y: 0, width: 60, height: 20))
    }

    @Test func rotationGoesThroughEditVariables() throws {
        let (root, red, _) = makeTree()
        try LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            red.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
            red.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhoneX))
        expectFrame(engine.layout(), "Red", Rect(x: 16, y: 44, width: 343, height: 734))
        engine.setEnvironment(Environment(device: .iPhoneX, orientation: .landscape))
        // Landscape X: safe-area sides 44 plus the 16-point margin; bottom inset 21.
        expectFrame(engine.layout(), "Red", Rect(x: 60, y: 0, width: 692, height: 354))
        engine.setEnvironment(Environment(device: .iPhoneX, orientation: .landscape, navigationBar: true, tabBar: true))
        expectFrame(engine.layout(), "Red", Rect(x: 60, y: 32, width: 692, height: 375 - 32 - 49 - 21))
        engine.setEnvironment(Environment(device: .iPhoneX, direction: .rightToLeft))
        expectFrame(engine.layout(), "Red", Rect(x: 16, y: 44, width: 343, height: 734))
    }

    @Test func readableContentGuideOnIPad() throws {
        let (root, red, _) = makeTree()
        try LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            red.topAnchor.constraint(equalTo: root.topAnchor), red.heightAnchor.constraint(equalToConstant: 10),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPad, orientation: .landscape))
        expectFrame(engine.layout(), "Red", Rect(x: 176, y: 0, width: 672, height: 10))
        engine.setEnvironment(Environment(device: .iPhone8))
        expectFrame(engine.layout(), "Red", Rect(x: 16, y: 0, width: 343, height: 10))
    }

    @Test func semanticContentAttributeOfTheHolderDecides() throws {
        let (root, red, _) = makeTree()
        root.semanticContentAttribute = .forceLeftToRight
        try LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            red.widthAnchor.constraint(equalToConstant: 50),
            red.topAnchor.constraint(equalTo: root.topAnchor), red.heightAnchor.constraint(equalToConstant: 10),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8, direction: .rightToLeft))
            .layout()
        expectFrame(layout, "Red", Rect(x: 10, y: 0, width: 50, height: 10))
    }
}
