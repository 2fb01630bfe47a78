import UIKit

@objcMembers final class ProfileHeaderView: UIView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBInspectable var cornerRadius: CGFloat = 8
    @objc dynamic var isFollowing = false
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        // #selector(ignored) in a comment; @objc too
        followButton.addTarget(self, action: #selector(didTapFollow(_:)), for: .touchUpInside)
        followButton.setTitle("Follow @objc \(name ?? "")", for: .normal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc(didTapFollowWithSender:) private func didTapFollow(_ sender: UIButton) {}
    @IBAction func share() {}
}
