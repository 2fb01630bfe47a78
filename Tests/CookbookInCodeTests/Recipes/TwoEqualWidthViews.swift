import PlumbUIKit

/// Simple Constraints: Two Equal-Width Views. Yellow and green side by side inside the
/// margins, Standard (8) apart, 20 from the guides, of equal widths.
final class TwoEqualWidthViewsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let yellowView = view.addRecipeSubview(makeView("Yellow View", color: .cookbookYellow), named: "Yellow View")
        let greenView = view.addRecipeSubview(makeView("Green View", color: .cookbookGreen), named: "Green View")
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            yellowView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            greenView.leadingAnchor.constraint(equalTo: yellowView.trailingAnchor, constant: 8),
            greenView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            yellowView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            greenView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            safeArea.bottomAnchor.constraint(equalTo: yellowView.bottomAnchor, constant: 20),
            safeArea.bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: 20),
            yellowView.widthAnchor.constraint(equalTo: greenView.widthAnchor),
        ])
    }
}
