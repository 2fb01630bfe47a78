import Foundation
import SceneModel
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// A view's `accessibility:` mapping in a YAML scene: each key read into the view's
/// accessibility properties over its kind's defaults, and every mistake a located error.
@Suite struct AccessibilityKeysTests {
    static let scene = """
        name: Keys
        views:
          - name: Card
            accessibility: {groupsChildren: true, elements: [Price, Buy]}
          - {name: Buy, kind: button, title: Buy, parent: Card, accessibility: {hint: Opens checkout, traits: [button, startsMediaSession]}}
          - {name: Price, kind: label, text: "$4", parent: Card, accessibility: {label: 4 dollars, value: on sale}}
          - {name: Art, kind: imageView, accessibility: {isElement: true, label: Cover, identifier: cover}}
          - {name: Sheet, accessibility: {viewIsModal: true, elementsHidden: false, activationPoint: {x: 10, y: 20}}}
          - {name: Hidden Box, accessibility: {elementsHidden: true, traits: none}}

        """

    @Test func everyKeyIsRead() throws {
        let scene = try SceneLoader.standard.load(yaml: Self.scene, file: "keys.yaml")
        func view(_ name: String) throws -> View { try scene.view(named: name).get() }
        let card = try view("Card")
        #expect(card.accessibility.groupsChildren)
        #expect(card.accessibility.elements == [try view("Price").itemID, try view("Buy").itemID])
        #expect(
            try view("Buy").accessibilityDescription(direction: .leftToRight)
                == AccessibilityDescription(
                    isElement: true, label: "Buy", hint: "Opens checkout", traits: [.button, .startsMediaSession]))
        #expect(
            try view("Price").accessibilityDescription(direction: .leftToRight)
                == AccessibilityDescription(isElement: true, label: "4 dollars", value: "on sale", traits: .staticText))
        #expect(
            try view("Art").accessibilityDescription(direction: .leftToRight)
                == AccessibilityDescription(isElement: true, label: "Cover", traits: .image, identifier: "cover"))
        let sheet = try view("Sheet").accessibility
        #expect(sheet.viewIsModal && !sheet.elementsHidden)
        #expect(sheet.activationPoint == Point(x: 10, y: 20))
        let hidden = try view("Hidden Box").accessibility
        #expect(hidden.elementsHidden && hidden.traits == [])
        // A plain view with nothing set is no element, as in UIKit.
        #expect(scene.root.accessibilityDescription(direction: .leftToRight) == AccessibilityDescription())
    }

    @Test func anUnknownTraitListsTheKnownOnes() {
        expectSceneError(
            "name: T\nviews:\n  - {name: A, accessibility: {traits: [button, heading]}}\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 48, text: "heading",
                message: "unknown accessibility trait (one of button, link, image, selected, playsSound, "
                    + "keyboardKey, staticText, summaryElement, notEnabled, updatesFrequently, searchField, "
                    + "startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn, tabBar, header, "
                    + "or none)"))
    }

    @Test func anUnknownKeySuggestsTheNearest() {
        expectSceneError(
            "name: T\nviews:\n  - {name: A, accessibility: {lable: Close}}\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 31, text: "lable",
                message: "unknown key in 'accessibility' of view 'A'", suggestion: "label"))
    }

    @Test func elementsMustBeViewsBelow() {
        expectSceneError(
            "name: T\nviews:\n  - {name: A, accessibility: {elements: [B]}}\n  - {name: B}\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 42, text: "B",
                message: "an accessibility element must be a view below 'A'"))
        expectSceneError(
            "name: T\nviews:\n  - {name: A, accessibility: {elements: [Nobody]}}\n",
            SceneError(file: "scene.yaml", line: 3, column: 42, text: "Nobody", message: "unknown view"))
        expectSceneError(
            "name: T\nviews:\n  - {name: A, accessibility: {elements: [B, B]}}\n  - {name: B, parent: A}\n",
            SceneError(file: "scene.yaml", line: 3, column: 45, text: "B", message: "view listed twice"))
    }

    @Test func anActivationPointNeedsBothCoordinates() {
        expectSceneError(
            "name: T\nviews:\n  - {name: A, accessibility: {activationPoint: {x: 4}}}\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 48, text: "activationPoint",
                message: "'activationPoint' needs x and y"))
    }

    @Test func isElementMustBeAFlag() {
        expectSceneError(
            "name: T\nviews:\n  - {name: A, accessibility: {isElement: maybe}}\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 42, text: "maybe",
                message: "'isElement' in 'accessibility' of view 'A' must be true or false"))
    }
}
