internal import Typesetting

/// UIKit's `NSTextAlignment` (Foundation on Linux lacks it), with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural

    var model: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// UIKit's `NSLineBreakMode` (Foundation on Linux lacks it), with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var model: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}
