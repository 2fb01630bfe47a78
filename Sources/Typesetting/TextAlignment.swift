/// UIKit's `NSTextAlignment`. Natural follows the layout direction; right never flips.
public enum TextAlignment: String, Sendable, CaseIterable {
    case natural, left, center, right, justified

    /// Where a line of `lineWidth` starts inside `boxWidth`.
    public func lineOffset(lineWidth: Double, boxWidth: Double, rightToLeft: Bool) -> Double {
        switch self {
        case .left: return 0
        case .right: return boxWidth - lineWidth
        case .center: return (boxWidth - lineWidth) / 2
        case .natural, .justified: return rightToLeft ? boxWidth - lineWidth : 0
        }
    }
}
