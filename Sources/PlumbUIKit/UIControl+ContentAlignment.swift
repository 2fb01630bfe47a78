extension UIControl {
    /// UIKit's `UIControl.ContentHorizontalAlignment`, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// UIKit's `UIControl.ContentVerticalAlignment`, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    /// The horizontal alignment as drawn: leading and trailing read as left and right, since
    /// layout is left to right until trait collections arrive.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }
}
