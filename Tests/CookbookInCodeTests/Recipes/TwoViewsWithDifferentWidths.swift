import PlumbUIKit

/// Simple Constraints: Two Different-Width Views. As two equal-width views, but the orange
/// view is twice as wide as the purple one.
final class TwoViewsWithDifferentWidthsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let purpleView = view.addRecipeSubview(makeView("Purple View", color: .cookbookPurple), named: "Purple View")
        let orangeView = view.addRecipeSubview(makeView("Orange View", color: .cookbookOrange), named: "Orange View")
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            purpleView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            orangeView.leadingAnchor.constraint(equalTo: purpleView.trailingAnchor, constant: 8),
            orangeView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            purpleView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            orangeView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            safeArea.bottomAnchor.constraint(equalTo: purpleView.bottomAnchor, constant: 20),
            safeArea.bottomAnchor.constraint(equalTo: orangeView.bottomAnchor, constant: 20),
            orangeView.widthAnchor.constraint(equalTo: purpleView.widthAnchor, multiplier: 2),
        ])
    }
}
