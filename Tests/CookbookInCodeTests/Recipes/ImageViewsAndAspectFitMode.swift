import PlumbUIKit

/// Image Views and Aspect Fit Mode (sample only): an aspect-fit image view, as wide as its
/// image, centred between dark gray views above and below, each half its height.
final class ImageViewsAndAspectFitModeController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let topContent = view.addRecipeSubview(makeView("Top Content", color: .cookbookDarkGray), named: "Top Content")
        let imageView = view.addRecipeSubview(UIImageView(image: .flowers), named: "Image View")
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = .cookbookLightGray
        imageView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        let bottomContent = view.addRecipeSubview(
            makeView("Bottom Content", color: .cookbookDarkGray), named: "Bottom Content")
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            topContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            topContent.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            imageView.topAnchor.constraint(equalTo: topContent.bottomAnchor, constant: 8),
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.heightAnchor.constraint(equalTo: topContent.heightAnchor, multiplier: 2),
            imageView.heightAnchor.constraint(equalTo: bottomContent.heightAnchor, multiplier: 2),
            bottomContent.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            bottomContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bottomContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            safeArea.bottomAnchor.constraint(equalTo: bottomContent.bottomAnchor, constant: 20),
        ])
    }
}
