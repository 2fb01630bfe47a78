import AutoLayout

/// A view's origin in an Interface Builder document: its object id, element name, the
/// frame Xcode stored (superview-relative) and whether Xcode marked it misplaced or
/// ambiguous.
public struct SceneViewSource: Hashable, Sendable {
    public var id: String
    public var kind: String
    public var line: Int
    public var storedFrame: Rect?
    public var isMisplaced: Bool
    public var isAmbiguous: Bool

    public init(id: String, kind: String, line: Int, storedFrame: Rect?, isMisplaced: Bool, isAmbiguous: Bool = false) {
        self.id = id
        self.kind = kind
        self.line = line
        self.storedFrame = storedFrame
        self.isMisplaced = isMisplaced
        self.isAmbiguous = isAmbiguous
    }
}
