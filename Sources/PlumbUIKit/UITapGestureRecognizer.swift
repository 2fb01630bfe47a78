/// UIKit's `UITapGestureRecognizer`: its settings stored, never fired (no touches here).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
