import UIKit

/// A profile's header: avatar, name, handle and a follow button that toggles.
final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private(set) var isFollowing = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        avatarView.image = UIImage(named: "Avatar")
        avatarView.backgroundColor = Theme.accent.withAlphaComponent(0.2)
        avatarView.layer.cornerRadius = Theme.avatarSize / 2
        avatarView.clipsToBounds = true

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        handleLabel.text = "@ada"
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = Theme.accent

        followButton.setTitle("Follow", for: .normal)
        followButton.setImage(UIImage(named: "Plus"), for: .normal)
        followButton.tintColor = .white
        followButton.backgroundColor = Theme.accent
        followButton.layer.cornerRadius = 8
        followButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        followButton.addTarget(self, action: #selector(toggleFollow), for: .touchUpInside)

        let names = UIStackView(arrangedSubviews: [nameLabel, handleLabel])
        names.axis = .vertical
        names.spacing = 2

        for view in [avatarView, names, followButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Theme.spacing),
            avatarView.topAnchor.constraint(equalTo: topAnchor, constant: Theme.spacing),
            avatarView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Theme.spacing),
            avatarView.widthAnchor.constraint(equalToConstant: Theme.avatarSize),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            names.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            names.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),

            followButton.leadingAnchor.constraint(greaterThanOrEqualTo: names.trailingAnchor, constant: 8),
            followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Theme.spacing),
            followButton.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            followButton.heightAnchor.constraint(equalToConstant: Theme.buttonHeight),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func toggleFollow() {
        isFollowing.toggle()
        followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
    }
}
