internal import AutoLayout

extension UIView {
    /// What this view's getters answer, as the model's value: the node hands it to the
    /// accessibility snapshot and the audit, so a subclass's `override var accessibilityLabel`
    /// is what they read. Elements that are not views (UIAccessibilityElement objects) have no
    /// frame in the layout and are left out.
    func modelAccessibility() -> AccessibilityDescription {
        AccessibilityDescription(
            isElement: isAccessibilityElement, label: accessibilityLabel, hint: accessibilityHint,
            value: accessibilityValue, traits: AccessibilityTraits(rawValue: accessibilityTraits.rawValue),
            identifier: accessibilityIdentifier, elementsHidden: accessibilityElementsHidden,
            groupsChildren: shouldGroupAccessibilityChildren, viewIsModal: accessibilityViewIsModal,
            elements: accessibilityElements.map { list in list.compactMap { ($0 as? UIView)?.node.itemID } },
            activationPoint: setAccessibilityActivationPoint.map { Point(x: Double($0.x), y: Double($0.y)) })
    }
}

extension UIKitNode {
    /// The owner's accessibility, asked on the main actor as the engine's other questions are.
    func ownerAccessibility() -> AccessibilityDescription? {
        guard let owner else { return nil }
        return MainActor.assumeIsolated { owner.modelAccessibility() }
    }
}

extension UIView {
    /// The accessibility snapshot's text (`AccessibilityOrder.dump`) of the tree this view
    /// belongs to, laid out first: what VoiceOver would read, in order, as the model sees it
    /// from the views' getters. Not UIKit's API.
    @_spi(Plumb) public func plumbAccessibilityText() -> String {
        let root = rootView
        root.layoutIfNeeded()
        let layout = LayoutCycle.state(of: root).engine.layout()
        return AccessibilityOrder(root: root.node, layout: layout).dump
    }
}
