import UIKit

/// The app's design constants. Changing one changes exactly the screens that use it:
/// `Theme.avatarSize` only the profile header. Colours come from the asset catalog
/// (Assets.xcassets), as Xcode's templates keep them.
enum Theme {
    static let spacing: CGFloat = 16
    static let avatarSize: CGFloat = 64
    static let buttonHeight: CGFloat = 44
    static let accent = UIColor(named: "AccentColor")!
}
