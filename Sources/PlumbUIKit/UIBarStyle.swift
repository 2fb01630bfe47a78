/// UIKit's bar styles, with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
    /// Deprecated in UIKit, still written (`.blackTranslucent` is `.black` with translucency).
    case blackTranslucent = 2
}
