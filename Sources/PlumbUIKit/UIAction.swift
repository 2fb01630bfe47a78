/// The closure a `UIAction` runs. Nothing sends it here (no touches on Linux).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's `UIAction`: a title, image, identifier and handler, stored; a control or bar item
/// that holds one never runs it (no events on Linux). Tests may run it by calling `handler`.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenuElement.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    open var state: State
    /// The closure (Plumb's, for tests that run it: UIKit keeps it private).
    @_spi(Plumb) public let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.state = state
        self.handler = handler
        super.init()
    }
}
