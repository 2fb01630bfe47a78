/// UIKit's `NSLineBreakMode`: how lines wrap and how the last allowed line is cut.
public enum LineBreakMode: String, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
