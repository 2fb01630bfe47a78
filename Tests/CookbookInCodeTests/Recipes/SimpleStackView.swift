import PlumbUIKit

/// Stack Views: Simple Stack View. A vertical stack (fill, fill, 8) of a centred Body label, an
/// aspect-fit image that takes the spare height (hugging and compression resistance 249 and
/// 749 vertically) and an Edit button, inside the margins and a Standard (8) from the guides.
final class SimpleStackViewController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = makeLabel(
            "Label", text: localized("Flowers", hebrew: "פרחים"), textStyle: .body,
            alignment: .center)

        let imageView = UIImageView(image: .flowers)
        imageView.accessibilityIdentifier = "Image View"
        imageView.contentMode = .scaleAspectFit
        imageView.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)

        let button = makeButton("Button", title: localized("Edit", hebrew: "עריכה"))

        let stackView = view.addRecipeSubview(
            UIStackView(arrangedSubviews: [label, imageView, button]), named: "Stack View")
        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.distribution = .fill
        stackView.spacing = 8

        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: stackView.bottomAnchor, constant: 8),
        ])
    }
}
