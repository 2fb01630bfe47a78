// Stub: Firefox's own names (modules Common, ComponentLibrary) that LabelButtonHeaderView.swift
// needs. The file has no `import UIKit`: Firefox's Common module re-exports it, as this does.
@_exported import UIKit

protocol ReusableCell: AnyObject {}

protocol Theme { var colors: ThemeColourPalette { get } }
protocol ThemeColourPalette {
    var textPrimary: UIColor { get }
    var textAccent: UIColor { get }
}
protocol ThemeApplicable { func applyTheme(theme: Theme) }

protocol NotificationProtocol {
    func removeObserver(_ observer: Any)
}
extension NotificationCenter: NotificationProtocol {}

protocol Notifiable {
    func handleNotifications(_ notification: Notification)
}
extension Notifiable {
    func startObservingNotifications(
        withNotificationCenter notificationCenter: NotificationProtocol,
        forObserver observer: Any,
        observing notifications: [Notification.Name]
    ) {}
}
extension Notification.Name {
    static let DynamicFontChanged = Notification.Name("DynamicFontChanged")
}

extension String {
    static let BookmarksSavedShowAllText = "Show All"
}

struct SectionHeaderConfiguration {
    var title: String?
    var a11yIdentifier: String?
    var isButtonHidden = true
    var buttonA11yIdentifier: String?
}

struct FXFontStyles {
    struct Style { func scaledFont() -> UIFont { fatalError() } }
    enum Bold { static let title3 = Style() }
}

struct ActionButtonViewModel {
    let title: String
    let a11yIdentifier: String?
    let touchUpAction: ((UIButton) -> Void)?
}

class ActionButton: UIButton {
    var foregroundColorNormal: UIColor?
    func configure(viewModel: ActionButtonViewModel) {}
}

// Common's UIView+Extension.swift, as Firefox writes it (`T()` through the metatype).
extension UIView {
    static func build<T: UIView>(_ builder: ((T) -> Void)? = nil) -> T {
        let view = T()
        view.translatesAutoresizingMaskIntoConstraints = false
        builder?(view)
        return view
    }
}
