/// UIKit's `UITabBarItem`: a tab's title, images, tag and badge, stored for the tab bar's
/// drawing (later).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's `UITabBarItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    /// The system item it was made as, if any (Plumb's, for tests and the bar's drawing).
    @_spi(Plumb) public private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }
}
