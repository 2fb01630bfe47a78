/// UIKit's haptic generators: nothing to feel on Linux, so every call does nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    open func prepare() {}
}

@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    public init(style: FeedbackStyle) { super.init() }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
