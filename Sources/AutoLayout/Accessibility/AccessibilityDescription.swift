/// What a view presents to VoiceOver once its kind's defaults and what was set are merged:
/// UIKit's getters' answers. Made by `View.accessibilityDescription(direction:)`.
public struct AccessibilityDescription: Sendable, Equatable {
    public var isElement: Bool
    public var label: String?
    public var hint: String?
    public var value: String?
    public var traits: AccessibilityTraits
    public var identifier: String?
    public var elementsHidden: Bool
    public var groupsChildren: Bool
    public var viewIsModal: Bool
    /// The views read in this order, by `itemID`; nil: the subviews by position.
    public var elements: [Int]?
    /// Root coordinates; nil: the frame's centre.
    public var activationPoint: Point?

    public init(
        isElement: Bool = false, label: String? = nil, hint: String? = nil, value: String? = nil,
        traits: AccessibilityTraits = [], identifier: String? = nil, elementsHidden: Bool = false,
        groupsChildren: Bool = false, viewIsModal: Bool = false, elements: [Int]? = nil,
        activationPoint: Point? = nil
    ) {
        self.isElement = isElement
        self.label = label
        self.hint = hint
        self.value = value
        self.traits = traits
        self.identifier = identifier
        self.elementsHidden = elementsHidden
        self.groupsChildren = groupsChildren
        self.viewIsModal = viewIsModal
        self.elements = elements
        self.activationPoint = activationPoint
    }

    /// A kind's defaults with `properties` over them: each field set replaces the default.
    public func overridden(by properties: AccessibilityProperties) -> AccessibilityDescription {
        var merged = self
        if let isElement = properties.isElement { merged.isElement = isElement }
        if let label = properties.label { merged.label = label }
        if let hint = properties.hint { merged.hint = hint }
        if let value = properties.value { merged.value = value }
        if let traits = properties.traits { merged.traits = traits }
        if let identifier = properties.identifier { merged.identifier = identifier }
        merged.elementsHidden = merged.elementsHidden || properties.elementsHidden
        merged.groupsChildren = merged.groupsChildren || properties.groupsChildren
        merged.viewIsModal = merged.viewIsModal || properties.viewIsModal
        if let elements = properties.elements { merged.elements = elements }
        if let point = properties.activationPoint { merged.activationPoint = point }
        return merged
    }
}
