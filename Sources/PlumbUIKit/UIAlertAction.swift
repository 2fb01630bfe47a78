/// One button of an alert: title, style and handler stored; `isEnabled` settable.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// With UIKit's raw values.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    /// What tapping it would run; a test may call it.
    public let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
