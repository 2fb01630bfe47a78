import Cassowary

/// Views and guides take their ids from one counter: dense, from 1, never reused.
private let itemCounter = IDCounter()

/// The next layout item id.
func nextItemID() -> Int { itemCounter.next() }

/// Something constraints can relate: a view or a layout guide.
public protocol LayoutItem: AnyObject, Sendable {
    /// The item's number: engines key what they keep for it by this id, never by address
    /// (an address is reused the moment the item dies; an id never is).
    var itemID: Int { get }
    /// How reports and dumps name the item ("Red View", "Top Layout Guide").
    var name: String { get }
    /// The view whose coordinate space holds the item: the view itself, or a guide's owner.
    var owningView: View? { get }
}

extension LayoutItem {
    public var leadingAnchor: XAxisAnchor<Directional> { XAxisAnchor(self, .leading) }
    public var trailingAnchor: XAxisAnchor<Directional> { XAxisAnchor(self, .trailing) }
    public var leftAnchor: XAxisAnchor<Absolute> { XAxisAnchor(self, .left) }
    public var rightAnchor: XAxisAnchor<Absolute> { XAxisAnchor(self, .right) }
    public var centerXAnchor: XAxisAnchor<Center> { XAxisAnchor(self, .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}
