internal import AutoLayout

/// UIKit's `UISemanticContentAttribute`, with UIKit's raw values: whether a view flips when the
/// layout runs right to left.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft

    init(_ model: SemanticContentAttribute) {
        switch model {
        case .unspecified: self = .unspecified
        case .playback: self = .playback
        case .spatial: self = .spatial
        case .forceLeftToRight: self = .forceLeftToRight
        case .forceRightToLeft: self = .forceRightToLeft
        }
    }

    var model: SemanticContentAttribute {
        switch self {
        case .unspecified: .unspecified
        case .playback: .playback
        case .spatial: .spatial
        case .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }
}

/// UIKit's `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}
