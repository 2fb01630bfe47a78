/// Which way leading and trailing point.
public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// UIKit's `UISemanticContentAttribute`: whether a view follows the environment's direction.
public enum SemanticContentAttribute: String, Sendable, CaseIterable {
    /// The default: the view flips with the environment.
    case unspecified
    /// Media controls; never flips.
    case playback
    /// Directional controls such as a D-pad; never flips.
    case spatial
    case forceLeftToRight
    case forceRightToLeft

    /// The direction a view with this attribute uses inside an environment of `direction`.
    public func resolve(_ direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}

/// The two axes of a layout.
public enum LayoutAxis: String, Sendable, CaseIterable {
    case horizontal
    case vertical
}
