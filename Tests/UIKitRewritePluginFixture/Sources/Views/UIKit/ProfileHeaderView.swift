/// A view written for iOS, with what Linux's Swift refuses: the plugin compiles a rewritten copy.
@objcMembers public final class ProfileHeaderView: UIView {
    @IBOutlet public weak var nameLabel: UILabel!
    @IBInspectable public dynamic var cornerRadius = 8.0
    public let followButton = UIButton()
    private let label = UILabel()

    public override init() {
        super.init()
        // "#selector(notThis)" in a comment and "@objc" in a string stay as they are.
        nameLabel = label
        nameLabel.text = "Follow @objc"
        followButton.addTarget(self, action: #selector(didTapFollow(_:)))
    }

    @objc(didTapFollowWithSender:) public func didTapFollow(_ sender: UIButton) {}

    /// The next line as the compiler sees it: line 19 of this file, not of the rewritten copy.
    public static let line = #line
    public static let file = #filePath
}
