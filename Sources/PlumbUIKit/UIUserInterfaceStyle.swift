/// UIKit's `UIUserInterfaceStyle` (light or dark appearance), with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
