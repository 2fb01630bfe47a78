import PlumbUIKit

/// Image Views and Aspect Ratio Constraints (sample only): a scale-to-fill image view kept at
/// 3:4 by a constraint, between dark gray views of equal width on either side, with content
/// above and below each half its height.
final class ImageViewsAndAspectRatioConstraintsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let topContent = view.addRecipeSubview(makeView("Top Content", color: .cookbookDarkGray), named: "Top Content")
        let leadingContent = view.addRecipeSubview(
            makeView("Leading Content", color: .cookbookDarkGray), named: "Leading Content")
        let imageView = view.addRecipeSubview(UIImageView(image: .flowers), named: "Image View")
        imageView.contentMode = .scaleToFill
        imageView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        let trailingContent = view.addRecipeSubview(
            makeView("Trailing Content", color: .cookbookDarkGray), named: "Trailing Content")
        let bottomContent = view.addRecipeSubview(
            makeView("Bottom Content", color: .cookbookDarkGray), named: "Bottom Content")
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: 3.0 / 4.0),
            topContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            topContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            topContent.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            leadingContent.topAnchor.constraint(equalTo: topContent.bottomAnchor, constant: 8),
            imageView.topAnchor.constraint(equalTo: topContent.bottomAnchor, constant: 8),
            trailingContent.topAnchor.constraint(equalTo: topContent.bottomAnchor, constant: 8),
            leadingContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingContent.trailingAnchor, constant: 8),
            trailingContent.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 8),
            trailingContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            trailingContent.widthAnchor.constraint(equalTo: leadingContent.widthAnchor),
            imageView.heightAnchor.constraint(equalTo: topContent.heightAnchor, multiplier: 2),
            imageView.heightAnchor.constraint(equalTo: bottomContent.heightAnchor, multiplier: 2),
            bottomContent.topAnchor.constraint(equalTo: leadingContent.bottomAnchor, constant: 8),
            bottomContent.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            bottomContent.topAnchor.constraint(equalTo: trailingContent.bottomAnchor, constant: 8),
            bottomContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bottomContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            safeArea.bottomAnchor.constraint(equalTo: bottomContent.bottomAnchor, constant: 20),
        ])
    }
}
