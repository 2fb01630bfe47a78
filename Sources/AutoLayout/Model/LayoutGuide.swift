/// A rectangle in a view's coordinate space that takes part in layout but draws nothing
/// (`UILayoutGuide`), including the system guides views and devices provide.
public final class LayoutGuide: LayoutItem, @unchecked Sendable {
    /// What defines the guide's rectangle.
    public enum Kind: String, Sendable {
        /// The owner's bounds inset by its layout margins.
        case layoutMargins
        /// The margins narrowed to a readable line length (UIKit's readable content guide).
        case readableContent
        /// The root's area between the bars and the notch (`safeAreaLayoutGuide`).
        case safeArea
        /// A zero-width guide from the root's top to the bottom of the top bars.
        case topLayoutGuide
        /// From the top of the bottom bars (or safe-area bottom) to the root's bottom.
        case bottomLayoutGuide
        /// A scroll view's content rectangle (`contentLayoutGuide`): its origin follows the
        /// scroll view, the inset and the offset; its size, the content size, comes from
        /// constraints.
        case scrollContent
        /// A scroll view's frame (`frameLayoutGuide`).
        case scrollFrame
        /// A guide the scene or code defines with its own constraints.
        case custom
    }

    public let itemID = nextItemID()
    public let name: String
    public let kind: Kind
    /// Unowned, cleared by the view's `deinit` (see `View.superview`).
    @exclusivity(unchecked) public private(set) unowned var owningView: View?

    public init(name: String, kind: Kind = .custom) {
        self.name = name
        self.kind = kind
    }

    func attach(to view: View) { owningView = view }
    func detach() { owningView = nil }
}
