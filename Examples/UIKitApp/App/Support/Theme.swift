import UIKit

/// The app's design constants. Changing one changes exactly the screens that use it:
/// `Theme.avatarSize` only the profile header.
enum Theme {
    static let spacing: CGFloat = 16
    static let avatarSize: CGFloat = 64
    static let buttonHeight: CGFloat = 44
    static let accent = UIColor(red: 0.15, green: 0.42, blue: 0.95, alpha: 1)
    static let secondaryText = UIColor.secondaryLabel
}
