import PlumbUIKit

/// Simple Constraints: Two Views with Complex Widths. Red is twice blue (priority 750) while
/// blue stays at least 150 wide: below 458 points between the margins, blue is 150.
final class TwoViewsWithComplexWidthsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let blueView = view.addRecipeSubview(makeView("Blue View", color: .cookbookBlue), named: "Blue View")
        let redView = view.addRecipeSubview(makeView("Red View", color: .cookbookRed), named: "Red View")
        let safeArea = view.safeAreaLayoutGuide
        let twice = redView.widthAnchor.constraint(equalTo: blueView.widthAnchor, multiplier: 2)
        twice.priority = .defaultHigh
        NSLayoutConstraint.activate([
            blueView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            redView.leadingAnchor.constraint(equalTo: blueView.trailingAnchor, constant: 8),
            redView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            blueView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            redView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            safeArea.bottomAnchor.constraint(equalTo: blueView.bottomAnchor, constant: 20),
            safeArea.bottomAnchor.constraint(equalTo: redView.bottomAnchor, constant: 20),
            twice,
            blueView.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
        ])
    }
}
