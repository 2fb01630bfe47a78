import Foundation
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// `kind: stack` and `kind: scroll` in scene files.
@Suite struct ContainerSceneTests {
    @Test(arguments: [Orientation.portrait, .landscape])
    func aStackInAScrollView(_ orientation: Orientation) throws {
        let scene = try SceneLoader.standard.load(yaml: TestScenes.scrollingStack, file: "scrolling.yaml")
        let stack = try #require(scene.views.first { $0.name == "Stack" } as? StackView)
        #expect(stack.arrangedSubviews.map(\.name) == ["Title", "Image", "Body"])
        #expect(stack.arrangedSubviews.allSatisfy { $0.superview === stack })
        let scroll = try #require(scene.views.first as? ScrollView)
        let engine = LayoutEngine(
            root: scene.root, environment: scene.environment(device: .iPhone8, orientation: orientation))
        let width = orientation == .portrait ? 375.0 : 667
        let top = orientation == .portrait ? 20.0 : 0
        // The content starts below the 20-point inset; the column is 20 + 20 + 300 + 8 + 400.
        expectFrames(
            engine.layout(),
            [
                ("Scroll View", Rect(x: 0, y: top, width: width, height: engine.environment.size.height - top)),
                ("Stack", Rect(x: 0, y: top + 20, width: width, height: 748)),
                ("Title", Rect(x: (width - 100) / 2, y: top + 20, width: 100, height: 20)),
                ("Image", Rect(x: (width - 200) / 2, y: top + 60, width: 200, height: 300)),
                ("Body", Rect(x: (width - 300) / 2, y: top + 368, width: 300, height: 400)),
            ])
        #expect(engine.contentSize(of: scroll) == Size(width: width, height: 748))
    }

    @Test func stackKeysAndDefaults() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                views:
                  - {name: Row, kind: stack, distribution: Equal Spacing, alignment: bottom, spacing: -2.5,
                     baselineRelative: yes, layoutMarginsRelative: true}
                  - {name: Plain, kind: stack}
                """, file: "keys.yaml")
        let row = try #require(scene.views[0] as? StackView)
        #expect(row.axis == .horizontal && row.distribution == .equalSpacing && row.alignment == .trailing)
        #expect(row.spacing == -2.5 && row.isBaselineRelativeArrangement && row.isLayoutMarginsRelativeArrangement)
        let plain = try #require(scene.views[1] as? StackView)
        #expect(plain.distribution == .fill && plain.alignment == .fill && plain.spacing == 0)
    }

    @Test func scrollKeys() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                views:
                  - {name: A, kind: scroll, contentInset: 5, contentOffset: {y: 30}}
                  - {name: B, kind: scroll, contentInset: {left: 2, bottom: 4}}
                """, file: "keys.yaml")
        let a = try #require(scene.views[0] as? ScrollView), b = try #require(scene.views[1] as? ScrollView)
        #expect(a.contentInset == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(a.contentOffset == Point(x: 0, y: 30))
        #expect(b.contentInset == EdgeInsets(top: 0, left: 2, bottom: 4, right: 0))
    }

    static let errors: [(String, SceneError)] = [
        (
            "- {name: S, kind: stack, alignment: centre}",
            SceneError(
                file: "bad.yaml", line: 2, column: 39, text: "centre",
                message: "unknown alignment (one of fill, leading, firstBaseline, center, trailing, "
                    + "lastBaseline, top, bottom)", suggestion: "center")
        ),
        (
            "- {name: S, kind: stack, axis: diagonal}",
            SceneError(
                file: "bad.yaml", line: 2, column: 34, text: "diagonal",
                message: "unknown axis (one of horizontal, vertical)")
        ),
        (
            "- {name: S, kind: stack, arrangedSubviews: [A, Nobody]}",
            SceneError(file: "bad.yaml", line: 2, column: 50, text: "Nobody", message: "unknown view")
        ),
        (
            "- {name: S, kind: stack, arrangedSubviews: [A, A]}",
            SceneError(file: "bad.yaml", line: 2, column: 50, text: "A", message: "view arranged twice")
        ),
        (
            "- {name: S, kind: stack, arrangedSubviews: B}",
            SceneError(
                file: "bad.yaml", line: 2, column: 46, text: "arrangedSubviews",
                message: "'arrangedSubviews' must be a list of view names")
        ),
        (
            "- {name: S, kind: stack, arrangedSubviews: [C]}",
            SceneError(
                file: "bad.yaml", line: 2, column: 47, text: "C",
                message: "an arranged view's parent must be the stack or left out (it is 'B')")
        ),
        (
            "- {name: S, kind: stack, customSpacing: {B: 4}}",
            SceneError(
                file: "bad.yaml", line: 2, column: 47, text: "B",
                message: "custom spacing after a view that is not arranged in 'S'")
        ),
        (
            "- {name: S, kind: scroll, contentOffset: {x: 1, z: 2}}",
            SceneError(
                file: "bad.yaml", line: 2, column: 51, text: "z",
                message: "unknown key in 'contentOffset' of view 'S'", suggestion: "x")
        ),
    ]

    @Test(arguments: errors)
    func malformedContainers(_ view: String, _ expected: SceneError) {
        let yaml = "views:\n  \(view)\n  - {name: A}\n  - {name: B}\n  - {name: C, parent: B}\n"
        #expect(throws: expected) { try SceneLoader.standard.load(yaml: yaml, file: "bad.yaml") }
    }
}
