/// UIKit's `UIUserInterfaceIdiom`, with UIKit's raw values. A trait collection carries it;
/// layout reads a window's device instead (an iPad's is `.pad`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
