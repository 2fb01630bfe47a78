/// One element VoiceOver visits, as the accessibility snapshot lists it: the view it stands
/// for, what VoiceOver says, and where it is (root coordinates).
public struct AccessibilityElement: Sendable, Equatable {
    /// The view's `itemID`, and its name.
    public var itemID: Int
    public var name: String
    /// The view's names from the root down ("Root > Form > Name Field").
    public var path: String
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    public var identifier: String?
    /// The accessibility frame: the view's frame in the root's coordinates.
    public var frame: Rect
    /// Where a double tap lands: the one set, else the frame's centre.
    public var activationPoint: Point

    public init(
        itemID: Int, name: String, path: String, label: String?, value: String?, hint: String?,
        traits: AccessibilityTraits,
        identifier: String?, frame: Rect, activationPoint: Point
    ) {
        self.itemID = itemID
        self.name = name
        self.path = path
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.frame = frame
        self.activationPoint = activationPoint
    }
}
