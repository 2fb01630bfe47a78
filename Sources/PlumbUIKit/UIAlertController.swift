/// UIKit's alert and action sheet controller: its title, message, actions and text fields
/// stored as UIKit keeps them (presenting it links the controllers; nothing is drawn, and no
/// action's handler runs unless a test calls it).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// With UIKit's raw values.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    /// The fields `addTextField(configurationHandler:)` added, in order.
    public private(set) var textFields: [UITextField]?
    /// The action shown as the default one (it must be one of `actions`, as UIKit requires).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) { self.preferredAction = nil }
        }
    }

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a field, configured by `configurationHandler` at once. UIKit allows fields in
    /// alerts only; an action sheet keeps none (UIKit raises an exception there).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
