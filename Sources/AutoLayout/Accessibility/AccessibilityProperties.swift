/// The accessibility properties set on a view (a scene's `accessibility:` keys, Interface
/// Builder's `<accessibility>` element, or code): each nil field is left to the view's kind,
/// as UIKit's getters fall back to the class's own answer (a label's text, a button's title,
/// its traits). `View.accessibilityDescription(direction:)` merges the two.
public struct AccessibilityProperties: Sendable, Equatable {
    /// `isAccessibilityElement`.
    public var isElement: Bool?
    public var label: String?
    public var hint: String?
    public var value: String?
    /// The whole set when given: it replaces the kind's traits, as assigning UIKit's
    /// `accessibilityTraits` does (add the kind's own to keep them).
    public var traits: AccessibilityTraits?
    public var identifier: String?
    /// `accessibilityElementsHidden`: the view and everything below it are not read.
    public var elementsHidden = false
    /// `shouldGroupAccessibilityChildren`: the subviews are read together, in their own order,
    /// before VoiceOver moves on.
    public var groupsChildren = false
    /// `accessibilityViewIsModal`: VoiceOver reads only this view of its superview's subviews
    /// (the last such one).
    public var viewIsModal = false
    /// `accessibilityElements`: the views read in this order, by `itemID` (nil: the subviews,
    /// sorted by position).
    public var elements: [Int]?
    /// `accessibilityActivationPoint` in root coordinates (nil: the frame's centre).
    public var activationPoint: Point?

    public init(
        isElement: Bool? = nil, label: String? = nil, hint: String? = nil, value: String? = nil,
        traits: AccessibilityTraits? = nil, identifier: String? = nil
    ) {
        self.isElement = isElement
        self.label = label
        self.hint = hint
        self.value = value
        self.traits = traits
        self.identifier = identifier
    }
}
