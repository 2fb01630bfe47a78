/// UIKit's `UIForceTouchCapability` (3D Touch), with UIKit's raw values. Stored in trait
/// collections; nothing is pressed on Linux.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0
    case unavailable = 1
    case available = 2
}
