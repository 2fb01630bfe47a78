/// How a presented controller would arrive, with UIKit's raw values (stored: presentation is
/// immediate here).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
